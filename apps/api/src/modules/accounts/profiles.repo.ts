import { and, eq, inArray, sql } from 'drizzle-orm';
import { unionAll, type SelectedFields } from 'drizzle-orm/pg-core';
import type { TCatalogueRef } from '@praktika/contracts/accounts';
import type { Executor } from '../../platform/db/client.ts';
import { catalogueItems } from '../../db/schema/catalogues.ts';
import { files, type FileRow } from '../../db/schema/files.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { mentorships } from '../../db/schema/mentoring.ts';
import type { LinkTable } from './accounts.repo.ts';
import {
  BUSINESS_LINKS,
  businesses,
  INTERN_LINKS,
  interns,
  MENTOR_LINKS,
  mentors,
} from '../../db/schema/profiles.ts';

/*
 * Each profile loads in three queries whatever it references: the profile joined with its account,
 * the ids of its many-to-many links (one UNION ALL over the link tables), and the catalogue items of
 * every referenced id (single references and links together).
 */

/**
 * Catalogue items by id, as `{ _id, sqName, srName, enName, srCyrlName }` (the hand-written Cyrillic name, or null:
 * a Cyrillic reader is shown it instead of the Serbian name transliterated).
 */
export async function catalogueRefs(
  exec: Executor,
  ids: Array<string | null>,
): Promise<Map<string, TCatalogueRef>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (!wanted.length) return new Map();
  const rows = await exec
    .select({
      _id: catalogueItems.id,
      sqName: catalogueItems.sqName,
      srName: catalogueItems.srName,
      enName: catalogueItems.enName,
      srCyrlName: catalogueItems.srCyrlName,
    })
    .from(catalogueItems)
    .where(inArray(catalogueItems.id, wanted));
  return new Map(rows.map((r) => [r._id, r]));
}

/** The item ids `ownerId` links to in each of `tables`, in one query. */
async function linkedIds<K extends string>(
  exec: Executor,
  ownerId: string,
  tables: Record<K, LinkTable>,
): Promise<Record<K, string[]>> {
  const kinds = Object.keys(tables) as K[];
  const selects = kinds.map((kind) => {
    const table: LinkTable = tables[kind];
    return exec
      .select({ kind: sql<string>`${kind}::text`.as('kind'), itemId: table.itemId })
      .from(table)
      .where(eq(table.ownerId, ownerId));
  });
  const [first, second, ...rest] = selects;
  if (!first) return {} as Record<K, string[]>;
  const rows = second ? await unionAll(first, second, ...rest) : await first;
  const out = Object.fromEntries(kinds.map((k) => [k, [] as string[]])) as Record<K, string[]>;
  for (const r of rows) out[r.kind as K].push(r.itemId);
  return out;
}

/** A loaded profile: its row, its links by name, every catalogue item and every file it references. */
export interface ProfileRecord<Row, K extends string> {
  row: Row;
  links: Record<K, string[]>;
  catalogue: Map<string, TCatalogueRef>;
  files: Map<string, FileRow>;
}

/** File rows by id. */
export async function fileRows(exec: Executor, ids: Array<string | null>): Promise<Map<string, FileRow>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (!wanted.length) return new Map();
  const rows = await exec.select().from(files).where(inArray(files.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}

async function withRefs<Row, K extends string>(
  exec: Executor,
  row: Row,
  ownerId: string,
  singleRefs: Array<string | null>,
  tables: Record<K, LinkTable>,
  fileIds: Array<string | null> = [],
): Promise<ProfileRecord<Row, K>> {
  const links = await linkedIds(exec, ownerId, tables);
  const linked = Object.values<string[]>(links).flat();
  return {
    row,
    links,
    catalogue: await catalogueRefs(exec, [...singleRefs, ...linked]),
    files: await fileRows(exec, fileIds),
  };
}

const accountColumns = {
  email: accounts.email,
  emailLanguage: accounts.emailLanguage,
  role: accounts.role,
  active: accounts.active,
  confirmedAt: accounts.confirmedAt,
  createdAt: accounts.createdAt,
};

/** The profiles, whose id is their account's id. */
type ProfileTable = typeof interns | typeof businesses | typeof mentors;

/** A profile's `columns` with its id and its account's columns (one joined row), or undefined. */
async function profileRow<F extends SelectedFields>(
  exec: Executor,
  table: ProfileTable,
  id: string,
  columns: F,
) {
  const [row] = await exec
    .select({ id: table.id, ...accountColumns, ...columns })
    .from(table)
    .innerJoin(accounts, eq(accounts.id, table.id))
    .where(eq(table.id, id))
    .limit(1);
  return row;
}

export async function findInternRecord(exec: Executor, id: string) {
  const row = await profileRow(exec, interns, id, {
    name: interns.name,
    lastName: interns.lastName,
    birthdate: interns.birthdate,
    gender: interns.gender,
    municipalityId: interns.municipalityId,
    phoneNumber: interns.phoneNumber,
    address: interns.address,
    availability: interns.availability,
    photoId: interns.photoId,
    cvFileId: interns.cvFileId,
    otherEngagements: interns.otherEngagements,
    hearAboutId: interns.hearAboutId,
    ethnicityId: interns.ethnicityId,
    updateRequired: interns.updateRequired,
    updateFinished: interns.updateFinished,
  });
  if (!row) return undefined;
  // The current mentorship (mentoring module's table): at most one, by its unique index.
  const [current] = await exec
    .select({
      mentorshipId: mentorships.id,
      status: mentorships.status,
      mentorId: mentors.id,
      name: mentors.name,
      surname: mentors.surname,
    })
    .from(mentorships)
    .innerJoin(mentors, eq(mentors.id, mentorships.mentorId))
    .where(and(eq(mentorships.internId, id), inArray(mentorships.status, ['PENDING', 'ACTIVE'])))
    .limit(1);
  const withMentor = { ...row, currentMentor: current ?? null };
  return withRefs(exec, withMentor, id, [row.municipalityId, row.hearAboutId, row.ethnicityId], INTERN_LINKS);
}
export type InternRecord = NonNullable<Awaited<ReturnType<typeof findInternRecord>>>;

export async function findBusinessRecord(exec: Executor, id: string) {
  const row = await profileRow(exec, businesses, id, {
    name: businesses.name,
    number: businesses.number,
    typeId: businesses.typeId,
    categoryId: businesses.categoryId,
    phoneNumber: businesses.phoneNumber,
    contactPerson: businesses.contactPerson,
    countryId: businesses.countryId,
    municipalityId: businesses.municipalityId,
    otherMunicipality: businesses.otherMunicipality,
    allowNotifications: businesses.allowNotifications,
    logo: businesses.logo,
    verificationStatus: businesses.verificationStatus,
    verifiedAt: businesses.verifiedAt,
    /** The verifying admin's address (null: by the migration, or the admin's account is gone). */
    verifiedBy: sql<string | null>`(select v.email from accounts v where v.id = ${businesses.verifiedBy})`,
    rejectedAt: businesses.rejectedAt,
    rejectionReason: businesses.rejectionReason,
  });
  if (!row) return undefined;
  return withRefs(
    exec,
    row,
    id,
    [row.typeId, row.categoryId, row.countryId, row.municipalityId],
    BUSINESS_LINKS,
    [row.logo],
  );
}
export type BusinessRecord = NonNullable<Awaited<ReturnType<typeof findBusinessRecord>>>;

export async function findMentorRecord(exec: Executor, id: string) {
  const row = await profileRow(exec, mentors, id, {
    name: mentors.name,
    surname: mentors.surname,
    municipalityId: mentors.municipalityId,
    job: mentors.job,
    fieldOfEducation: mentors.fieldOfEducation,
    gender: mentors.gender,
    ethnicityId: mentors.ethnicityId,
    approvedByAdmin: mentors.approvedByAdmin,
    approvedAt: mentors.approvedAt,
    available: mentors.available,
    languages: mentors.languages,
    yearsOfExperience: mentors.yearsOfExperience,
    photoId: mentors.photoId,
    cvFileId: mentors.cvFileId,
    /** Current (PENDING or ACTIVE) mentorships: the interns the mentor has now. */
    currentInterns:
      sql<number>`(select count(*) from ${mentorships} where ${mentorships.mentorId} = ${mentors.id} and ${mentorships.status} in ('PENDING', 'ACTIVE'))`.mapWith(
        Number,
      ),
  });
  if (!row) return undefined;
  return withRefs(exec, row, id, [row.municipalityId, row.ethnicityId], MENTOR_LINKS, [
    row.photoId,
    row.cvFileId,
  ]);
}
export type MentorRecord = NonNullable<Awaited<ReturnType<typeof findMentorRecord>>>;
