import { addLocales } from '../lib/lazy-locales.ts';

// The upload field's texts, loaded with the chunks that import this module.
addLocales(import.meta.glob('../../locales/*/files.json', { eager: true }));
