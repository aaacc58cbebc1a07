import { addLocales } from '../lib/lazy-locales.ts';

// "Your data and account" (download my data, delete my account), loaded with the chunks that show it.
addLocales(import.meta.glob('../../locales/*/privacy.json', { eager: true }));
