import { addLocales } from '../lib/lazy-locales.ts';

// The texts of answering surveys (/mobilesurvey, the signed-in answering pages, the lists of due and done surveys),
// loaded with their chunk.
addLocales(import.meta.glob('../../locales/*/surveyAnswer.json', { eager: true }));
