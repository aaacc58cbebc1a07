import { addLocales } from '../lib/lazy-locales.ts';

// The texts of the admin's mentoring screens (mentorships list, waiting list, assign dialogs, a mentor's interns),
// loaded with their chunk.
addLocales(import.meta.glob('../../locales/*/mentorAdmin.json', { eager: true }));
