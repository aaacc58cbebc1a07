import { addLocales } from '../lib/lazy-locales.ts';

// The articles' texts (public pages, cards, admin screen), loaded with the chunks that import this module.
addLocales(import.meta.glob('../../locales/*/articles.json', { eager: true }));
