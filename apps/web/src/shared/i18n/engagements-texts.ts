import { addLocales } from '../lib/lazy-locales.ts';

// The texts of engagements (active and past interns, cancellations, red flags, the admin validation list and the
// cancel and report dialogs), loaded with their chunk.
addLocales(import.meta.glob('../../locales/*/engagements.json', { eager: true }));
