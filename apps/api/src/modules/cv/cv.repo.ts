import { and, asc, eq, inArray } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { TEducationWrite, TExperienceWrite, TLanguageWrite } from '@praktika/contracts/cv';
import type { Executor } from '../../platform/db/client.ts';
import { files, type FileRow } from '../../db/schema/files.ts';
import { catalogueItems } from '../../db/schema/catalogues.ts';
import {
  catalogueRefs,
  findInternRecord,
  type InternRecord,
  type LinkTable,
} from '../accounts/accounts.public.ts';
import { internCategories, internDisabilities, interns, internSkills } from '../../db/schema/profiles.ts';
import {
  internEducation,
  internExperience,
  internLanguages,
  type EducationRow,
  type ExperienceRow,
  type LanguageRow,
} from '../../db/schema/cv.ts';

/** The profile record plus the CV's rows, the catalogue items the rows name, and the two files. */
export interface CvRecord {
  profile: InternRecord;
  education: EducationRow[];
  experience: ExperienceRow[];
  languages: LanguageRow[];
  /** Names of the education rows' countries, municipalities and institutions. */
  catalogue: InternRecord['catalogue'];
  photo: FileRow | null;
  cvFile: FileRow | null;
}

export async function findCvRecord(exec: Executor, id: string): Promise<CvRecord | undefined> {
  const profile = await findInternRecord(exec, id);
  if (!profile) return undefined;
  const [education, experience, languages] = await Promise.all([
    exec
      .select()
      .from(internEducation)
      .where(eq(internEducation.internId, id))
      .orderBy(asc(internEducation.position)),
    exec
      .select()
      .from(internExperience)
      .where(eq(internExperience.internId, id))
      .orderBy(asc(internExperience.position)),
    exec
      .select()
      .from(internLanguages)
      .where(eq(internLanguages.internId, id))
      .orderBy(asc(internLanguages.position)),
  ]);
  const fileIds = [profile.row.photoId, profile.row.cvFileId].filter((f): f is string => Boolean(f));
  const [catalogue, fileRows] = await Promise.all([
    catalogueRefs(
      exec,
      education.flatMap((e) => [e.countryId, e.municipalityId, e.institutionId]),
    ),
    fileIds.length ? exec.select().from(files).where(inArray(files.id, fileIds)) : Promise.resolve([]),
  ]);
  const file = (fid: string | null) => fileRows.find((f) => f.id === fid) ?? null;
  return {
    profile,
    education,
    experience,
    languages,
    catalogue,
    photo: file(profile.row.photoId),
    cvFile: file(profile.row.cvFileId),
  };
}

/** The intern's row, locked for the caller's transaction: what a save needs to compare with. */
export async function lockIntern(exec: Executor, id: string) {
  const [row] = await exec
    .select({
      id: interns.id,
      birthdate: interns.birthdate,
      photoId: interns.photoId,
      cvFileId: interns.cvFileId,
      updateRequired: interns.updateRequired,
    })
    .from(interns)
    .where(eq(interns.id, id))
    .for('update');
  return row;
}

/** Institutions among `ids` with their type and municipality (for the education rows' rule). */
export async function institutionsByIds(exec: Executor, ids: string[]) {
  if (!ids.length) return new Map<string, { type: string | null; municipalityId: string | null }>();
  const rows = await exec
    .select({
      id: catalogueItems.id,
      type: catalogueItems.institutionType,
      municipalityId: catalogueItems.municipalityId,
    })
    .from(catalogueItems)
    .where(and(eq(catalogueItems.collection, 'institutions'), inArray(catalogueItems.id, ids)));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The id of the seeded country Kosovo (seed key `kosovo`), if present. */
export async function kosovoId(exec: Executor): Promise<string | undefined> {
  const [row] = await exec
    .select({ id: catalogueItems.id })
    .from(catalogueItems)
    .where(and(eq(catalogueItems.collection, 'countries'), eq(catalogueItems.seedKey, 'kosovo')))
    .limit(1);
  return row?.id;
}

async function relink(exec: Executor, table: LinkTable, ownerId: string, itemIds: string[]): Promise<void> {
  await exec.delete(table).where(eq(table.ownerId, ownerId));
  const rows = [...new Set(itemIds)].map((itemId) => ({ ownerId, itemId }));
  if (rows.length) await exec.insert(table).values(rows);
}

export interface CvColumns {
  name: string;
  lastName: string;
  birthdate: string;
  gender: 'M' | 'F' | 'O';
  municipalityId: string;
  phoneNumber: string | null;
  address: string | null;
  availability: string | null;
  otherEngagements: string | null;
  hearAboutId: string | null;
  ethnicityId: string | null;
  cvFileId: string | null;
  updateRequired: boolean;
  updateFinished: boolean;
}

/** Replaces the intern's profile columns, links and CV rows; call inside a transaction. */
export async function replaceCv(
  exec: Executor,
  id: string,
  cv: {
    columns: CvColumns;
    categories: string[];
    skills: string[];
    disabilities: string[];
    education: TEducationWrite[];
    experience: TExperienceWrite[];
    languages: TLanguageWrite[];
  },
): Promise<void> {
  await exec
    .update(interns)
    .set({ ...cv.columns, updatedAt: new Date() })
    .where(eq(interns.id, id));
  await relink(exec, internCategories, id, cv.categories);
  await relink(exec, internSkills, id, cv.skills);
  await relink(exec, internDisabilities, id, cv.disabilities);
  await exec.delete(internEducation).where(eq(internEducation.internId, id));
  await exec.delete(internExperience).where(eq(internExperience.internId, id));
  await exec.delete(internLanguages).where(eq(internLanguages.internId, id));
  if (cv.education.length)
    await exec.insert(internEducation).values(
      cv.education.map((e, position) => ({
        id: randomUUID(),
        internId: id,
        position,
        countryId: e.country,
        municipalityId: e.municipality,
        type: e.type,
        institutionId: e.institution,
        otherInstitution: e.otherInstitution,
        fieldOfStudy: e.fieldOfStudy,
        currentlyStudying: e.currentlyStudying,
        startDate: e.startDate,
        endDate: e.endDate,
      })),
    );
  if (cv.experience.length)
    await exec.insert(internExperience).values(
      cv.experience.map((e, position) => ({
        id: randomUUID(),
        internId: id,
        position,
        type: e.type,
        title: e.title,
        company: e.company,
        currentlyWorking: e.currentlyWorking,
        startDate: e.startDate,
        endDate: e.endDate,
        description: e.description,
        location: e.location,
      })),
    );
  if (cv.languages.length)
    await exec.insert(internLanguages).values(
      cv.languages.map((l, position) => ({
        internId: id,
        language: l.language,
        position,
        speakingLevel: l.speakingLevel,
        writingLevel: l.writingLevel,
      })),
    );
}

/** Sets the intern's photo. */
export async function setPhotoId(exec: Executor, id: string, photoId: string): Promise<void> {
  await exec.update(interns).set({ photoId, updatedAt: new Date() }).where(eq(interns.id, id));
}

/** A file attached to the intern's CV belongs to the intern, whoever uploaded it (an admin, say). */
export async function giveFileTo(exec: Executor, fileId: string, ownerId: string): Promise<void> {
  await exec.update(files).set({ ownerId }).where(eq(files.id, fileId));
}
