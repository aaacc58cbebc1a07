import type { TLanguage } from '@praktika/contracts/common';
import type {
  TPublicMentor,
  TPublicMentorListQuery,
  TPublicMentorWrite,
} from '@praktika/contracts/public-mentors';
import { createResource } from '../../../shared/api/create-resource.ts';

export type TPublicMentorQueryWeb = Partial<TPublicMentorListQuery>;

/** The mentors of the public mentorship page (`/api/publicmentors`): anyone reads, admins write. */
export const publicMentorsResource = createResource<TPublicMentor, TPublicMentorWrite, TPublicMentorQueryWeb>(
  {
    key: ['publicMentors'],
    path: 'publicmentors',
    listKey: 'publicMentors',
    oneKey: 'publicMentor',
  },
);

/** Languages tried, in order, when the wanted one is empty: the default (sq), then English, then Serbian. */
const FALLBACK: readonly TLanguage[] = ['sq', 'en', 'sr'];

/**
 * A mentor's role or bio in `lang`, or in the first other language that has it, with the language it is written
 * in (for the element's `lang` attribute); null when no language has it.
 */
export function mentorText(
  mentor: TPublicMentor,
  field: 'Role' | 'Bio',
  lang: TLanguage,
): { text: string; lang: TLanguage } | null {
  for (const l of [lang, ...FALLBACK.filter((f) => f !== lang)]) {
    const text = mentor[`${l}${field}`].trim();
    if (text) return { text, lang: l };
  }
  return null;
}
