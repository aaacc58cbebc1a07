/** The name and description in each language: the columns of `translatedNames()` (db/schema/columns.ts). */
export interface TranslatedNames {
  enName: string;
  enDescription: string;
  sqName: string;
  sqDescription: string;
  srName: string;
  srDescription: string;
}

/** The six translated texts of a row or a body: answers and written columns carry them alike. */
export const pickTranslatedNames = (row: TranslatedNames): TranslatedNames => ({
  enName: row.enName,
  enDescription: row.enDescription,
  sqName: row.sqName,
  sqDescription: row.sqDescription,
  srName: row.srName,
  srDescription: row.srDescription,
});
