import { date, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Column blocks repeated across tables. Each yields exactly the SQL the inline columns did (no migration). */

/** The primary key: a text id generated in the app. */
export const id = () => text('id').primaryKey();

/** A `timestamp with time zone` column (nullable until `.notNull()`). */
export const timestampTz = (column: string) => timestamp(column, { withTimezone: true });

/** A calendar date (YYYY-MM-DD) read and written as a string. */
export const day = (column: string) => date(column, { mode: 'string' });

export const createdAt = () => timestampTz('created_at').notNull().defaultNow();
export const updatedAt = () => timestampTz('updated_at').notNull().defaultNow();

/** `createdAt` and `updatedAt`, both set on insert. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/**
 * A required reference to another table's id: the row's parent or one of its parties. By default the row is
 * deleted with the row it references; `'restrict'` keeps a referenced row (a file, a catalogue item) in place.
 */
export const requiredRef = (
  column: string,
  target: () => AnyPgColumn,
  onDelete: 'cascade' | 'restrict' = 'cascade',
) => text(column).notNull().references(target, { onDelete });

/** An optional reference to another table's id, emptied when that row is deleted (who did it, a file). */
export const optionalRef = (column: string, target: () => AnyPgColumn) =>
  text(column).references(target, { onDelete: 'set null' });

/** A name and a description in each language (sq, sr, en); descriptions default to ''. */
export const translatedNames = () => ({
  enName: text('en_name').notNull(),
  enDescription: text('en_description').notNull().default(''),
  sqName: text('sq_name').notNull(),
  sqDescription: text('sq_description').notNull().default(''),
  srName: text('sr_name').notNull(),
  srDescription: text('sr_description').notNull().default(''),
});

type Language = 'en' | 'sq' | 'sr';

/** The same column in en, sq and sr: `field` `bio` gives enBio, sqBio, srBio on en_bio, sq_bio, sr_bio. */
function perLanguage<F extends string, C>(field: F, make: (column: string) => C) {
  const columns = {} as Record<`${Language}${Capitalize<F>}`, C>;
  const key = (field.charAt(0).toUpperCase() + field.slice(1)) as Capitalize<F>;
  for (const language of ['en', 'sq', 'sr'] as const)
    columns[`${language}${key}`] = make(`${language}_${field}`);
  return columns;
}

/** A required text in each language (one-word `field`, e.g. `text`: en_text, sq_text, sr_text). */
export const translatedText = <F extends string>(field: F) =>
  perLanguage(field, (column) => text(column).notNull());

/** An optional text in each language, stored as '' when not given. */
export const translatedTextOrEmpty = <F extends string>(field: F) =>
  perLanguage(field, (column) => text(column).notNull().default(''));
