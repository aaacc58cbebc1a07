import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchAccounts, benchId, generate } from '../../../../../bench/generate.mjs';
import { buildTestApp, openTestDatabase, type TestApp } from '../../../test/harness.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { expectOk } from '../../../test/api.ts';
import { ZTokenResult } from '@praktika/contracts/auth';
import { ZJobList } from '@praktika/contracts/opportunities';

/*
 * The plans that matter, pinned (issue 9 §7): the data generator of `npm run bench` (bench/generate.mjs) writes
 * its programme data at 1/50 of the benchmark's scale (2,000 interns, 440 postings and trainings, 20,000
 * applications), the endpoints are called for real, every statement they send is captured and EXPLAINed with
 * its own parameters. At this size the planner may rightly prefer reading a small table whole, so the plans are
 * taken with sequential scans disabled: a Seq Scan that still shows means no index CAN serve the query (a
 * dropped index, a column wrapped in a function), which is what a change breaks; the named indexes must appear.
 * PostgreSQL only (the suite of `npm run test:api:pg`); PGlite runs the same planner but is not what production
 * runs.
 */
const PG = Boolean(process.env.TEST_DATABASE_URL);
const SCALE = 0.02;
/** Tables that hold a row per intern, posting or application: never read whole. */
const BIG = [
  'applications',
  'opportunities',
  'opportunity_categories',
  'opportunity_skills',
  'interns',
  'intern_categories',
  'intern_skills',
  'intern_languages',
  'accounts',
  'businesses',
];

interface Statement {
  text: string;
  values: unknown[];
}
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

describe.runIf(PG)('query plans over generated data (PostgreSQL)', () => {
  let t: TestApp;
  let pool: pg.Pool;
  let captured: Statement[] = [];
  const tokens: Record<string, string> = {};
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'praktika-plans-'));

  beforeAll(async () => {
    const database = await openTestDatabase();
    pool = database.pool!;
    await generate((sql, params) => database.query(sql, params), {
      scale: SCALE,
      passwordHash: await hashPassword(benchAccounts().admin.password),
    });
    // Every statement the app sends through the pool from here on (drizzle calls pool.query(config, values)).
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const [config, values] = args;
      const text = typeof config === 'string' ? config : (config as { text: string }).text;
      captured.push({ text, values: (values as unknown[] | undefined) ?? [] });
      return query(...args);
    };
    // And every statement sent in a transaction (drizzle: `await pool.connect()`, then the client's query), as
    // matching runs on PostgreSQL with its own settings (opportunities.repo.ts `tuned`).
    const connect = pool.connect.bind(pool) as (...args: unknown[]) => Promise<pg.PoolClient>;
    const wrapped = new WeakSet<pg.PoolClient>();
    (pool as unknown as { connect: (...args: unknown[]) => unknown }).connect = (...args: unknown[]) => {
      if (args.length) return connect(...args);
      return connect().then((client) => {
        if (!wrapped.has(client)) {
          wrapped.add(client);
          const clientQuery = client.query.bind(client) as (...a: unknown[]) => unknown;
          (client as unknown as { query: (...a: unknown[]) => unknown }).query = (...a: unknown[]) => {
            const [config, values] = a;
            const text = typeof config === 'string' ? config : (config as { text: string }).text;
            captured.push({ text, values: (values as unknown[] | undefined) ?? [] });
            return clientQuery(...a);
          };
        }
        return client;
      });
    };
    t = await buildTestApp({ database, config: { dataDir } });
    for (const [who, { type, email, password }] of Object.entries(benchAccounts())) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/${type}/auth/login`,
        payload: { email, password },
      });
      tokens[who] = expectOk(res, ZTokenResult).token;
    }
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await t?.database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Calls the endpoint and answers the plan nodes of every statement it sent that reads a big table. */
  async function plansOf(url: string, as?: keyof ReturnType<typeof benchAccounts>): Promise<PlanNode[]> {
    captured = [];
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: as ? { authorization: `Bearer ${tokens[as]}` } : {},
    });
    expect(res.statusCode, res.body).toBe(200);
    const reads = captured.filter(
      (s) => /^\s*(select|with)\b/i.test(s.text) && BIG.some((table) => s.text.includes(`"${table}"`)),
    );
    expect(reads.length).toBeGreaterThan(0);
    const nodes: PlanNode[] = [];
    const client = await pool.connect();
    try {
      await client.query('set enable_seqscan = off');
      for (const s of reads) {
        const { rows } = await client.query(`explain (format json) ${s.text}`, s.values);
        const walk = (n: PlanNode) => {
          nodes.push(n);
          n.Plans?.forEach(walk);
        };
        walk((rows[0] as { 'QUERY PLAN': { Plan: PlanNode }[] })['QUERY PLAN'][0]!.Plan);
      }
    } finally {
      await client.query('reset enable_seqscan');
      client.release();
    }
    return nodes;
  }

  const seqScans = (nodes: PlanNode[]) =>
    nodes
      .filter((n) => n['Node Type'] === 'Seq Scan' && BIG.includes(n['Relation Name'] ?? ''))
      .map((n) => n['Relation Name']);
  const indexes = (nodes: PlanNode[]) => new Set(nodes.map((n) => n['Index Name']).filter(Boolean));

  async function catalogueId(collection: string, enName: string): Promise<string> {
    const res = await t.app.inject({ url: `/api/${collection}?pagination=false&selectedLanguage=en` });
    const docs = res.json().data[collection].docs as { _id: string; name?: string; enName?: string }[];
    const hit = docs.find((d) => (d.enName ?? d.name) === enName);
    expect(hit, `${enName} among the ${collection}`).toBeDefined();
    return hit!._id;
  }

  it('GET /jobs with filters (a page of 6) reads postings through their indexes', async () => {
    const municipality = await catalogueId('municipalities', 'Pristina');
    const category = await catalogueId('categories', 'Information technology');
    const nodes = await plansOf(
      `/api/jobs?page=1&limit=6&municipality=${municipality}&categories=${category}&language=sq`,
    );
    expect(seqScans(nodes)).toEqual([]);
    const used = indexes(nodes);
    expect(
      [
        'opportunities_kind_created_idx',
        'opportunities_municipality_idx',
        'opportunities_kind_deadline_idx',
      ].some((i) => used.has(i)),
      [...used].join(', '),
    ).toBe(true);
    expect(
      used.has('opportunity_categories_opportunity_id_item_id_pk') ||
        used.has('opportunity_categories_item_idx'),
    ).toBe(true);
  });

  it('GET /jobs newest first pages along (kind, created_at, id)', async () => {
    const nodes = await plansOf('/api/jobs?page=2&limit=6&createdSort=desc');
    expect(seqScans(nodes)).toEqual([]);
    expect([...indexes(nodes)]).toContain('opportunities_kind_created_idx');
  });

  it("GET /jobs/intern/:id/matches gathers postings from the intern's links and probes applications by index", async () => {
    const nodes = await plansOf(`/api/jobs/intern/${benchId('intern', 1)}/matches?page=1&limit=6`, 'intern');
    expect(seqScans(nodes)).toEqual([]);
    const used = [...indexes(nodes)];
    expect(
      used.some((i) => i === 'applications_intern_opportunity_uq' || i === 'applications_intern_idx'),
      used.join(', '),
    ).toBe(true);
    expect(used).toEqual(
      expect.arrayContaining([
        'intern_categories_intern_id_item_id_pk',
        'intern_skills_intern_id_item_id_pk',
        'opportunity_categories_item_idx',
        'opportunity_skills_item_idx',
      ]),
    );
  });

  it('GET /jobs/:id/matches gathers interns from the item indexes of the link tables', async () => {
    const list = await t.app.inject({
      url: `/api/jobs?business=${benchId('org', 1)}&page=1&limit=1`,
      headers: { authorization: `Bearer ${tokens.organisation}` },
    });
    const job = expectOk(list, ZJobList).jobPostings.docs[0]?._id as string | undefined;
    expect(job, 'organisation 1 has an open posting').toBeDefined();
    const nodes = await plansOf(`/api/jobs/${job}/matches?page=1&limit=6`, 'organisation');
    expect(seqScans(nodes)).toEqual([]);
    const used = [...indexes(nodes)];
    expect(used).toEqual(expect.arrayContaining(['intern_categories_item_idx', 'intern_skills_item_idx']));
    expect(used).toContain('interns_pkey');
    expect(used.some((i) => i!.startsWith('applications_'))).toBe(true);
  });

  it("GET /applications?business= pages an organisation's applications along its index", async () => {
    for (const as of ['organisation', 'admin'] as const) {
      const nodes = await plansOf(`/api/applications?business=${benchId('org', 1)}&page=1&limit=10`, as);
      expect(seqScans(nodes)).toEqual([]);
      expect([...indexes(nodes)]).toContain('applications_business_idx');
    }
  });
});
