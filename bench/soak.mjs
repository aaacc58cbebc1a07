// `npm run soak` (issue 21 §5): a mixed load at a fixed arrival rate for a set time against the built server on
// PostgreSQL, to show that hours of traffic give no errors, and no leak: every request's latency per operation
// kind, and the server's resident memory sampled every 10 s with its slope (MB per minute, a least-squares fit
// over the samples after the warm-up); "flat" when |slope| < 1 MB/min. The heap makes a saw-tooth of it (the
// resident memory climbs for a minute or two, then a major collection gives 150-200 MB back), which a fit over a
// few minutes reads as a slope either way; so the floor (the samples just after each fall) is fitted too: a leak
// raises the floor. A 10-minute run shows several teeth. Not part of `npm test`.
//
//   npm run soak                          # 10 minutes at 20 requests/s
//   npm run soak -- --minutes 2 --rate 30
//   npm run soak -- --seconds 90
//
// Flags: --minutes N / --seconds N (10 min), --rate N requests per second (20), --max-in-flight N (64: a tick
// that finds this many requests unanswered is skipped and counted, "cap hit"), --warmup-seconds N (60, at most
// half the run: RSS samples before it are left out of the slope), --scale S (0.01: 1,000 interns, 10,000
// applications). SOAK_DATABASE_URL (postgres://postgres@127.0.0.1:5432/praktika_soak) names the database: it is
// created when missing (through the same server's `postgres` database) and seeded with the benchmark generator
// (bench/seed.mjs `ensureSeeded`, which first starts the built server once to migrate it). Then the built API
// (scripts/build-if-needed.mjs) runs as `node apps/api/dist/server.js` in production mode (bench/server.mjs
// `serverEnv`), with the auth rate limit raised (the soak's own sign-ins come from one address) and SMTP on a
// local sink (bench/smtp-sink.mjs: the e-mails the load queues are delivered, not sent anywhere).
//
// Open loop: request i is sent at start + i / rate whatever happened to the earlier ones, so a slow server shows
// as latency, not as a lower rate. Latency runs from sending to the last byte of the answer; "lag" is how late
// the client itself sent (this machine is shared: a busy client shows there, not in the server's figures).
//
// Operations, one per tick, drawn by weight (OPERATIONS below): public lists (postings and trainings with
// filters and pages, catalogue lists, the home page's counts), an intern signs in, an intern applies to an open
// posting it has not applied to (pairs chosen valid in SQL at setup and tracked, so the answer is 2xx), an intern
// lists its applications, its matches and its due surveys, an organisation lists its applicants, the admin lists
// interns, organisations, applications, the validation list, survey assignments and two reports. Survey answers:
// at setup the admin publishes a PRE question set (`PUT /api/questions`), which makes the survey due to every
// intern with a running internship; each answers it once (`POST /api/answers`), spread evenly over the run.
//
// The soak database is reused from run to run. Before the server starts, the PRE survey answers and assignments a
// former run left are deleted (only the soak's own database: the survey falls due again when published), so that
// every run has surveys to answer; the applications earlier runs made stay (the pairs are chosen among those
// not made yet).
//
// Errors: any answer but a 2xx (a 5xx, or a 4xx: every request is made valid), a network error or a timeout
// (30 s); the first few are printed with their bodies, and the script exits 1 when there was any. Ctrl-C ends the
// load early and still reports (the server and the sink run in process groups of their own, so the terminal's
// SIGINT reaches only this script, which then stops them).
import { fork, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { BENCH_PASSWORD, benchId } from './generate.mjs';
import { ensureSeeded } from './seed.mjs';
import { freePort, memoryMb, printTable, serverEnv, signIn, stop, waitUp } from './server.mjs';

const { values: flags } = parseArgs({
  options: {
    minutes: { type: 'string' },
    seconds: { type: 'string' },
    rate: { type: 'string', default: '20' },
    'max-in-flight': { type: 'string', default: '64' },
    'warmup-seconds': { type: 'string', default: '60' },
    scale: { type: 'string', default: process.env.SOAK_SCALE ?? '0.01' },
  },
});
const DURATION_S = flags.seconds !== undefined ? Number(flags.seconds) : Number(flags.minutes ?? 10) * 60;
const RATE = Number(flags.rate);
const MAX_IN_FLIGHT = Number(flags['max-in-flight']);
const SCALE = Number(flags.scale);
const WARMUP_S = Math.min(Number(flags['warmup-seconds']), DURATION_S / 2);
for (const [name, v] of Object.entries({ DURATION_S, RATE, MAX_IN_FLIGHT, SCALE, WARMUP_S }))
  if (!(v >= 0) || (name !== 'WARMUP_S' && !(v > 0))) {
    console.error(`soak: bad ${name} (${v}); usage: npm run soak -- [--minutes N | --seconds N] [--rate N]`);
    process.exit(2);
  }
const DATABASE_URL = process.env.SOAK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/praktika_soak';
const SAMPLE_MS = 10_000;
const TIMEOUT_MS = 30_000;
/** |slope| below this many MB per minute is "flat". */
const FLAT_MB_PER_MIN = 1;
const SHOW_ERRORS = 5;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const chance = (p) => Math.random() < p;

// ---------------------------------------------------------------------------------------------------------------
// The database
// ---------------------------------------------------------------------------------------------------------------

async function withClient(url, run) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Creates the soak database when it is missing, through the same server's `postgres` database. */
async function ensureDatabase(url) {
  const u = new URL(url);
  const name = decodeURIComponent(u.pathname.slice(1));
  if (!name) throw new Error(`SOAK_DATABASE_URL names no database: ${url}`);
  u.pathname = '/postgres';
  await withClient(u.toString(), async (c) => {
    const { rowCount } = await c.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) return;
    console.log(`creating the database ${name}`);
    await c.query(`create database "${name.replaceAll('"', '""')}"`);
  });
}

/** Deletes the PRE survey answers and assignments a former run left (the soak's own database only). */
async function resetSurveys(c) {
  const answers = await c.query(
    `delete from survey_answers where assignment_id in (select id from survey_assignments where survey_type = 'PRE')`,
  );
  const assignments = await c.query(`delete from survey_assignments where survey_type = 'PRE'`);
  if (answers.rowCount || assignments.rowCount)
    console.log(
      `reset: ${answers.rowCount} PRE survey answers and ${assignments.rowCount} assignments of an earlier run deleted`,
    );
}

/**
 * Who applies where: interns the rules let apply (CV filled, 16–24 with a few days' margin, no internship taken
 * or completed, active and confirmed; under 18 only with their guardian's consent, issue 22) and open postings
 * (deadline at least two days ahead, no requested files), with the pairs that already exist. `limit` interns,
 * drawn at random. An intern within a few days of 18 is left out (the rule counts Priština's calendar day), and a
 * minor is later paired only with the postings of verified organisations (`verified`).
 */
async function applyCandidates(c, limit) {
  const interns = (
    await c.query(
      `select i.id, a.email, i.birthdate::date > current_date - interval '18 years' as minor
       from interns i join accounts a on a.id = i.id
       where a.email like 'bench-intern-%' and a.active and a.confirmed_at is not null and i.update_finished
         and i.birthdate::date <= current_date - interval '16 years' - interval '3 days'
         and i.birthdate::date >= current_date - interval '25 years' + interval '3 days'
         and i.birthdate::date not between current_date - interval '18 years' - interval '3 days'
                                       and current_date - interval '18 years' + interval '3 days'
         and (i.birthdate::date <= current_date - interval '18 years' or exists (
           select 1 from guardian_consents g where g.intern_id = i.id and g.status = 'GIVEN'))
         and not exists (select 1 from applications x where x.intern_id = i.id and x.kind = 'JOB'
           and x.status in ('ACCEPTED_FOR_VALIDATION', 'APPROVED', 'HIRED', 'EXTENDED', 'COMPLETED'))
       order by random() limit $1`,
      [limit],
    )
  ).rows;
  const open = (
    await c.query(
      `select o.id, b.verification_status = 'VERIFIED' as verified
       from opportunities o join businesses b on b.id = o.business_id
       where o.kind = 'JOB' and o.deadline::date >= current_date + 2 and cardinality(o.requested_files) = 0`,
    )
  ).rows;
  const used = new Set(
    (
      await c.query(`select intern_id, opportunity_id from applications where intern_id = any($1)`, [
        interns.map((i) => i.id),
      ])
    ).rows.map((r) => `${r.intern_id}:${r.opportunity_id}`),
  );
  return {
    interns,
    postings: open.map((o) => o.id),
    verified: new Set(open.filter((o) => o.verified).map((o) => o.id)),
    used,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------------------------

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
let port;

/**
 * One request (no Accept-Encoding); `body` an object (JSON) or `{ multipart: fields }`. Answers status, the body
 * as text and the milliseconds from sending to its last byte; a network error or timeout answers status 0.
 */
function request(method, url, { token, body } = {}) {
  let payload;
  const headers = { 'accept-language': 'en' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body?.multipart) {
    const boundary = `soak${randomUUID().replaceAll('-', '')}`;
    payload = Buffer.from(
      Object.entries(body.multipart)
        .map(([k, v]) => `--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join('') + `--${boundary}--\r\n`,
    );
    headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
  } else if (body !== undefined) {
    payload = Buffer.from(JSON.stringify(body));
    headers['content-type'] = 'application/json';
  }
  if (payload) headers['content-length'] = payload.length;
  else if (method !== 'GET') headers['content-length'] = 0;
  const started = performance.now();
  return new Promise((resolve) => {
    let done = false;
    const finish = (status, text) => {
      if (done) return;
      done = true;
      resolve({ status, text, ms: performance.now() - started });
    };
    const req = http.request({ host: '127.0.0.1', port, method, path: url, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => finish(res.statusCode, Buffer.concat(chunks).toString()));
      res.on('error', (err) => finish(0, `response error: ${err.message}`));
    });
    req.setTimeout(TIMEOUT_MS, () => {
      req.destroy(new Error(`no answer in ${TIMEOUT_MS / 1000} s`));
    });
    req.on('error', (err) => finish(0, `network error: ${err.message}`));
    req.end(payload);
  });
}

/** A request that must succeed (setup): its parsed `data`. */
async function must(method, url, opts) {
  const res = await request(method, url, opts);
  if (res.status < 200 || res.status >= 300)
    throw new Error(`${method} ${url} answered ${res.status}: ${res.text.slice(0, 500)}`);
  return JSON.parse(res.text).data;
}

// ---------------------------------------------------------------------------------------------------------------
// Setup over the API
// ---------------------------------------------------------------------------------------------------------------

const tri = (text) => ({ sq: `${text} (sq)`, sr: `${text} (sr)`, en: text });

/** The admin publishes a PRE set; answers the questions (for answering) and how many fell due. */
async function publishPreSurvey(adminToken) {
  const questions = [
    { key: randomUUID(), type: 'RATING', title: tri('How ready do you feel?'), required: true, range: 5 },
    {
      key: randomUUID(),
      type: 'YES_NO',
      title: tri('Do you know your mentor?'),
      required: true,
      yesLabel: tri('Yes'),
      noLabel: tri('No'),
    },
    {
      key: randomUUID(),
      type: 'TEXT',
      title: tri('What do you hope to learn?'),
      required: false,
      maxChars: 500,
    },
  ];
  const data = await must('PUT', '/api/questions', {
    token: adminToken,
    body: { surveyType: 'PRE', questions },
  });
  return { questions, assigned: data.assigned };
}

/** Every open PRE survey (the admin's list, paged): assignment id and intern id. */
async function openPreSurveys(adminToken) {
  const out = [];
  for (let page = 1; ; page++) {
    const { surveys } = await must(
      'GET',
      `/api/surveys?surveyType=PRE&completed=false&limit=100&page=${page}`,
      { token: adminToken },
    );
    for (const s of surveys.docs)
      if (s.respondentRole === 'intern' && s.intern) out.push({ id: s._id, internId: s.intern._id });
    if (!surveys.hasNextPage) return out;
  }
}

/** Catalogue ids the list filters use: the first (most popular) municipalities, categories and skills. */
async function filterIds() {
  const ids = async (collection) =>
    (await must('GET', `/api/${collection}?pagination=false&selectedLanguage=en`))[collection].docs.map(
      (d) => d._id,
    );
  return {
    municipalities: (await ids('municipalities')).slice(0, 12),
    categories: (await ids('categories')).slice(0, 10),
    skills: (await ids('skills')).slice(0, 20),
  };
}

async function internSignIn(email) {
  return must('POST', '/api/interns/auth/login', { body: { email, password: BENCH_PASSWORD } });
}

// ---------------------------------------------------------------------------------------------------------------
// The operations
// ---------------------------------------------------------------------------------------------------------------

/**
 * The state the operations share: tokens, the apply candidates and the used pairs, the open surveys. Filled in
 * at setup.
 */
const state = {
  admin: '',
  org: '',
  orgId: benchId('org', 1),
  ids: { municipalities: [], categories: [], skills: [] },
  /** intern id → { email, minor?, token? } of every intern the soak signs in as. */
  interns: new Map(),
  /** Interns that may apply and have a token: their ids. */
  applicants: [],
  postings: [],
  /** The open postings of verified organisations: the only ones a minor may apply to. */
  verified: new Set(),
  used: new Set(),
  surveys: [],
  questions: [],
};

const page = (max) => 1 + Math.floor(Math.random() ** 2 * max);
const qs = (params) =>
  Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');
const maybe = (p, value) => (chance(p) ? value : undefined);

/** An intern with a token (one of the applicants or the survey respondents). */
const signedIn = () =>
  [...state.interns.entries()].filter(([, v]) => v.token).map(([id, v]) => ({ id, ...v }));

/** The operations: `weight` per 100 ticks, `route` as reported, `next()` the request of one tick. */
const OPERATIONS = [
  {
    kind: 'postings list',
    route: 'GET /api/jobs (filters, pages)',
    weight: 14,
    next: () => ({
      method: 'GET',
      url: `/api/jobs?${qs({
        page: page(8),
        limit: 6,
        municipality: maybe(0.4, pick(state.ids.municipalities)),
        categories: maybe(0.4, pick(state.ids.categories)),
        language: maybe(0.2, pick(['sq', 'sr', 'en'])),
        createdSort: maybe(0.3, pick(['asc', 'desc'])),
        incomingJobs: maybe(0.2, 'true'),
      })}`,
    }),
  },
  {
    kind: 'trainings list',
    route: 'GET /api/trainings (filters, pages)',
    weight: 6,
    next: () => ({
      method: 'GET',
      url: `/api/trainings?${qs({
        page: page(3),
        limit: 6,
        municipality: maybe(0.3, pick(state.ids.municipalities)),
        categories: maybe(0.3, pick(state.ids.categories)),
        deadlineSort: maybe(0.3, pick(['asc', 'desc'])),
      })}`,
    }),
  },
  {
    kind: 'catalogue list',
    route: 'GET /api/{municipalities,categories,skills,countries,institutions}',
    weight: 12,
    next: () => {
      const collection = pick(['municipalities', 'categories', 'skills', 'countries', 'institutions']);
      const language = pick(['sq', 'sr', 'en']);
      return {
        method: 'GET',
        url: chance(0.5)
          ? `/api/${collection}?pagination=false&selectedLanguage=${language}`
          : `/api/${collection}?page=${page(4)}&limit=10&selectedLanguage=${language}`,
      };
    },
  },
  {
    kind: 'home counts',
    route: 'POST /api/reports/counts/home',
    weight: 5,
    next: () => ({ method: 'POST', url: '/api/reports/counts/home' }),
  },
  {
    kind: 'intern sign-in',
    route: 'POST /api/interns/auth/login',
    weight: 5,
    next: () => {
      const [id, who] = pick([...state.interns.entries()]);
      return {
        method: 'POST',
        url: '/api/interns/auth/login',
        body: { email: who.email, password: BENCH_PASSWORD },
        done: (text) => {
          const had = Boolean(who.token);
          who.token = JSON.parse(text).data.token;
          if (!had && who.mayApply) state.applicants.push(id);
        },
      };
    },
  },
  {
    kind: 'intern applies',
    route: 'POST /api/applications (multipart jobId)',
    weight: 6,
    next: () => {
      for (let tries = 0; tries < 20 && state.applicants.length; tries++) {
        const internId = pick(state.applicants);
        const jobId = pick(state.postings);
        const pair = `${internId}:${jobId}`;
        if (state.used.has(pair)) continue;
        if (state.interns.get(internId).minor && !state.verified.has(jobId)) continue; // closed to minors
        state.used.add(pair); // before the answer: no second attempt at the same pair
        return {
          method: 'POST',
          url: '/api/applications',
          token: state.interns.get(internId).token,
          body: { multipart: { jobId, emailLanguage: pick(['sq', 'sr', 'en']) } },
        };
      }
      return null;
    },
  },
  {
    kind: 'intern own applications',
    route: 'GET /api/applications (intern)',
    weight: 7,
    next: () => ({
      method: 'GET',
      url: `/api/applications?page=1&limit=10${chance(0.3) ? '&status=APPLIED' : ''}`,
      token: pick(signedIn()).token,
    }),
  },
  {
    kind: 'intern matches',
    route: 'GET /api/jobs/intern/:id/matches',
    weight: 4,
    next: () => {
      const who = pick(signedIn());
      return {
        method: 'GET',
        url: `/api/jobs/intern/${who.id}/matches?page=${page(3)}&limit=6`,
        token: who.token,
      };
    },
  },
  {
    kind: 'intern own surveys',
    route: 'GET /api/surveys?completed=false (intern)',
    weight: 3,
    next: () => ({
      method: 'GET',
      url: '/api/surveys?completed=false&page=1&limit=10',
      token: pick(signedIn()).token,
    }),
  },
  {
    kind: 'org applicants',
    route: 'GET /api/applications?business= (organisation)',
    weight: 4,
    next: () => ({
      method: 'GET',
      url: `/api/applications?${qs({
        business: state.orgId,
        page: page(5),
        limit: 10,
        status: maybe(0.3, pick(['APPLIED', 'SHORTLISTED', 'INTERVIEW'])),
      })}`,
      token: state.org,
    }),
  },
  {
    kind: 'admin interns list',
    route: 'GET /api/interns (admin)',
    weight: 6,
    next: () => ({
      method: 'GET',
      url: `/api/interns?${qs({
        page: page(20),
        limit: 10,
        sort: pick(['-createdAt', 'createdAt', 'name', '-name']),
        municipality: maybe(0.3, pick(state.ids.municipalities)),
        name: maybe(0.2, pick(['Arta', 'Gashi', 'Nora', 'Berisha'])),
        type: maybe(0.2, pick(['ALL', 'ACTIVE', 'PAST', 'INACTIVE'])),
      })}`,
      token: state.admin,
    }),
  },
  {
    kind: 'admin organisations list',
    route: 'GET /api/businesses (admin)',
    weight: 3,
    next: () => ({
      method: 'GET',
      url: `/api/businesses?${qs({
        page: page(5),
        limit: 10,
        sort: pick(['-createdAt', 'name']),
        municipality: maybe(0.3, pick(state.ids.municipalities)),
      })}`,
      token: state.admin,
    }),
  },
  {
    kind: 'admin applications list',
    route: 'GET /api/applications (admin)',
    weight: 6,
    next: () => ({
      method: 'GET',
      url: `/api/applications?${qs({
        page: page(30),
        limit: 10,
        type: pick(['ALL', 'JOB', 'TRAINING']),
        status: maybe(0.3, pick(['APPLIED', 'SHORTLISTED', 'HIRED', 'COMPLETED'])),
        municipality: maybe(0.2, pick(state.ids.municipalities)),
        sort: pick(['asc', 'desc']),
      })}`,
      token: state.admin,
    }),
  },
  {
    kind: 'admin validation list',
    route: 'GET /api/applications/interns/validation (admin)',
    weight: 2,
    next: () => ({
      method: 'GET',
      url: `/api/applications/interns/validation?page=${page(2)}&limit=10`,
      token: state.admin,
    }),
  },
  {
    kind: 'admin surveys list',
    route: 'GET /api/surveys?surveyType=PRE (admin)',
    weight: 2,
    next: () => ({
      method: 'GET',
      url: `/api/surveys?surveyType=PRE&page=1&limit=20${chance(0.5) ? '&completed=true' : ''}`,
      token: state.admin,
    }),
  },
  {
    kind: 'admin reports',
    route: 'POST /api/reports/{applications,interns}',
    weight: 4,
    next: () =>
      chance(0.5)
        ? {
            method: 'POST',
            url: '/api/reports/applications',
            body: { type: pick(['BY_MUNICIPALITY', 'BY_GENDER', 'BY_AGE', 'BY_CATEGORIES']) },
            token: state.admin,
          }
        : {
            method: 'POST',
            url: '/api/reports/interns',
            body: { type: pick(['BY_MUNICIPALITY', 'BY_GENDER', 'BY_SKILLS']) },
            token: state.admin,
          },
  },
];

/** Answering a due survey: not drawn by weight but spread evenly over the run (each survey once). */
const SURVEY_ANSWER = {
  kind: 'intern answers survey',
  route: 'POST /api/answers (PRE)',
  next: () => {
    const survey = state.surveys.pop();
    const [rating, yesNo, text] = state.questions;
    const answers = { [rating.key]: 1 + Math.floor(Math.random() * 5), [yesNo.key]: chance(0.5) };
    if (chance(0.5)) answers[text.key] = 'Working with real projects and a team.';
    return {
      method: 'POST',
      url: '/api/answers',
      token: state.interns.get(survey.internId).token,
      body: { survey: survey.id, answers },
    };
  },
};

const totalWeight = OPERATIONS.reduce((s, o) => s + o.weight, 0);
function drawOperation() {
  let u = Math.random() * totalWeight;
  for (const op of OPERATIONS) if ((u -= op.weight) < 0) return op;
  return OPERATIONS[0];
}

// ---------------------------------------------------------------------------------------------------------------
// Figures
// ---------------------------------------------------------------------------------------------------------------

function quantiles(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) =>
    sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : NaN;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) ?? NaN };
}

/** Least-squares slope of y over x. */
function slope(points) {
  const n = points.length;
  if (n < 2) return NaN;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  const sxy = points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0);
  const sxx = points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  return sxx ? sxy / sxx : NaN;
}

/**
 * The floor of a saw-tooth: the samples just after the resident memory fell by more than `drop` MB (the heap's
 * major collections give it back). A leak raises the floor; a flat floor with a saw-tooth is the heap at work.
 */
function troughs(samples, drop = 30) {
  return samples.filter((smp, i) => i > 0 && samples[i - 1].rss - smp.rss > drop);
}

/** "flat", "GROWING" or "shrinking" for a slope in MB per minute. */
const judge = (perMin) =>
  Number.isNaN(perMin)
    ? 'too few samples'
    : Math.abs(perMin) < FLAT_MB_PER_MIN
      ? 'flat'
      : perMin > 0
        ? 'GROWING'
        : 'shrinking';

const ms = (v) => (Number.isNaN(v) ? '–' : v < 10 ? v.toFixed(1) : v.toFixed(0));
const mb = (v) => v.toFixed(1);

// ---------------------------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------------------------

buildIfNeeded(['api']);
await ensureDatabase(DATABASE_URL);
const workDir = mkdtempSync(path.join(tmpdir(), 'praktika-soak-'));
const target = { dataDir: workDir, databaseUrl: DATABASE_URL };
await ensureSeeded('PostgreSQL (soak)', target, SCALE);

const db = new pg.Client({ connectionString: DATABASE_URL });
await db.connect();
await resetSurveys(db);
const candidates = await applyCandidates(db, 300);
const emails = new Map(
  (
    await db.query(`select id, email from accounts where role = 'intern' and email like 'bench-intern-%'`)
  ).rows.map((r) => [r.id, r.email]),
);

const sinkProcess = fork(path.join(import.meta.dirname, 'smtp-sink.mjs'), [], {
  detached: true,
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
let mailsReceived = 0;
const sinkPort = await new Promise((resolve, reject) => {
  sinkProcess.once('exit', (code) => reject(new Error(`the SMTP sink exited with ${code}`)));
  sinkProcess.on('message', (m) => {
    if (m.port) resolve(m.port);
    mailsReceived += m.received?.length ?? 0;
  });
});

port = await freePort();
const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
  env: serverEnv(
    { port, dataDir: workDir, databaseUrl: DATABASE_URL },
    {
      RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
      SMTP_URL: `smtp://127.0.0.1:${sinkPort}`,
    },
  ),
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true, // its own process group: Ctrl-C reaches this script, which stops it (below)
});

/** How the server ended when this script did not stop it (another process's signal, a crash). */
let serverExit = null;
server.once('exit', (code, signal) => (serverExit = { code, signal, at: performance.now() }));

let interrupted = false;
process.on('SIGINT', () => {
  if (interrupted) {
    server.kill('SIGTERM');
    sinkProcess.kill();
    process.exit(130);
  }
  interrupted = true;
  console.log('\nsoak: interrupted, ending the load and reporting (Ctrl-C again to quit at once)');
});

const stats = new Map(); // kind → { route, times, errors }
const errors = [];
let capHits = 0;
let maxInFlight = 0;
let skipped = 0;
const lags = [];
const samples = [];
let exitCode = 0;
try {
  await waitUp(port, server, 'the server');
  console.log(`server up on port ${port} (pid ${server.pid}), RSS ${mb(memoryMb(server.pid).rss)} MB`);

  // Setup through the API: tokens, filter ids, the survey, the interns the soak signs in as.
  state.admin = await signIn(port, 'admin');
  state.org = await signIn(port, 'organisation');
  state.ids = await filterIds();
  const survey = await publishPreSurvey(state.admin);
  state.questions = survey.questions;
  state.surveys = (await openPreSurveys(state.admin)).sort(() => Math.random() - 0.5);
  state.postings = candidates.postings;
  state.verified = candidates.verified;
  state.used = candidates.used;
  for (const i of candidates.interns)
    state.interns.set(i.id, { email: i.email, minor: i.minor, mayApply: true });
  for (const s of state.surveys)
    if (!state.interns.has(s.internId)) state.interns.set(s.internId, { email: emails.get(s.internId) });
  // Signed in before the load: every survey respondent, and a first 20 applicants (the sign-in operation adds
  // the others as the load goes).
  const first = [
    ...new Set([
      ...state.surveys.map((s) => s.internId),
      ...candidates.interns.slice(0, 20).map((i) => i.id),
    ]),
  ];
  for (const id of first) {
    const who = state.interns.get(id);
    who.token = (await internSignIn(who.email)).token;
    if (who.mayApply) state.applicants.push(id);
  }
  console.log(
    `setup: PRE survey published (due to ${survey.assigned} interns now, ${state.surveys.length} open), ` +
      `${candidates.interns.length} interns may apply to ${candidates.postings.length} open postings ` +
      `(${candidates.used.size} pairs taken), ${first.length} interns signed in`,
  );
  if (!state.postings.length || !state.applicants.length)
    throw new Error('no open posting or no intern who may apply: reseed the soak database');

  const total = Math.floor(DURATION_S * RATE);
  const interval = 1000 / RATE;
  console.log(
    `\nsoak: ${total} requests at ${RATE}/s for ${DURATION_S} s (in flight at most ${MAX_IN_FLIGHT}); ` +
      `load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} on ${availableParallelism()} cores`,
  );

  const inFlight = new Set();
  const record = (op, spec, res) => {
    let s = stats.get(op.kind);
    if (!s) stats.set(op.kind, (s = { route: op.route, times: [], errors: 0 }));
    s.times.push(res.ms);
    const ok = res.status >= 200 && res.status < 300;
    if (ok) {
      try {
        spec.done?.(res.text);
      } catch (err) {
        res.text = `answer not understood (${err.message}): ${res.text}`;
      }
    }
    if (!ok) {
      s.errors++;
      errors.push({ kind: op.kind, method: spec.method, url: spec.url, status: res.status, body: res.text });
    }
  };
  const fire = (i) => {
    // Surveys: each tick answers one with the probability that spreads the ones left over the ticks left.
    let op = state.surveys.length && chance(state.surveys.length / (total - i)) ? SURVEY_ANSWER : null;
    let spec = op?.next();
    while (!spec) {
      op = drawOperation();
      spec = op.next();
    }
    const p = request(spec.method, spec.url, spec).then((res) => {
      record(op, spec, res);
      inFlight.delete(p);
    });
    inFlight.add(p);
    maxInFlight = Math.max(maxInFlight, inFlight.size);
  };

  const start = performance.now();
  const sample = () => {
    const t = (performance.now() - start) / 1000;
    samples.push({ t, rss: memoryMb(server.pid).rss, inFlight: inFlight.size });
  };
  sample();
  const sampler = setInterval(() => {
    sample();
    const last = samples.at(-1);
    const done = [...stats.values()].reduce((n, s) => n + s.times.length, 0);
    console.log(
      `  ${last.t.toFixed(0).padStart(5)} s: RSS ${mb(last.rss)} MB, ${done} answered, ${errors.length} errors, ` +
        `${last.inFlight} in flight, load ${loadavg()[0].toFixed(1)}`,
    );
  }, SAMPLE_MS);
  let i = 0;
  try {
    while (i < total && !interrupted && server.exitCode === null) {
      const now = performance.now();
      while (i < total && start + i * interval <= now) {
        lags.push(now - (start + i * interval));
        if (inFlight.size >= MAX_IN_FLIGHT) {
          capHits++;
          skipped++;
        } else fire(i);
        i++;
      }
      await sleep(Math.max(0, start + i * interval - performance.now()));
    }
    const loadS = (performance.now() - start) / 1000;
    await Promise.race([Promise.all(inFlight), sleep(TIMEOUT_MS + 5000)]);
    clearInterval(sampler);
    sample();
    // The server ended during the load (not stopped here): still reported, and an error.
    const died = serverExit
      ? `the server exited by itself ${((serverExit.at - start) / 1000).toFixed(0)} s into the load ` +
        `(code ${serverExit.code}, signal ${serverExit.signal ?? 'none'}; code 0 is its graceful shutdown on a ` +
        'SIGTERM or SIGINT sent by another process)'
      : null;

    // ---- Report ----
    const rows = [['operation', 'route', 'count', 'errors', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms']];
    const all = [];
    let errorCount = 0;
    const ordered = [...OPERATIONS, SURVEY_ANSWER].filter((o) => stats.has(o.kind));
    for (const op of ordered) {
      const s = stats.get(op.kind);
      const q = quantiles(s.times);
      all.push(...s.times);
      errorCount += s.errors;
      rows.push([op.kind, s.route, s.times.length, s.errors, ms(q.p50), ms(q.p95), ms(q.p99), ms(q.max)]);
    }
    const q = quantiles(all);
    rows.push(['**all**', '', all.length, errorCount, ms(q.p50), ms(q.p95), ms(q.p99), ms(q.max)]);

    const warm = samples.filter((s) => s.t >= WARMUP_S);
    const perMin = slope(warm.map((s) => ({ x: s.t / 60, y: s.rss })));
    const peak = died ? Math.max(...samples.map((s) => s.rss)) : memoryMb(server.pid).peak;
    const lag = quantiles(lags);
    const verdict = judge(perMin);
    const floor = troughs(samples.filter((smp) => smp.t >= WARMUP_S - SAMPLE_MS / 1000));
    const floorPerMin = slope(floor.map((smp) => ({ x: smp.t / 60, y: smp.rss })));

    console.log(
      `\nSoak on PostgreSQL (SCALE ${SCALE}): ${loadS.toFixed(0)} s at ${RATE} requests/s, ` +
        `load average now ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')} on ${availableParallelism()} cores\n`,
    );
    printTable(rows);
    console.log('');
    const exited = died ? null : await stop(server); // SIGTERM: the graceful shutdown
    const summary = [
      ['measure', 'value'],
      ['requests sent / scheduled', `${all.length} / ${total} (${(all.length / loadS).toFixed(1)}/s)`],
      ['errors', errorCount],
      [
        `in-flight cap (${MAX_IN_FLIGHT}) hit`,
        `${capHits ? `${capHits} ticks skipped` : 'never'} (most in flight: ${maxInFlight})`,
      ],
      ['client send lag p99 / max ms', `${ms(lag.p99)} / ${ms(lag.max)}`],
      ['RSS at start / end MB', `${mb(samples[0].rss)} / ${mb(samples.at(-1).rss)}`],
      [died ? 'peak RSS MB (most sampled)' : 'peak RSS MB (VmHWM)', mb(peak)],
      ['server after SIGTERM', died ? 'DIED BEFORE (see below)' : `exited ${exited}`],
      [
        `RSS slope after ${WARMUP_S.toFixed(0)} s (${warm.length} samples)`,
        `${Number.isNaN(perMin) ? '–' : perMin.toFixed(2)} MB/min: ${verdict}`,
      ],
      [
        `RSS floor after collections (${floor.length})`,
        floor.length
          ? `${floor.map((smp) => `${smp.rss.toFixed(0)} MB at ${smp.t.toFixed(0)} s`).join(', ')}` +
            (floor.length > 1 ? `: ${floorPerMin.toFixed(2)} MB/min, ${judge(floorPerMin)}` : '')
          : 'no collection seen',
      ],
      ['survey answers left unsent', state.surveys.length],
      ['e-mails received by the SMTP sink', mailsReceived],
    ];
    printTable(summary);
    console.log(
      `\nRSS samples (s: MB): ${samples.map((s) => `${s.t.toFixed(0)}: ${s.rss.toFixed(0)}`).join(', ')}`,
    );
    const minutes = [];
    for (const smp of samples) {
      const m = Math.floor(smp.t / 60 + 1e-9);
      minutes[m] ??= { lo: smp.rss, hi: smp.rss };
      minutes[m] = { lo: Math.min(minutes[m].lo, smp.rss), hi: Math.max(minutes[m].hi, smp.rss) };
    }
    console.log(
      `RSS per minute (lowest–highest MB; a rising floor is a leak, a saw-tooth is the heap's collections): ` +
        minutes.map((r, m) => `${m}: ${r.lo.toFixed(0)}–${r.hi.toFixed(0)}`).join(', '),
    );
    if (DURATION_S < 300 && verdict !== 'flat')
      console.log(
        '(a run this short mostly sees the warm-up: the response caches and the heap filling; run 10 minutes to judge a leak)',
      );
    if (skipped) console.log(`(${skipped} ticks were skipped at the in-flight cap: the server fell behind)`);
    if (errors.length) {
      console.log(`\nFirst ${Math.min(SHOW_ERRORS, errors.length)} of ${errors.length} errors:`);
      for (const e of errors.slice(0, SHOW_ERRORS))
        console.log(`  [${e.kind}] ${e.method} ${e.url} → ${e.status}: ${e.body.slice(0, 400)}`);
      exitCode = 1;
    } else console.log('\n0 errors.');
    if (died) {
      console.log(`\nsoak: ${died}`);
      exitCode = 1;
    }
  } finally {
    clearInterval(sampler);
  }
} catch (err) {
  console.error(`soak: ${err.stack ?? err}`);
  if (serverExit)
    console.error(
      `soak: the server had exited by itself (code ${serverExit.code}, signal ${serverExit.signal ?? 'none'}; ` +
        'code 0 is its graceful shutdown on a SIGTERM or SIGINT sent by another process)',
    );
  exitCode = 1;
} finally {
  await stop(server);
  agent.destroy();
  sinkProcess.kill();
  await db.end();
  rmSync(workDir, { recursive: true, force: true });
}
process.exit(exitCode);
