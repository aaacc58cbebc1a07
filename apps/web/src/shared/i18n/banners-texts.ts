import { addLocales } from '../lib/lazy-locales.ts';

// The banners' texts (the home page's slider, the admin screen), loaded with the chunks that import this module.
addLocales(import.meta.glob('../../locales/*/banners.json', { eager: true }));
