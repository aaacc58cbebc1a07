import { addLocales } from '../lib/lazy-locales.ts';

// The texts of the organisation's and admin's posting screens (jobs, trainings, applicants, matched interns).
addLocales(import.meta.glob('../../locales/*/postings.json', { eager: true }));
