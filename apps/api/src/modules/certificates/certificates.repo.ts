import { and, desc, eq, gte, isNotNull, isNull, lte, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { TCertificateListQuery } from '@praktika/contracts/certificates';
import type { TUiLanguage } from '@praktika/contracts/common';
import { accounts } from '../../db/schema/accounts.ts';
import { applications } from '../../db/schema/applications.ts';
import { certificates, type CertificateRow } from '../../db/schema/certificates.ts';
import { mentorships } from '../../db/schema/mentoring.ts';
import { opportunities } from '../../db/schema/opportunities.ts';
import { businesses, interns, mentors } from '../../db/schema/profiles.ts';
import type { Executor } from '../../platform/db/client.ts';
import { all, containsPattern, listPage, totalDocs } from '../../platform/db/list.ts';

/** What a certificate snapshots, read from its application when it is issued. */
export interface IssueFacts {
  applicationId: string;
  kind: 'JOB' | 'TRAINING';
  status: string;
  internId: string;
  internName: string;
  internLastName: string;
  email: string;
  emailLanguage: TUiLanguage;
  organisationName: string;
  title: string;
  /** The application's dates (a JOB's engagement). */
  startDate: string | null;
  endDate: string | null;
  /** The training's own dates. */
  trainingStart: string | null;
  trainingEnd: string | null;
  engagementMonths: number | null;
  /** The mentor of the intern's most recent accepted mentorship on this application. */
  mentorName: string | null;
  mentorSurname: string | null;
}

export async function issueFacts(ex: Executor, applicationId: string): Promise<IssueFacts | undefined> {
  const mentor = ex
    .select({ name: mentors.name, surname: mentors.surname })
    .from(mentorships)
    .innerJoin(mentors, eq(mentors.id, mentorships.mentorId))
    .where(and(eq(mentorships.applicationId, applicationId), isNotNull(mentorships.acceptedAt)))
    .orderBy(desc(mentorships.acceptedAt), desc(mentorships.id))
    .limit(1);
  const [row] = await ex
    .select({
      applicationId: applications.id,
      kind: applications.kind,
      status: applications.status,
      internId: applications.internId,
      internName: interns.name,
      internLastName: interns.lastName,
      email: accounts.email,
      emailLanguage: accounts.emailLanguage,
      organisationName: businesses.name,
      title: opportunities.title,
      startDate: applications.startDate,
      endDate: applications.endDate,
      trainingStart: opportunities.startDate,
      trainingEnd: opportunities.endDate,
      engagementMonths: opportunities.engagementMonths,
    })
    .from(applications)
    .innerJoin(interns, eq(interns.id, applications.internId))
    .innerJoin(accounts, eq(accounts.id, applications.internId))
    .innerJoin(businesses, eq(businesses.id, applications.businessId))
    .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
    .where(eq(applications.id, applicationId));
  if (!row) return undefined;
  const [m] = await mentor;
  return { ...row, mentorName: m?.name ?? null, mentorSurname: m?.surname ?? null };
}

/** Inserts a certificate unless the application already has a current one (the unique index): undefined then. */
export async function insertCertificate(
  ex: Executor,
  values: typeof certificates.$inferInsert,
): Promise<CertificateRow | undefined> {
  const [row] = await ex.insert(certificates).values(values).onConflictDoNothing().returning();
  return row;
}

/** The id of the certificate that replaced this one (a reissue), or null. */
const replacedBy = () =>
  sql<
    string | null
  >`(select "r"."id" from "certificates" "r" where "r"."replaces_id" = ${certificates.id} limit 1)`;

/** A certificate with what its presentation and credential need besides its own row. */
export interface CertificateDetail {
  row: CertificateRow;
  replacedById: string | null;
  businessId: string;
  email: string;
}

function detailSelect(ex: Executor) {
  return ex
    .select({
      row: certificates,
      replacedById: replacedBy(),
      businessId: applications.businessId,
      email: accounts.email,
    })
    .from(certificates)
    .innerJoin(applications, eq(applications.id, certificates.applicationId))
    .innerJoin(accounts, eq(accounts.id, certificates.internId));
}

export async function findCertificate(ex: Executor, id: string): Promise<CertificateDetail | undefined> {
  const [row] = await detailSelect(ex).where(eq(certificates.id, id));
  return row;
}

export async function findByCode(ex: Executor, code: string): Promise<CertificateDetail | undefined> {
  const [row] = await detailSelect(ex).where(eq(certificates.code, code));
  return row;
}

/** Whether a certificate already has this code. */
export async function codeTaken(ex: Executor, code: string): Promise<boolean> {
  const [row] = await ex
    .select({ id: certificates.id })
    .from(certificates)
    .where(eq(certificates.code, code));
  return Boolean(row);
}

/** The row, locked for the rest of the transaction (revoke, reissue). */
export async function lockCertificate(ex: Executor, id: string): Promise<CertificateRow | undefined> {
  const [row] = await ex.select().from(certificates).where(eq(certificates.id, id)).for('update');
  return row;
}

export async function revokeCertificate(
  ex: Executor,
  id: string,
  values: { revokedAt: Date; revokedReason: string; revokedBy: string },
): Promise<CertificateRow | undefined> {
  const [row] = await ex
    .update(certificates)
    .set(values)
    .where(and(eq(certificates.id, id), isNull(certificates.revokedAt)))
    .returning();
  return row;
}

/** The intern's certificates, newest first. */
export async function certificatesOf(ex: Executor, internId: string): Promise<CertificateDetail[]> {
  return detailSelect(ex)
    .where(eq(certificates.internId, internId))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id));
}

/** The intern's COMPLETED applications that never had a certificate (completed before certificates existed). */
export async function completedWithoutCertificate(ex: Executor, internId: string): Promise<string[]> {
  const rows = await ex
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.internId, internId),
        eq(applications.status, 'COMPLETED'),
        notExists(
          ex
            .select({ one: sql`1` })
            .from(certificates)
            .where(eq(certificates.applicationId, applications.id)),
        ),
      ),
    );
  return rows.map((r) => r.id);
}

function statusCondition(status: TCertificateListQuery['status']): SQL | undefined {
  const replaced = sql`exists (select 1 from "certificates" "r" where "r"."replaces_id" = ${certificates.id})`;
  if (status === 'ISSUED') return isNull(certificates.revokedAt);
  if (status === 'REVOKED') return and(isNotNull(certificates.revokedAt), sql`not ${replaced}`);
  if (status === 'REPLACED') return and(isNotNull(certificates.revokedAt), replaced);
  return undefined;
}

/** Admins' list: by status and `q` in the holder's name or the code (dashes ignored), newest first. */
export async function listCertificates(ex: Executor, q: TCertificateListQuery) {
  const text = q.q?.trim();
  const code = text?.toUpperCase().replace(/[\s-]/g, '');
  const query = ex
    .select({
      row: certificates,
      replacedById: replacedBy(),
      businessId: applications.businessId,
      email: accounts.email,
      totalDocs: totalDocs(),
    })
    .from(certificates)
    .innerJoin(applications, eq(applications.id, certificates.applicationId))
    .innerJoin(accounts, eq(accounts.id, certificates.internId))
    .where(
      all(
        statusCondition(q.status),
        text
          ? or(
              sql`${certificates.holderName} ilike ${containsPattern(text)}`,
              code ? sql`${certificates.code} like ${containsPattern(code)}` : undefined,
            )
          : undefined,
      ),
    )
    .orderBy(desc(certificates.issuedAt), desc(certificates.id))
    .$dynamic();
  return listPage(query, q);
}

/** The status-list positions (status_index) in [from, to] of revoked certificates. */
export async function revokedIndexes(ex: Executor, from: number, to: number): Promise<number[]> {
  const rows = await ex
    .select({ index: certificates.statusIndex })
    .from(certificates)
    .where(
      and(
        isNotNull(certificates.revokedAt),
        gte(certificates.statusIndex, from),
        lte(certificates.statusIndex, to),
      ),
    );
  return rows.map((r) => r.index);
}

/** Whether any certificate has a status index in [from, to] (a list that exists). */
export async function anyInRange(ex: Executor, from: number, to: number): Promise<boolean> {
  const [row] = await ex
    .select({ one: sql`1` })
    .from(certificates)
    .where(and(gte(certificates.statusIndex, from), lte(certificates.statusIndex, to)))
    .limit(1);
  return Boolean(row);
}
