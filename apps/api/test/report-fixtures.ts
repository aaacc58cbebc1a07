/**
 * The reports' hand-computed dataset (issue 19 §2): a few people, postings, trainings and applications whose every
 * count in March 2025 (the period `MARCH`) is worked out by hand in reports.test.ts, not by the reports' SQL. Rows
 * are inserted with Drizzle at fixed instants; accounts made by other fixtures are created "now" and fall outside
 * the period.
 *
 * People (registered in March unless said):
 * - I1 F, M1, born 2005, E1, categories C1+C2, skill S1, health H1, CV filled;
 * - I2 M, M1, born 2004, E2, category C1, skills S1+S2, no health condition, CV filled;
 * - I3 F, M2, born 2005, no ethnicity, no categories or skills, health H1+H2, CV not filled; registered
 *   2025-02-28 23:30 UTC = 1 March 00:30 in Priština (inside);
 * - I4 O, M2, born 2003, E1, C2, S2: registered 2025-03-31 22:30 UTC = 1 April in Priština (outside);
 * - I5 M, M1, born 2006: registered in January (outside);
 * - deleted interns (anonymised rows): X1 F, M2, 2005, 5 March; X2 M, no municipality, 2004, 20 March; X3 April;
 * - organisations B1 (type T1, M1, categories C1+C2), B2 (type T2, no municipality, no categories), a deleted one
 *   X4 (T1, M1, March); the admin account is not an organisation;
 * - mentors N1 (F, M1, E1, C1, S1) mentoring I1 (ACTIVE, accepted) and I2 (PENDING); N2 (M, M2, no ethnicity,
 *   C1+C2, S2, health H2) mentoring nobody.
 * Postings: J1 (B1, M1, C1, S1, 3 spots), J2 (B2, M2, C2, no skills, 2 spots) in March; J3 (B1) in May.
 * Trainings: T1 (B1, M1, C1, 4 spots, deadline 2099: open), T2 (B2, M2, no category, 1 spot, deadline passed).
 * Internship applications (made, accepted, hired, completed):
 * - A1 I1→J1 11 Mar, accepted 20 Mar, approved 21 Mar, hired 25 Mar: HIRED;
 * - A2 I2→J1 12 Mar, accepted 15 Mar, hired 16 Mar, completed 16 Jun: COMPLETED, offered employment;
 * - A3 J2 invited I3 13 Mar, interview 14 Mar: INTERVIEW;
 * - A4 I1→J2 5 Apr: APPLIED (outside);
 * - A5 I4→J1 20 Mar, accepted 2 Apr: ACCEPTED_FOR_VALIDATION.
 * Training applications (14 Mar): I1→T1 APPROVED, I2→T1 APPLIED, I3→T2 COMPLETED.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TApplicationStatus, TFinalizationOutcome } from '@praktika/contracts/applications';
import { accounts } from '../src/db/schema/accounts.ts';
import { applicationEvents, applications } from '../src/db/schema/applications.ts';
import { mentorships } from '../src/db/schema/mentoring.ts';
import { opportunities, opportunityCategories, opportunitySkills } from '../src/db/schema/opportunities.ts';
import { anonymisedAccounts } from '../src/db/schema/privacy.ts';
import {
  businessCategories,
  businesses,
  internCategories,
  internDisabilities,
  interns,
  internSkills,
  mentorCategories,
  mentorDisabilities,
  mentors,
  mentorSkills,
  type LinkTable,
} from '../src/db/schema/profiles.ts';
import { catalogueFixture } from './factories.ts';

export const MARCH = { startDate: '2025-03-01', endDate: '2025-03-31' } as const;

const at = (iso: string) => new Date(iso.length === 10 ? `${iso}T10:00:00Z` : iso);

export interface ReportFixture {
  /** Catalogue items: municipalities, categories, skills, ethnicities, health conditions, entity types. */
  M1: string;
  M2: string;
  C1: string;
  C2: string;
  S1: string;
  S2: string;
  E1: string;
  E2: string;
  H1: string;
  H2: string;
  T1: string;
  T2: string;
  interns: Record<'I1' | 'I2' | 'I3' | 'I4' | 'I5', string>;
  businesses: Record<'B1' | 'B2', { id: string; name: string }>;
  mentors: Record<'N1' | 'N2', string>;
  jobs: Record<'J1' | 'J2' | 'J3', { id: string; title: string }>;
  trainings: Record<'T1' | 'T2', { id: string; title: string }>;
}

export async function insertReportFixture(app: FastifyInstance): Promise<ReportFixture> {
  const fx = await catalogueFixture(app);
  const db = app.database.db;
  const [M1, M2] = fx.municipalities;
  const [C1, C2] = fx.categories;
  const [S1, S2] = fx.skills;
  const [E1, E2] = fx.ethnicities;
  const [H1, H2] = fx.healthconditions;
  const [T1, T2] = fx.businesstypes;

  async function account(role: 'intern' | 'business' | 'mentor', created: string): Promise<string> {
    const id = randomUUID();
    await db.insert(accounts).values({
      id,
      accountType: role,
      role,
      email: `${role}-${id.slice(0, 8)}@reports.test`,
      passwordHash: 'x',
      confirmedAt: at(created),
      createdAt: at(created),
    });
    return id;
  }
  async function intern(
    created: string,
    p: { gender: 'M' | 'F' | 'O'; municipality: string; born: string; ethnicity: string | null; cv: boolean },
    links: { categories?: string[]; skills?: string[]; health?: string[] } = {},
  ): Promise<string> {
    const id = await account('intern', created);
    await db.insert(interns).values({
      id,
      name: 'Report',
      lastName: id.slice(0, 6),
      birthdate: p.born,
      gender: p.gender,
      municipalityId: p.municipality,
      ethnicityId: p.ethnicity,
      updateFinished: p.cv,
    });
    const link = async (table: LinkTable, items: string[] = []) => {
      if (items.length) await db.insert(table).values(items.map((itemId) => ({ ownerId: id, itemId })));
    };
    await link(internCategories, links.categories);
    await link(internSkills, links.skills);
    await link(internDisabilities, links.health);
    return id;
  }

  const I1 = await intern(
    '2025-03-02',
    { gender: 'F', municipality: M1, born: '2005-05-01', ethnicity: E1, cv: true },
    { categories: [C1, C2], skills: [S1], health: [H1] },
  );
  const I2 = await intern(
    '2025-03-03',
    { gender: 'M', municipality: M1, born: '2004-01-01', ethnicity: E2, cv: true },
    { categories: [C1], skills: [S1, S2] },
  );
  const I3 = await intern(
    '2025-02-28T23:30:00Z',
    { gender: 'F', municipality: M2, born: '2005-07-07', ethnicity: null, cv: false },
    { health: [H1, H2] },
  );
  const I4 = await intern(
    '2025-03-31T22:30:00Z',
    { gender: 'O', municipality: M2, born: '2003-03-03', ethnicity: E1, cv: true },
    { categories: [C2], skills: [S2] },
  );
  const I5 = await intern(
    '2025-01-15',
    { gender: 'M', municipality: M1, born: '2006-01-01', ethnicity: E1, cv: true },
    { categories: [C1] },
  );
  const gone = (
    role: 'intern' | 'business',
    registeredOn: string,
    f: { municipality: string | null; gender?: 'M' | 'F'; birthYear?: number; type?: string },
  ) => ({
    id: randomUUID(),
    accountType: role,
    role,
    municipalityId: f.municipality,
    gender: f.gender ?? null,
    birthYear: f.birthYear ?? null,
    businessTypeId: f.type ?? null,
    registeredOn,
    deletedOn: '2025-06-01',
  });
  await db
    .insert(anonymisedAccounts)
    .values([
      gone('intern', '2025-03-05', { municipality: M2, gender: 'F', birthYear: 2005 }),
      gone('intern', '2025-03-20', { municipality: null, gender: 'M', birthYear: 2004 }),
      gone('intern', '2025-04-02', { municipality: M1, gender: 'F', birthYear: 2005 }),
      gone('business', '2025-03-07', { municipality: M1, type: T1 }),
    ]);

  async function business(name: string, type: string, municipality: string | null, cats: string[]) {
    const id = await account('business', '2025-03-04');
    await db.insert(businesses).values({ id, name, typeId: type, municipalityId: municipality });
    if (cats.length)
      await db.insert(businessCategories).values(cats.map((itemId) => ({ ownerId: id, itemId })));
    return { id, name };
  }
  const B1 = await business('Report Org One', T1, M1, [C1, C2]);
  const B2 = await business('Report Org Two', T2, null, []);

  async function mentor(
    gender: 'M' | 'F',
    municipality: string,
    ethnicity: string | null,
    links: { categories: string[]; skills: string[]; health: string[] },
  ) {
    const id = await account('mentor', '2025-03-06');
    await db.insert(mentors).values({
      id,
      name: 'Report',
      surname: 'Mentor',
      municipalityId: municipality,
      job: 'Engineer',
      fieldOfEducation: 'Engineering',
      gender,
      ethnicityId: ethnicity,
      approvedByAdmin: true,
    });
    const link = async (table: LinkTable, items: string[]) => {
      if (items.length) await db.insert(table).values(items.map((itemId) => ({ ownerId: id, itemId })));
    };
    await link(mentorCategories, links.categories);
    await link(mentorSkills, links.skills);
    await link(mentorDisabilities, links.health);
    return id;
  }
  const N1 = await mentor('F', M1, E1, { categories: [C1], skills: [S1], health: [] });
  const N2 = await mentor('M', M2, null, { categories: [C1, C2], skills: [S2], health: [H2] });

  async function opportunity(
    kind: 'JOB' | 'TRAINING',
    title: string,
    business: string,
    created: string,
    o: { municipality: string; spots: number; deadline: string; categories: string[]; skills: string[] },
  ) {
    const id = randomUUID();
    await db.insert(opportunities).values({
      id,
      kind,
      businessId: business,
      title,
      body: '<p>x</p>',
      deadline: o.deadline,
      originalDeadline: o.deadline,
      municipalityId: o.municipality,
      language: 'sq',
      spots: o.spots,
      engagementMonths: kind === 'JOB' ? 3 : null,
      startDate: kind === 'TRAINING' ? '2025-05-01' : null,
      endDate: kind === 'TRAINING' ? '2025-06-01' : null,
      createdAt: at(created),
    });
    if (o.categories.length)
      await db
        .insert(opportunityCategories)
        .values(o.categories.map((itemId) => ({ opportunityId: id, itemId })));
    if (o.skills.length)
      await db.insert(opportunitySkills).values(o.skills.map((itemId) => ({ opportunityId: id, itemId })));
    return { id, title };
  }
  const J1 = await opportunity('JOB', 'Report job one', B1.id, '2025-03-05', {
    municipality: M1,
    spots: 3,
    deadline: '2025-04-15',
    categories: [C1],
    skills: [S1],
  });
  const J2 = await opportunity('JOB', 'Report job two', B2.id, '2025-03-15', {
    municipality: M2,
    spots: 2,
    deadline: '2025-04-15',
    categories: [C2],
    skills: [],
  });
  const J3 = await opportunity('JOB', 'Report job three', B1.id, '2025-05-01', {
    municipality: M1,
    spots: 1,
    deadline: '2025-06-15',
    categories: [C1],
    skills: [S1],
  });
  const TR1 = await opportunity('TRAINING', 'Report training one', B1.id, '2025-03-06', {
    municipality: M1,
    spots: 4,
    deadline: '2099-01-01',
    categories: [C1],
    skills: [],
  });
  const TR2 = await opportunity('TRAINING', 'Report training two', B2.id, '2025-03-07', {
    municipality: M2,
    spots: 1,
    deadline: '2025-03-20',
    categories: [],
    skills: [],
  });

  async function application(
    opportunity: { id: string },
    kind: 'JOB' | 'TRAINING',
    businessId: string,
    internId: string,
    status: TApplicationStatus,
    steps: [TApplicationStatus, string][],
    extra: { invited?: boolean; outcome?: TFinalizationOutcome } = {},
  ): Promise<string> {
    const id = randomUUID();
    await db.insert(applications).values({
      id,
      opportunityId: opportunity.id,
      kind,
      internId,
      businessId,
      status,
      invited: extra.invited ?? false,
      outcome: extra.outcome ?? null,
      createdAt: at(steps[0]![1]),
    });
    await db.insert(applicationEvents).values(
      steps.map(([s, when]) => ({
        id: randomUUID(),
        applicationId: id,
        action: s.toLowerCase(),
        status: s,
        actorRole: 'system' as const,
        at: at(when),
      })),
    );
    return id;
  }
  const A1 = await application(J1, 'JOB', B1.id, I1, 'HIRED', [
    ['APPLIED', '2025-03-11'],
    ['ACCEPTED_FOR_VALIDATION', '2025-03-20'],
    ['APPROVED', '2025-03-21'],
    ['HIRED', '2025-03-25'],
  ]);
  const A2 = await application(
    J1,
    'JOB',
    B1.id,
    I2,
    'COMPLETED',
    [
      ['APPLIED', '2025-03-12'],
      ['ACCEPTED_FOR_VALIDATION', '2025-03-15'],
      ['HIRED', '2025-03-16'],
      ['COMPLETED', '2025-06-16'],
    ],
    { outcome: 'OFFERED_EMPLOYMENT' },
  );
  await application(
    J2,
    'JOB',
    B2.id,
    I3,
    'INTERVIEW',
    [
      ['INVITED', '2025-03-13'],
      ['INTERVIEW', '2025-03-14'],
    ],
    { invited: true },
  );
  await application(J2, 'JOB', B2.id, I1, 'APPLIED', [['APPLIED', '2025-04-05']]);
  await application(J1, 'JOB', B1.id, I4, 'ACCEPTED_FOR_VALIDATION', [
    ['APPLIED', '2025-03-20'],
    ['ACCEPTED_FOR_VALIDATION', '2025-04-02'],
  ]);
  await application(TR1, 'TRAINING', B1.id, I1, 'APPROVED', [
    ['APPLIED', '2025-03-14'],
    ['APPROVED', '2025-03-15'],
  ]);
  await application(TR1, 'TRAINING', B1.id, I2, 'APPLIED', [['APPLIED', '2025-03-14']]);
  await application(TR2, 'TRAINING', B2.id, I3, 'COMPLETED', [
    ['APPLIED', '2025-03-14'],
    ['APPROVED', '2025-03-15'],
    ['COMPLETED', '2025-03-19'],
  ]);

  const mentorship = (mentorId: string, internId: string, applicationId: string, active: boolean) => ({
    id: randomUUID(),
    mentorId,
    internId,
    applicationId,
    status: active ? ('ACTIVE' as const) : ('PENDING' as const),
    assignedBy: 'ADMIN' as const,
    acceptedAt: active ? at('2025-03-26') : null,
  });
  await db.insert(mentorships).values([mentorship(N1, I1, A1, true), mentorship(N1, I2, A2, false)]);

  return {
    M1,
    M2,
    C1,
    C2,
    S1,
    S2,
    E1,
    E2,
    H1,
    H2,
    T1,
    T2,
    interns: { I1, I2, I3, I4, I5 },
    businesses: { B1, B2 },
    mentors: { N1, N2 },
    jobs: { J1, J2, J3 },
    trainings: { T1: TR1, T2: TR2 },
  };
}
