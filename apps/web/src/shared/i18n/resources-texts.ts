import { addLocales } from '../lib/lazy-locales.ts';

// The resource library's texts (public pages and the admin screen), loaded with the chunks that import this module.
addLocales(import.meta.glob('../../locales/*/resources.json', { eager: true }));
