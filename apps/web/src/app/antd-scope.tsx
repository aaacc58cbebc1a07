import type { ReactNode } from 'react';
import { ConfigProvider, notification } from 'antd';
import { useTranslation } from 'react-i18next';
import sqAL from 'antd/es/locale/sq_AL';
import srRS from 'antd/es/locale/sr_RS';
import enUS from 'antd/es/locale/en_US';
import type { Locale } from 'antd/es/locale';
import { toCyrillic } from '@praktika/contracts/script';
import './dayjs-locale.ts';
import { theme, themeFor } from './theme.ts';
import { useMediaQuery } from '../shared/hooks/use-media-query.ts';
import { NotificationContext, TOAST_TOP } from '../shared/ui/toast.ts';

/**
 * antd's sq_AL and sr_RS (Serbian Latin) lack a few strings that en_US has; fill them so nothing shows in English.
 * (Checked against antd 6.6: sq lacks Pagination.page_size and the date-picker day/meridiem formats,
 * sr lacks Pagination.jump_to_confirm and DatePicker weekSelect.)
 */
const sq: Locale = {
  ...sqAL,
  Pagination: { ...sqAL.Pagination, page_size: 'Madhësia e faqes' },
  DatePicker: sqAL.DatePicker && {
    ...sqAL.DatePicker,
    lang: { ...sqAL.DatePicker.lang, dayFormat: 'D', cellMeridiemFormat: 'A' },
  },
  Calendar: sqAL.Calendar && {
    ...sqAL.Calendar,
    lang: { ...sqAL.Calendar.lang, dayFormat: 'D', cellMeridiemFormat: 'A' },
  },
};
const sr: Locale = {
  ...srRS,
  Pagination: { ...srRS.Pagination, jump_to_confirm: 'potvrdi' },
  DatePicker: srRS.DatePicker && {
    ...srRS.DatePicker,
    lang: { ...srRS.DatePicker.lang, weekSelect: 'Izaberi nedelju' },
  },
  Calendar: srRS.Calendar && {
    ...srRS.Calendar,
    lang: { ...srRS.Calendar.lang, weekSelect: 'Izaberi nedelju' },
  },
};
/**
 * Serbian in Cyrillic: antd has no such locale, so it is sr's texts through toCyrillic, leaving alone what is not
 * text (`locale` codes and the date pickers' `…Format` patterns such as 'D' or 'YYYY-MM-DD').
 */
function cyrillicLocale(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return key === 'locale' || /format$/i.test(key) ? value : toCyrillic(value);
  if (Array.isArray(value)) return value.map((v: unknown) => cyrillicLocale(v, key));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cyrillicLocale(v, k)]));
  return value;
}
const srCyrl = cyrillicLocale(sr) as Locale;

export const antdLocales = { sq, sr, 'sr-Cyrl': srCyrl, en: enUS } as const;

/** Toasts rendered inside ConfigProvider, so they follow the theme and language (see shared/ui/toast.ts). */
function NotificationHost({ children }: { children: ReactNode }) {
  const [api, holder] = notification.useNotification({ maxCount: 4, top: TOAST_TOP });
  return (
    <NotificationContext value={api}>
      {holder}
      {children}
    </NotificationContext>
  );
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const REDUCED_THEME = themeFor({ reducedMotion: true });
const NO_WAVE = { disabled: true } as const;

/**
 * antd's theme, its locale in the current language and the toasts' holder. Its own chunk: the home page loads
 * without antd (app-providers.tsx mounts it once a page that uses antd loads; lazyWithAntd scopes a part).
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const lang = (i18n.language in antdLocales ? i18n.language : 'sq') as keyof typeof antdLocales;
  // antd's dialogs, menus and toasts slide and fade, and buttons ripple, unless the reader's system asks for less
  // motion (WCAG 2.3.3): then they appear and go at once.
  const reduced = useMediaQuery(REDUCED_MOTION);
  return (
    <ConfigProvider
      theme={reduced ? REDUCED_THEME : theme}
      wave={reduced ? NO_WAVE : undefined}
      locale={antdLocales[lang]}
      variant="filled"
    >
      <NotificationHost>{children}</NotificationHost>
    </ConfigProvider>
  );
}
