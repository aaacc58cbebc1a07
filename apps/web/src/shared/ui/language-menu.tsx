import { GlobalOutlined, DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { UI_LANGUAGES, isUiLanguage, languageTag, type TUiLanguage } from '../lib/languages.ts';
import { MenuButton } from './menu-button.tsx';

/** Native names: a reader finds their own language whatever the current one is. */
export const LANGUAGE_NAMES: Record<TUiLanguage, string> = {
  sq: 'Shqip',
  sr: 'Srpski (latinica)',
  'sr-Cyrl': 'Српски (ћирилица)',
  en: 'English',
};

/** The short code the menu's button shows, in the language's own script. */
export const LANGUAGE_CODES: Record<TUiLanguage, string> = { sq: 'SQ', sr: 'SR', 'sr-Cyrl': 'СР', en: 'EN' };

/**
 * The language menu: shows the current code (SQ, SR, СР, EN), named "SQ – Language: Shqip…", and offers Albanian,
 * Serbian in Latin and in Cyrillic, and English.
 */
export function LanguageMenu({
  onChange,
}: {
  /**
   * Switches the language; default i18next's changeLanguage, which app/i18n.ts listens to (persists the choice,
   * sets html lang and the dayjs locale) exactly as its `setLanguage` does.
   */
  onChange?: (lang: TUiLanguage) => unknown;
}) {
  const { t, i18n } = useTranslation('common');
  const current: TUiLanguage = isUiLanguage(i18n.language) ? i18n.language : 'sq';
  return (
    <MenuButton
      radio
      variant="text"
      testId="language-menu"
      // The name starts with the visible code (WCAG 2.5.3 Label in Name): "click SQ" works in voice control.
      ariaLabel={t('language.label', { code: LANGUAGE_CODES[current], language: LANGUAGE_NAMES[current] })}
      label={
        <>
          <GlobalOutlined aria-hidden />
          <span className="pk-lang-current">{LANGUAGE_CODES[current]}</span>
          <DownOutlined aria-hidden />
        </>
      }
      items={UI_LANGUAGES.map((lang) => ({
        key: lang,
        checked: lang === current,
        lang: languageTag(lang),
        label: `${LANGUAGE_NAMES[lang]} (${LANGUAGE_CODES[lang]})`,
      }))}
      onSelect={(lang) => void (onChange ? onChange(lang as TUiLanguage) : i18n.changeLanguage(lang))}
    />
  );
}
