import { addLocales } from '../lib/lazy-locales.ts';

// The texts of sign-in, registration, confirmation and password pages (and the gender labels forms reuse), loaded
// with their chunks: the home page's first load does not carry them.
addLocales(import.meta.glob('../../locales/*/auth.json', { eager: true }));
