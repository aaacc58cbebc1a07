import { addLocales } from '../lib/lazy-locales.ts';

// The texts of survey statistics, the pre/post comparison and a version's question list, loaded with their chunk.
addLocales(import.meta.glob('../../locales/*/surveyStats.json', { eager: true }));
