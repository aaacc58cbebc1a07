import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { files } from './files.ts';
import { id, timestamps, translatedTextOrEmpty } from './columns.ts';

/**
 * The mentors shown on the public `/mentorship` page, written by admins (not accounts: the people agreed to be
 * shown). A name, an optional photo (kind publicMentorPhoto), the organisation, a role and a short bio per
 * language, optional LinkedIn and web links, and a place in the list.
 */
export const publicMentors = pgTable(
  'public_mentors',
  {
    id: id(),
    name: text('name').notNull(),
    organisation: text('organisation').notNull().default(''),
    ...translatedTextOrEmpty('role'),
    ...translatedTextOrEmpty('bio'),
    linkedin: text('linkedin'),
    website: text('website'),
    photoId: text('photo_id').references(() => files.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('public_mentors_photo_uq').on(t.photoId),
    index('public_mentors_position_idx').on(t.position, t.name),
  ],
);
