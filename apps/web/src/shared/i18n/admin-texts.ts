import { addLocales } from '../lib/lazy-locales.ts';

// The admin screens' texts (the collection page, its forms and dialogs), loaded with the chunks that import this module.
addLocales(import.meta.glob('../../locales/*/admin.json', { eager: true }));
