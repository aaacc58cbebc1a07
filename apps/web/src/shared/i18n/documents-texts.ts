import { addLocales } from '../lib/lazy-locales.ts';

// The texts of guides and documents (admin screens and the readers' lists), loaded with the chunks that import this module.
addLocales(import.meta.glob('../../locales/*/documents.json', { eager: true }));
