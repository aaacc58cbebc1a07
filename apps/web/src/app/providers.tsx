import { useState, type ReactNode } from 'react';
import { ConfigProvider, notification } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import sqAL from 'antd/es/locale/sq_AL';
import srRS from 'antd/es/locale/sr_RS';
import enUS from 'antd/es/locale/en_US';
import type { Locale } from 'antd/es/locale';
import { theme } from './theme.ts';
import { ApiError } from '../shared/lib/api-client.ts';
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
export const antdLocales = { sq, sr, en: enUS } as const;

export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Do not retry answers the server gave on purpose (4xx).
        retry: (count, err) =>
          !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
      },
    },
  });
}

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

export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? makeQueryClient());
  const { i18n } = useTranslation();
  const lang = (i18n.language in antdLocales ? i18n.language : 'sq') as keyof typeof antdLocales;
  return (
    <QueryClientProvider client={client}>
      <ConfigProvider theme={theme} locale={antdLocales[lang]} variant="filled">
        <NotificationHost>{children}</NotificationHost>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
