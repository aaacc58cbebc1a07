import type { PostProcessorModule } from 'i18next';

/**
 * Names that end in a full stop ("Kodra SH.P.K.", "Dr.") placed at the end of a sentence ("… at {{business}}.")
 * would read "SH.P.K.. ": the abbreviation's stop also ends the sentence, as in print. Two stops in a row (never
 * three: an ellipsis stays) become one.
 */
export function collapseDoubleStop(text: string): string {
  return text.replace(/(?<!\.)\.\.(?!\.)/g, '.');
}

/** Every translated text goes through this (app/i18n.ts `postProcess`): no text of the app means "..". */
export const fullStopProcessor: PostProcessorModule = {
  type: 'postProcessor',
  name: 'fullStop',
  process: (value: string) => (value.includes('..') ? collapseDoubleStop(value) : value),
};
