import { addLocales } from '../lib/lazy-locales.ts';

// The texts of the admin's users screens (lists, detail records, account actions), loaded with their chunk.
addLocales(import.meta.glob('../../locales/*/users.json', { eager: true }));
