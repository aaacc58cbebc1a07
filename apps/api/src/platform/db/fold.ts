import { sql, type Column, type SQL } from 'drizzle-orm';

/**
 * Letters with diacritics (both cases) and their base letters: folded in SQL with `translate` (no ICU on the
 * embedded database), and the same way in JS for the search text, so "decan" finds "Deçan", "dakovica"
 * "Đakovica", and names sort with ç by c, š by s, đ by d. Sort on `foldedSql(column) collate "C"`, so both
 * engines agree.
 */
const FOLD_FROM = 'ÀÁÂÃÄÅàáâãäåÇçĆćČčĐđÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖòóôõöŠšÙÚÛÜùúûüÝýÿŽž';
const FOLD_TO = [...FOLD_FROM]
  .map((c) => c.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/g, 'd').toLowerCase())
  .join('');
const FOLD_MAP = new Map([...FOLD_FROM].map((c, i) => [c, FOLD_TO[i]!]));

/** Lower-cased, with the diacritics above replaced by their base letters (the JS twin of `foldedSql`). */
export function folded(text: string): string {
  return [...text]
    .map((c) => FOLD_MAP.get(c) ?? c)
    .join('')
    .toLowerCase();
}

/** The column (or an expression) lower-cased with the diacritics above replaced by their base letters. */
export const foldedSql = (column: Column | SQL): SQL =>
  sql`lower(translate(${column}, ${FOLD_FROM}, ${FOLD_TO}))`;
