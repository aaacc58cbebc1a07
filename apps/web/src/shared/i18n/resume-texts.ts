import { addLocales } from '../lib/lazy-locales.ts';

// The CV builder's texts (/resume), loaded with the chunk that imports this module.
addLocales(import.meta.glob('../../locales/*/resume.json', { eager: true }));
