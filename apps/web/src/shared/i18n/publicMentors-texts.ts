import { addLocales } from '../lib/lazy-locales.ts';

// The public mentors' texts (the mentorship page's cards and the admin screen), loaded with the chunks that import this module.
addLocales(import.meta.glob('../../locales/*/publicMentors.json', { eager: true }));
