import { addLocales } from '../lib/lazy-locales.ts';

// The texts of surveys (the builder, a question as a respondent sees it, the answering form), loaded with their
// chunk.
addLocales(import.meta.glob('../../locales/*/surveys.json', { eager: true }));
