import { addLocales } from '../lib/lazy-locales.ts';

// The texts of meetings (the form, the list, the mentor's meetings and report pages), loaded with their chunks.
addLocales(import.meta.glob('../../locales/*/meetings.json', { eager: true }));
