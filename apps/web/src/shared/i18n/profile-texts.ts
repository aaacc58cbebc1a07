import { addLocales } from '../lib/lazy-locales.ts';

// The organisation's and the mentor's profile texts (/dashboard), loaded with the chunk that imports this module.
addLocales(import.meta.glob('../../locales/*/profile.json', { eager: true }));
