import { addLocales } from '../lib/lazy-locales.ts';

// The dashboard's texts (menu, sections, page titles), loaded with the chunks that import this module.
addLocales(import.meta.glob('../../locales/*/dashboard.json', { eager: true }));
