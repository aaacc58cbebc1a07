import { addLocales } from '../lib/lazy-locales.ts';

// Texts of the opportunities (public lists, detail pages, the intern's screens, match reasons and application
// statuses shared with the organisation's and the admin's screens), loaded with the chunks that import this module.
addLocales(import.meta.glob('../../locales/*/opportunities.json', { eager: true }));
