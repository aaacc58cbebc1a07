import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  INTERNSHIP_TAKEN_STATUSES,
  OPEN_STATUSES,
  type TApplicationListQuery,
  type TApplicationStatus,
  type TValidationQuery,
} from '@praktika/contracts/applications';
import type { Executor } from '../../platform/db/client.ts';
import { all, contains, containsPattern, dateRange, inList, listPageByKeys } from '../../platform/db/list.ts';
import { files } from '../../db/schema/files.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { businesses, internCategories, interns, internSkills } from '../../db/schema/profiles.ts';
import { catalogueItems } from '../../db/schema/catalogues.ts';
import { opportunities } from '../../db/schema/opportunities.ts';
import { guardianConsents } from '../../db/schema/guardians.ts';
import {
  applicationEvents,
  applicationFiles,
  applications,
  type ApplicationRow,
} from '../../db/schema/applications.ts';

/** Statuses that hold one of the opportunity's spots (a finished engagement used its spot too). */
export const SPOT_STATUSES: readonly TApplicationStatus[] = INTERNSHIP_TAKEN_STATUSES;

const internAccount = alias(accounts, 'intern_account');
const businessAccount = alias(accounts, 'business_account');
const photo = alias(files, 'intern_photo');
const logo = alias(files, 'business_logo');
const contract = alias(files, 'contract_file');

/** One application with everything its answer shows (besides files and timeline). */
const detailColumns = {
  row: applications,
  opportunity: {
    id: opportunities.id,
    title: opportunities.title,
    deadline: opportunities.deadline,
    startDate: opportunities.startDate,
    endDate: opportunities.endDate,
    engagementMonths: opportunities.engagementMonths,
  },
  intern: {
    name: interns.name,
    lastName: interns.lastName,
    birthdate: interns.birthdate,
    gender: interns.gender,
    email: internAccount.email,
    emailLanguage: internAccount.emailLanguage,
  },
  municipality: {
    id: catalogueItems.id,
    sqName: catalogueItems.sqName,
    srName: catalogueItems.srName,
    enName: catalogueItems.enName,
  },
  business: {
    name: businesses.name,
    verificationStatus: businesses.verificationStatus,
    email: businessAccount.email,
    emailLanguage: businessAccount.emailLanguage,
  },
  photo,
  logo,
  contract,
};

const detailSelect = (ex: Executor) =>
  ex
    .select(detailColumns)
    .from(applications)
    .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
    .innerJoin(interns, eq(interns.id, applications.internId))
    .innerJoin(internAccount, eq(internAccount.id, applications.internId))
    .innerJoin(businesses, eq(businesses.id, applications.businessId))
    .innerJoin(businessAccount, eq(businessAccount.id, applications.businessId))
    .leftJoin(catalogueItems, eq(catalogueItems.id, interns.municipalityId))
    .leftJoin(photo, eq(photo.id, interns.photoId))
    .leftJoin(logo, eq(logo.id, businesses.logo))
    .leftJoin(contract, eq(contract.id, applications.contractFileId))
    .$dynamic();

type DetailSelect = ReturnType<typeof detailSelect>;
export type ApplicationDetailRow = Awaited<DetailSelect>[number];

const internFactColumns = {
  id: interns.id,
  birthdate: interns.birthdate,
  updateFinished: interns.updateFinished,
};

const statusIn = (statuses: readonly TApplicationStatus[]) =>
  inArray(applications.status, statuses as TApplicationStatus[]);

/** Interns whose CV lists one of `ids` in `table` (skills or categories). */
function internHasAny(
  table: typeof internSkills | typeof internCategories,
  ids: readonly string[] | undefined,
) {
  if (!ids?.length) return undefined;
  return sql`exists (select 1 from ${table} where ${table.ownerId} = ${applications.internId} and ${inArray(
    table.itemId,
    ids as string[],
  )})`;
}

/** Conditions on the application's intern, as a semi-join (the list pages from `applications` alone). */
function internWhere(condition: SQL | undefined) {
  if (!condition) return undefined;
  return sql`exists (select 1 from ${interns} where ${interns.id} = ${applications.internId} and ${condition})`;
}

/**
 * One page of applications with their details in two phases (`listPageByKeys`): the ids from `applications`
 * alone under `where` and `order` (the `(business_id, created_at, id)`-style indexes serve it up to the limit),
 * a plain count, then the joined details for the page's ids only.
 */
function pageOf(
  ex: Executor,
  where: SQL | undefined,
  order: SQL[],
  opts: TApplicationListQuery | TValidationQuery,
) {
  return listPageByKeys(
    {
      db: ex,
      keys: () => ex.select({ key: applications.id }).from(applications).where(where).$dynamic(),
      order,
      load: (ids) => detailSelect(ex).where(inArray(applications.id, ids)),
      keyOf: (row) => row.row.id,
    },
    opts,
  );
}

export function createApplicationRepo(db: Executor) {
  return {
    /**
     * THE lock every rule on places and engagements is checked under: the opportunity's row (spots, one
     * application per intern and posting), then the intern's (working, one internship, one training). Always in
     * this order, one opportunity per transaction, so two transactions never wait on each other in a circle.
     */
    async lockForEngagement(tx: Executor, opportunityId: string, internId: string) {
      const [opportunity] = await tx
        .select()
        .from(opportunities)
        .where(eq(opportunities.id, opportunityId))
        .for('update');
      const [intern] = await tx
        .select(internFactColumns)
        .from(interns)
        .where(eq(interns.id, internId))
        .for('no key update');
      return { opportunity, intern };
    },

    /** Whether the organisation is verified by the programme (issue 22 §3: minors only join verified hosts). */
    async hostVerified(businessId: string, ex: Executor = db): Promise<boolean> {
      const [row] = await ex
        .select({ status: businesses.verificationStatus })
        .from(businesses)
        .where(eq(businesses.id, businessId));
      return row?.status === 'VERIFIED';
    },

    /** Whether the intern's guardian has consented (issue 22 §2: needed while the intern is under 18). */
    async guardianConsented(internId: string, ex: Executor = db): Promise<boolean> {
      const [row] = await ex
        .select({ status: guardianConsents.status })
        .from(guardianConsents)
        .where(eq(guardianConsents.internId, internId));
      return row?.status === 'GIVEN';
    },

    /** The intern's applications still in play (OPEN_STATUSES), locked: a refused consent ends them. */
    async openOf(internId: string, ex: Executor = db) {
      return ex
        .select()
        .from(applications)
        .where(and(eq(applications.internId, internId), statusIn(OPEN_STATUSES)))
        .for('update');
    },

    /** What the rules need of an intern (no lock). */
    async internFacts(internId: string, ex: Executor = db) {
      const [intern] = await ex.select(internFactColumns).from(interns).where(eq(interns.id, internId));
      return intern;
    },

    async findOpportunity(id: string, ex: Executor = db) {
      const [row] = await ex.select().from(opportunities).where(eq(opportunities.id, id));
      return row;
    },

    async find(id: string, ex: Executor = db, lock = false): Promise<ApplicationRow | undefined> {
      const q = ex.select().from(applications).where(eq(applications.id, id));
      const [row] = lock ? await q.for('update') : await q;
      return row;
    },

    async findByInternAndOpportunity(internId: string, opportunityId: string, ex: Executor = db) {
      const [row] = await ex
        .select()
        .from(applications)
        .where(and(eq(applications.internId, internId), eq(applications.opportunityId, opportunityId)));
      return row;
    },

    /** The intern's applications that decide the rules: internships taken, trainings attended. */
    async standing(internId: string, ex: Executor = db) {
      return ex
        .select({ id: applications.id, kind: applications.kind, status: applications.status })
        .from(applications)
        .where(
          and(
            eq(applications.internId, internId),
            or(
              and(eq(applications.kind, 'JOB'), statusIn(INTERNSHIP_TAKEN_STATUSES)),
              and(eq(applications.kind, 'TRAINING'), eq(applications.status, 'APPROVED')),
            ),
          ),
        );
    },

    /** How many of the opportunity's spots are taken. */
    async takenSpots(opportunityId: string, ex: Executor = db): Promise<number> {
      const [row] = await ex
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(applications)
        .where(and(eq(applications.opportunityId, opportunityId), statusIn(SPOT_STATUSES)));
      return row?.n ?? 0;
    },

    async insert(values: typeof applications.$inferInsert, ex: Executor = db) {
      await ex.insert(applications).values(values);
    },

    async update(id: string, values: Partial<typeof applications.$inferInsert>, ex: Executor = db) {
      await ex
        .update(applications)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(applications.id, id));
    },

    async insertFiles(rows: (typeof applicationFiles.$inferInsert)[], ex: Executor = db) {
      if (rows.length) await ex.insert(applicationFiles).values(rows);
    },

    async insertEvent(values: typeof applicationEvents.$inferInsert, ex: Executor = db) {
      await ex.insert(applicationEvents).values(values);
    },

    async details(ids: readonly string[], ex: Executor = db): Promise<ApplicationDetailRow[]> {
      if (!ids.length) return [];
      return detailSelect(ex).where(inArray(applications.id, ids as string[]));
    },

    /** The uploaded files of the applications, in the posting's order. */
    async filesOf(ids: readonly string[], ex: Executor = db) {
      if (!ids.length) return [];
      return ex
        .select({ applicationId: applicationFiles.applicationId, name: applicationFiles.name, file: files })
        .from(applicationFiles)
        .innerJoin(files, eq(files.id, applicationFiles.fileId))
        .where(inArray(applicationFiles.applicationId, ids as string[]))
        .orderBy(asc(applicationFiles.applicationId), asc(applicationFiles.position));
    },

    async eventsOf(ids: readonly string[], ex: Executor = db) {
      if (!ids.length) return [];
      return ex
        .select()
        .from(applicationEvents)
        .where(inArray(applicationEvents.applicationId, ids as string[]))
        .orderBy(asc(applicationEvents.at), asc(applicationEvents.id));
    },

    /** One page of applications; `scope` is the caller's own restriction (intern or organisation). */
    list(query: TApplicationListQuery, scope: SQL | undefined, ex: Executor = db) {
      const order = query.sort === 'asc' ? asc : desc;
      const where = all(
        scope,
        query.business ? eq(applications.businessId, query.business) : undefined,
        query.intern ? eq(applications.internId, query.intern) : undefined,
        query.job ? and(eq(applications.opportunityId, query.job), eq(applications.kind, 'JOB')) : undefined,
        query.training
          ? and(eq(applications.opportunityId, query.training), eq(applications.kind, 'TRAINING'))
          : undefined,
        inList(applications.status, query.status),
        internWhere(
          all(
            inList(interns.municipalityId, query.municipality),
            contains(interns.availability, query.availability),
          ),
        ),
        query.favourites ? eq(applications.favourite, true) : undefined,
        query.type !== 'ALL' ? eq(applications.kind, query.type) : undefined,
      );
      return pageOf(ex, where, [order(applications.createdAt), order(applications.id)], query);
    },

    /** The admins' validation list: acceptances (by default) with filters on the intern. */
    validationList(query: TValidationQuery, ex: Executor = db) {
      const order = query.sort === 'desc' ? desc : asc;
      const name = query.name
        ? or(
            ilike(interns.name, containsPattern(query.name)),
            ilike(interns.lastName, containsPattern(query.name)),
            ilike(sql`${interns.name} || ' ' || ${interns.lastName}`, containsPattern(query.name)),
          )
        : undefined;
      const where = all(
        query.status?.length
          ? inList(applications.status, query.status)
          : eq(applications.status, 'ACCEPTED_FOR_VALIDATION'),
        internWhere(
          all(
            name,
            inList(interns.municipalityId, query.municipality),
            inList(interns.gender, query.gender),
            contains(interns.availability, query.availability),
          ),
        ),
        internHasAny(internSkills, query.skills),
        internHasAny(internCategories, query.categories),
        query.type !== 'ALL' ? eq(applications.kind, query.type) : undefined,
        dateRange(applications.startDate, query.startDate, query.endDate),
      );
      return pageOf(ex, where, [order(applications.updatedAt), order(applications.id)], query);
    },

    /** The intern's completed engagements (internships and trainings), newest first. */
    async finished(internId: string, ex: Executor = db): Promise<ApplicationDetailRow[]> {
      return detailSelect(ex)
        .where(and(eq(applications.internId, internId), eq(applications.status, 'COMPLETED')))
        .orderBy(desc(applications.endDate), desc(applications.id));
    },

    /** Has the organisation ever had an application of this intern (so it may see the intern's finished ones)? */
    async hasHosted(
      businessId: string,
      internId: string,
      statuses: readonly TApplicationStatus[] | undefined,
      ex: Executor = db,
    ) {
      const [row] = await ex
        .select({ id: applications.id })
        .from(applications)
        .where(
          and(
            eq(applications.businessId, businessId),
            eq(applications.internId, internId),
            statuses ? statusIn(statuses) : undefined,
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /** Is `accountId` a party (intern or organisation) of an application that uses the file? */
    async isFileParty(accountId: string, fileId: string, ex: Executor = db): Promise<boolean> {
      const party = or(eq(applications.internId, accountId), eq(applications.businessId, accountId));
      const [viaContract] = await ex
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.contractFileId, fileId), party))
        .limit(1);
      if (viaContract) return true;
      const [viaUpload] = await ex
        .select({ id: applications.id })
        .from(applicationFiles)
        .innerJoin(applications, eq(applications.id, applicationFiles.applicationId))
        .where(and(eq(applicationFiles.fileId, fileId), eq(applications.businessId, accountId)))
        .limit(1);
      return Boolean(viaUpload);
    },

    /** Active admins (validation e-mails). */
    async admins(ex: Executor = db) {
      return ex
        .select({ id: accounts.id, email: accounts.email, emailLanguage: accounts.emailLanguage })
        .from(accounts)
        .where(and(eq(accounts.role, 'admin'), eq(accounts.active, true)))
        .orderBy(asc(accounts.createdAt), asc(accounts.id));
    },
  };
}
export type ApplicationRepo = ReturnType<typeof createApplicationRepo>;
