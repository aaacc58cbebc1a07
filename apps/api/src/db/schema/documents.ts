import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { files } from './files.ts';
import { id, timestamps, requiredRef, translatedNames } from './columns.ts';

/**
 * Facilitation guides (for mentors) and documents (for organisations): files with names and descriptions in the
 * three languages. Names are unique per language, case-insensitively (FACILITATION_GUIDE_EXISTS,
 * DOCUMENTS_EXISTS); each has exactly one file (kind guide or document), used by that record only.
 */
const documentColumns = () => ({
  id: id(),
  ...translatedNames(),
  fileId: requiredRef('file_id', () => files.id, 'restrict'),
  ...timestamps(),
});

export const facilitationGuides = pgTable(
  'facilitation_guides',
  {
    ...documentColumns(),
    /** The language the guide is written in (sq, sr or en): `useLanguageFilter` lists only the reader's. */
    language: text('language').notNull(),
  },
  (t) => [
    uniqueIndex('facilitation_guides_en_name_uq').on(sql`lower(${t.enName})`),
    uniqueIndex('facilitation_guides_sq_name_uq').on(sql`lower(${t.sqName})`),
    uniqueIndex('facilitation_guides_sr_name_uq').on(sql`lower(${t.srName})`),
    uniqueIndex('facilitation_guides_file_uq').on(t.fileId),
  ],
);

export const documents = pgTable(
  'documents',
  {
    ...documentColumns(),
    /** A guide for organisations (their `guideDocuments` page) rather than a plain document. */
    isGuide: boolean('is_guide').notNull().default(false),
  },
  (t) => [
    uniqueIndex('documents_en_name_uq').on(sql`lower(${t.enName})`),
    uniqueIndex('documents_sq_name_uq').on(sql`lower(${t.sqName})`),
    uniqueIndex('documents_sr_name_uq').on(sql`lower(${t.srName})`),
    uniqueIndex('documents_file_uq').on(t.fileId),
  ],
);
