import { GlobalOutlined, DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type TLanguage } from '../lib/languages.ts';
import { MenuButton } from './menu-button.tsx';

/** Native names: a reader finds their own language whatever the current one is. */
export const LANGUAGE_NAMES: Record<TLanguage, string> = {
  sq: 'Shqip',
  sr: 'Srpski (latinica)',
  en: 'English',
};

/** The language menu: shows the current code (SQ, SR, EN), named "SQ – Language: Shqip…", and offers sq, sr, en. */
export function LanguageMenu({
  onChange,
}: {
  /**
   * Switches the language; default i18next's changeLanguage, which app/i18n.ts listens to (persists the choice,
   * sets html lang and the dayjs locale) exactly as its `setLanguage` does.
   */
  onChange?: (lang: TLanguage) => unknown;
}) {
  const { t, i18n } = useTranslation('common');
  const current = (LANGUAGES as readonly string[]).includes(i18n.language)
    ? (i18n.language as TLanguage)
    : 'sq';
  return (
    <MenuButton
      radio
      variant="text"
      testId="language-menu"
      // The name starts with the visible code (WCAG 2.5.3 Label in Name): "click SQ" works in voice control.
      ariaLabel={t('language.label', { code: current.toUpperCase(), language: LANGUAGE_NAMES[current] })}
      label={
        <>
          <GlobalOutlined aria-hidden />
          <span className="pk-lang-current">{current.toUpperCase()}</span>
          <DownOutlined aria-hidden />
        </>
      }
      items={LANGUAGES.map((lang) => ({
        key: lang,
        checked: lang === current,
        lang: lang === 'sr' ? 'sr-Latn' : lang,
        label: `${LANGUAGE_NAMES[lang]} (${lang.toUpperCase()})`,
      }))}
      onSelect={(lang) => void (onChange ? onChange(lang as TLanguage) : i18n.changeLanguage(lang))}
    />
  );
}
