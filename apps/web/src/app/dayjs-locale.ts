import dayjs from 'dayjs';
import 'dayjs/locale/sq';
import 'dayjs/locale/sr';
import 'dayjs/locale/sr-cyrl';
import 'dayjs/locale/en';
import i18n from './i18n.ts';

/**
 * dayjs speaks the app's language (antd's date pickers, meeting times, weekdays). Loaded with antd's scope
 * (antd-scope.tsx), which every page that shows dates has, so dayjs stays out of the home page's JS.
 */
/** dayjs's name of an interface language (Serbian in Cyrillic is `sr-cyrl`). */
const dayjsLocale = (lang: string) => (lang === 'sr-Cyrl' ? 'sr-cyrl' : lang);

dayjs.locale(dayjsLocale(i18n.language));
i18n.on('languageChanged', (lang) => {
  dayjs.locale(dayjsLocale(lang));
});
