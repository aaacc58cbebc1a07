import { addLocales } from '../lib/lazy-locales.ts';

// The rich-text editor's texts, loaded with the editor's chunk.
addLocales(import.meta.glob('../../locales/*/editor.json', { eager: true }));
