import { addLocales } from '../lib/lazy-locales.ts';

// The texts of mentoring (the intern's request card and /myMentor, the mentor's interns and mentorship detail, the
// shared progress, files-and-links and person cards), loaded with their chunk.
addLocales(import.meta.glob('../../locales/*/mentoring.json', { eager: true }));
