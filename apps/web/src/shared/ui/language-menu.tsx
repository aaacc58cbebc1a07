import { Button, Dropdown } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type TLanguage } from '../lib/languages.ts';

/** Native names: a reader finds their own language whatever the current one is. */
export const LANGUAGE_NAMES: Record<TLanguage, string> = { sq: 'Shqip', sr: 'Srpski (latinica)', en: 'English' };

/** The language menu: shows the current code (SQ, SR, EN) and offers sq, sr, en. */
export function LanguageMenu({
  onChange,
  block = false,
}: {
  /**
   * Switches the language; default i18next's changeLanguage, which app/i18n.ts listens to (persists the choice,
   * sets html lang and the dayjs locale) exactly as its `setLanguage` does.
   */
  onChange?: (lang: TLanguage) => unknown;
  block?: boolean;
}) {
  const { t, i18n } = useTranslation('common');
  const current = (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as TLanguage) : 'sq';
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: LANGUAGES.map((lang) => ({
          key: lang,
          label: (
            <span lang={lang === 'sr' ? 'sr-Latn' : lang}>
              {LANGUAGE_NAMES[lang]} <span className="pk-lang-code">({lang.toUpperCase()})</span>
            </span>
          ),
        })),
        onClick: ({ key }) => void (onChange ? onChange(key as TLanguage) : i18n.changeLanguage(key)),
      }}
    >
      <Button
        type="text"
        block={block}
        className="pk-lang-button"
        icon={<GlobalOutlined aria-hidden />}
        aria-label={t('language.label', { language: LANGUAGE_NAMES[current] })}
        data-testid="language-menu"
      >
        {current.toUpperCase()}
      </Button>
    </Dropdown>
  );
}
