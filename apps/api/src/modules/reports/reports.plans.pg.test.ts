import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, programmeToday } from '@praktika/contracts/dates';
import { REPORT_TYPES, type TReport } from '@praktika/contracts/reports';
import { ZTokenResult } from '@praktika/contracts/auth';
import { benchAccounts, generate } from '../../../../../bench/generate.mjs';
import { buildTestApp, openTestDatabase, type TestApp } from '../../../test/harness.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { expectOk } from '../../../test/api.ts';

/*
 * The reports' plans, pinned (issue 19 §7), as opportunities.plans.pg.test.ts pins the lists': the benchmark's
 * generator (bench/generate.mjs, with the applications' timelines) writes its data at 1/50 of the benchmark's scale
 * (2,000 interns, 20,000 applications, ~30,000 timeline steps), the report endpoints are called for real over the
 * last year, and the statements they send are captured and EXPLAINed (FORMAT JSON) with their own parameters and
 * settings. Asserted what a change would break, not costs:
 * - the reports dated by a step of the timeline (internships: ACCEPTED_FOR_VALIDATION, engagements: HIRED,
 *   outcomes: COMPLETED) find their steps through application_events_status_at_idx, and read no big table whole
 *   (taken with sequential scans disabled: a Seq Scan that still shows means no index CAN serve it);
 * - the interns report (every type) and programme info read no table they do not count, each table once, and
 *   nothing per record: no correlated subquery (a SubPlan runs once per row) and no nested loop over a table read
 *   whole; a link table (skills, categories, health conditions) is joined by a hash join or through an index.
 * PostgreSQL only (the suite of `npm run test:api:pg`).
 */
const PG = Boolean(process.env.TEST_DATABASE_URL);
const SCALE = 0.02;
const STATUS_AT = 'application_events_status_at_idx';
/** Tables that hold a row per intern, posting, application or step: never read whole by a dated report. */
const BIG = [
  'applications',
  'application_events',
  'opportunities',
  'interns',
  'intern_categories',
  'intern_skills',
  'intern_disabilities',
  'accounts',
  'businesses',
];
/** What the interns report may read: the interns registered (live and deleted), their links, the labels. */
const INTERN_TABLES = [
  'accounts',
  'interns',
  'anonymised_accounts',
  'intern_categories',
  'intern_skills',
  'intern_disabilities',
  'catalogue_items',
];

interface Statement {
  text: string;
  values: unknown[];
}
interface PlanNode {
  'Node Type': string;
  'Parent Relationship'?: string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

describe.runIf(PG)('report plans over generated data (PostgreSQL)', () => {
  let t: TestApp;
  let pool: pg.Pool;
  let token = '';
  let captured: Statement[] | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'praktika-report-plans-'));
  const today = programmeToday();
  const lastYear = { startDate: addDays(today, -365), endDate: today };
  // Every statement any client sends while `captured` is set: pool.query and a transaction's client.query both end
  // in Client#query (the reports run in a transaction, with their settings).
  const clientQuery = pg.Client.prototype.query;

  beforeAll(async () => {
    const database = await openTestDatabase();
    pool = database.pool!;
    const { admin } = benchAccounts();
    await generate((sql, params) => database.query(sql, params), {
      scale: SCALE,
      passwordHash: await hashPassword(admin.password),
    });
    (pg.Client.prototype as { query: (...args: unknown[]) => unknown }).query = function (
      this: pg.Client,
      ...args: unknown[]
    ) {
      const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown[]?];
      captured?.push(
        typeof config === 'string'
          ? { text: config, values: values ?? [] }
          : { text: config.text, values: values ?? config.values ?? [] },
      );
      return (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
    };
    t = await buildTestApp({ database, config: { dataDir } });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/${admin.type}/auth/login`,
      payload: { email: admin.email, password: admin.password },
    });
    token = expectOk(res, ZTokenResult).token;
  }, 120_000);

  afterAll(async () => {
    pg.Client.prototype.query = clientQuery;
    await t?.close();
    await t?.database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /**
   * Calls a report and answers the plan nodes of each statement it sent (`with pop as …`), explained with the
   * settings the report gave its transaction; `seqscan: false` takes them with sequential scans disabled.
   */
  async function plansOf(
    report: TReport | 'outcomes',
    body: Record<string, unknown>,
    { seqscan = true } = {},
  ): Promise<PlanNode[][]> {
    captured = [];
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/reports/${report}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { ...lastYear, ...body },
    });
    const sent = captured;
    captured = undefined;
    expect(res.statusCode, res.body).toBe(200);
    const reads = sent.filter((s) => /^\s*with\s+pop\s+as\b/i.test(s.text));
    const settings = sent.filter((s) => /^\s*select\s+set_config\(/i.test(s.text));
    expect(reads.length).toBeGreaterThan(0);
    const client = await pool.connect();
    const plans: PlanNode[][] = [];
    try {
      await client.query('begin');
      for (const s of settings) await client.query(s.text, s.values);
      if (!seqscan) await client.query('set local enable_seqscan = off');
      for (const s of reads) {
        const { rows } = await client.query(`explain (format json) ${s.text}`, s.values);
        const nodes: PlanNode[] = [];
        const walk = (n: PlanNode, parent?: PlanNode) => {
          nodes.push(n);
          if (parent) parents.set(n, parent);
          n.Plans?.forEach((child) => walk(child, n));
        };
        walk((rows[0] as { 'QUERY PLAN': { Plan: PlanNode }[] })['QUERY PLAN'][0]!.Plan);
        plans.push(nodes);
      }
    } finally {
      await client.query('rollback');
      client.release();
    }
    return plans;
  }

  const parents = new WeakMap<PlanNode, PlanNode>();
  const relations = (nodes: PlanNode[]) => nodes.map((n) => n['Relation Name']).filter(Boolean) as string[];
  const indexes = (nodes: PlanNode[]) => new Set(nodes.map((n) => n['Index Name']).filter(Boolean));
  const seqScans = (nodes: PlanNode[]) =>
    nodes
      .filter((n) => n['Node Type'] === 'Seq Scan' && BIG.includes(n['Relation Name'] ?? ''))
      .map((n) => n['Relation Name']);
  /** Correlated subqueries: run once per row of their parent. */
  const subPlans = (nodes: PlanNode[]) => nodes.filter((n) => n['Parent Relationship'] === 'SubPlan');
  /** Nested loops whose inner side reads a table whole (directly or through a Materialize). */
  const loopsOverWholeTables = (nodes: PlanNode[]) =>
    nodes
      .filter((n) => n['Node Type'] === 'Nested Loop')
      .map((n) => n.Plans?.[1])
      .map((inner) => (inner?.['Node Type'] === 'Materialize' ? inner.Plans?.[0] : inner))
      .filter((inner) => inner?.['Node Type'] === 'Seq Scan')
      .map((inner) => inner!['Relation Name']);

  it('internships (by ACCEPTED_FOR_VALIDATION) find their steps through the (status, at) index', async () => {
    for (const nodes of await plansOf('internships', {}, { seqscan: false })) {
      expect([...indexes(nodes)]).toContain(STATUS_AT);
      expect(seqScans(nodes)).toEqual([]);
      expect(subPlans(nodes)).toEqual([]);
    }
  });

  it.each(REPORT_TYPES.engagements)(
    'engagements %s (by HIRED) find their steps through the (status, at) index',
    async (type) => {
      for (const nodes of await plansOf('engagements', { type }, { seqscan: false })) {
        expect([...indexes(nodes)]).toContain(STATUS_AT);
        expect(seqScans(nodes)).toEqual([]);
        expect(subPlans(nodes)).toEqual([]);
      }
    },
  );

  it('outcomes (by COMPLETED) find their steps through the (status, at) index, in each breakdown', async () => {
    const plans = await plansOf('outcomes', {}, { seqscan: false });
    expect(plans).toHaveLength(3);
    for (const nodes of plans) {
      expect([...indexes(nodes)]).toContain(STATUS_AT);
      expect(seqScans(nodes)).toEqual([]);
    }
  });

  it.each(REPORT_TYPES.interns)(
    'interns %s read the interns registered and their links once each, nothing per record',
    async (type) => {
      const plans = await plansOf('interns', { type });
      expect(plans).toHaveLength(1);
      const nodes = plans[0]!;
      const read = relations(nodes);
      expect(read.filter((r) => !INTERN_TABLES.includes(r))).toEqual([]);
      // Each table once (catalogue_items labels the grouped rows: once too).
      expect(read.length, read.join(', ')).toBe(new Set(read).size);
      expect(subPlans(nodes)).toEqual([]);
      expect(loopsOverWholeTables(nodes)).toEqual([]);
      // A breakdown by links reads them whole into a hash join, or through an index.
      for (const link of nodes.filter((n) =>
        /^intern_(skills|categories|disabilities)$/.test(n['Relation Name'] ?? ''),
      ))
        expect(
          link['Node Type'] === 'Seq Scan'
            ? `Seq Scan under ${parents.get(link)?.['Node Type']}`
            : link['Node Type'],
        ).toMatch(/^(Seq Scan under Hash|Index Scan|Index Only Scan|Bitmap Heap Scan)$/);
    },
  );

  it('programme info folds the cohort’s applications and steps once, with no probe per intern', async () => {
    const [nodes] = await plansOf('programmeinfo', {});
    expect(subPlans(nodes!)).toEqual([]);
    expect(loopsOverWholeTables(nodes!)).toEqual([]);
    const read = relations(nodes!);
    expect(read.filter((r) => r === 'applications')).toHaveLength(1);
    expect(read.filter((r) => r === 'application_events')).toHaveLength(1);
    const [strict] = await plansOf('programmeinfo', {}, { seqscan: false });
    expect([...indexes(strict!)]).toContain(STATUS_AT);
  });
});
