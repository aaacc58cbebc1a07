// The data generator for the opportunities benchmark (issue 9 §7): programme data at ten times the expected
// scale, written in SQL (`INSERT … SELECT generate_series`) in batches, on PGlite or PostgreSQL alike. At
// SCALE 1: 100,000 interns, 5,000 organisations, 20,000 internship postings (kind JOB), 2,000 trainings and
// 1,000,000 applications, plus their CV rows and link tables. The database must be migrated and hold the seeded
// reference catalogues (the server does both at start; bench/seed.mjs starts it once first).
//
// Skew: catalogue items (municipalities, fields of interest, skills, organisation sectors) are drawn with Zipf
// weights (1/rank) over a fixed popularity order (Prishtina, Prizren, Ferizaj… first; the others by key), so a
// few municipalities and skills dominate as they do in practice. Organisations and postings are drawn with a
// power law (ordinal = 1 + floor(n · u²)): organisation 1 posts ~1.4% of all postings and posting 1 draws
// ~0.7% of all applications, the long tail few.
//
// Deterministic: every "random" number is a hash of a tag and the row's ordinal (no random()), so two runs at
// one scale give the same rows, on PGlite and PostgreSQL alike, and ids are stable UUIDs (version 4 form) made
// from the same hashes. Respects the database's own rules: one application per intern and opportunity, at most
// one internship (JOB in ACCEPTED_FOR_VALIDATION…COMPLETED) and one approved training per intern.
//
// Timelines (issue 19 §7): every application has its steps in `application_events`, as the reports date
// internships by ACCEPTED_FOR_VALIDATION, engagements by HIRED and outcomes by COMPLETED: the first step (APPLIED,
// or INVITED) at its creation; the status it stopped at when it went no further than the organisation's first
// answer (SHORTLISTED, NOT_SHORTLISTED, INTERVIEW, DECLINED, WITHDRAWN) 3 days later; an internship's steps
// ACCEPTED_FOR_VALIDATION +10 days, APPROVED +15, HIRED +20, EXTENDED +60 (when extended), COMPLETED +110; an
// attended training's APPROVED +5. Completed internships end in OFFERED_EMPLOYMENT (35%), EXTENDED_INTERNSHIP
// (15%) or NO_CONTINUATION (50%). Organisations registered over the last 700 days too (version 1: all on the
// seeding day, which a report of one day then counted whole).
//
// Refuses to seed twice: a `bench_seed` row records the scale, the generator's version (GENERATOR_VERSION) and
// when the run finished; the same scale and version again is a no-op; a database of an earlier version at the same
// scale is topped up (the timelines and outcomes it lacks); another scale or an interrupted run is an error (drop
// the database and create it again, or remove the PGlite data directory).
//
// Every seeded account has the password BENCH_PASSWORD; `benchAccounts()` names the ones the benchmark signs in
// as (the admin, the busiest organisation, an intern with a CV of popular items).

import { createHash } from 'node:crypto';

/**
 * What the data set holds, recorded in bench_seed: 1 the programme data (issue 9), 2 with the applications'
 * timelines, varied outcomes and organisations registered over time (issue 19), 3 with safeguarding as a running
 * programme has it (issue 22: most organisations verified, most interns under 18 with their guardian's consent).
 * Bump it when the data set changes, and top up the older ones in `topUp` when that can be done in place.
 */
export const GENERATOR_VERSION = 3;

/** The password of every account the generator writes (a benchmark database only: never production). */
export const BENCH_PASSWORD = 'Bench-password-2026';
export const BENCH_ADMIN_EMAIL = 'bench-admin@praktika.test';

const BASE = {
  interns: 100_000,
  organisations: 5_000,
  jobs: 20_000,
  trainings: 2_000,
  applications: 1_000_000,
};

/** How many rows of each kind SCALE asks for (at least one of each). */
export function benchCounts(scale) {
  if (!(scale > 0) || scale > 10) throw new Error(`SCALE must be in (0, 10], not ${scale}`);
  return Object.fromEntries(Object.entries(BASE).map(([k, n]) => [k, Math.max(1, Math.round(n * scale))]));
}

/** The accounts the benchmark signs in as, by ordinal (organisation 1 has the most postings and applicants). */
export function benchAccounts() {
  return {
    admin: { type: 'businesses', email: BENCH_ADMIN_EMAIL, password: BENCH_PASSWORD },
    organisation: { type: 'businesses', email: 'bench-org-1@praktika.test', password: BENCH_PASSWORD },
    intern: { type: 'interns', email: 'bench-intern-1@praktika.test', password: BENCH_PASSWORD },
  };
}

/** The id the generator gives the row of a tag ('intern', 'org', 'opp') and ordinal (1-based), as `uid` in SQL. */
export function benchId(tag, ordinal) {
  const h = createHash('md5').update(`${tag}:${ordinal}`).digest('hex').split('');
  h[12] = '4';
  h[16] = '8';
  const x = h.join('');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
}

/** SQL: a UUID (version 4 form) from a tag and an ordinal expression. */
const uid = (tag, expr) =>
  `overlay(overlay(md5('${tag}:' || (${expr})) placing '4' from 13) placing '8' from 17)::uuid::text`;
/** SQL: a number in [0, 1) from a tag and an ordinal expression (the first 32 bits of an md5). */
const rnd = (tag, expr) =>
  `(('x' || substr(md5('${tag}#' || (${expr})), 1, 8))::bit(32)::int8 / 4294967296.0)`;
/** SQL: one element of a text array literal, chosen by a number in [0, 1). */
const pick = (list, u) =>
  `(array[${list.map((s) => `'${s.replaceAll("'", "''")}'`).join(',')}])[1 + floor(${u} * ${list.length})::int]`;

const FIRST_NAMES = [
  'Arta',
  'Besnik',
  'Drita',
  'Egzon',
  'Fatlinda',
  'Gent',
  'Hana',
  'Ilir',
  'Jeta',
  'Kushtrim',
  'Liridona',
  'Milan',
  'Nora',
  'Ardit',
  'Blerta',
  'Jelena',
  'Marko',
  'Vesa',
  'Dardan',
  'Rina',
  'Ana',
  'Luan',
];
const LAST_NAMES = [
  'Krasniqi',
  'Gashi',
  'Berisha',
  'Morina',
  'Shala',
  'Hoxha',
  'Kelmendi',
  'Bytyqi',
  'Jovanović',
  'Petrović',
  'Rexhepi',
  'Hasani',
  'Zeqiri',
  'Ahmeti',
  'Mustafa',
  'Ismaili',
  'Lleshi',
  'Nikolić',
];
const ROLES = ['Junior', 'Intern', 'Trainee', 'Assistant', 'Apprentice'];
const FIELDS = [
  'web developer',
  'accountant',
  'marketing officer',
  'data analyst',
  'graphic designer',
  'sales agent',
  'nurse',
  'teacher',
  'civil engineer',
  'journalist',
  'lawyer',
  'chef',
  'agronomist',
  'electrician',
  'HR officer',
];
const TRAININGS = [
  'Digital marketing',
  'Web development',
  'Accounting basics',
  'Customer service',
  'Welding',
  'Graphic design',
  'Project management',
  'Tourism and hospitality',
];
/** Municipalities by popularity (the largest first); the rest follow by key. */
const POPULAR_MUNICIPALITIES = [
  'prishtine',
  'prizren',
  'ferizaj',
  'gjilan',
  'peje',
  'gjakove',
  'mitrovice',
  'podujeve',
  'vushtrri',
  'suhareke',
  'lipjan',
  'fushe-kosove',
  'drenas',
  'rahovec',
  'malisheve',
  'skenderaj',
];
const POPULAR_CATEGORIES = [
  'it',
  'marketing',
  'finance',
  'education',
  'health',
  'trade',
  'tourism',
  'engineering',
];
const POPULAR_SKILLS = [
  'communication',
  'teamwork',
  'ms-office',
  'programming',
  'web-development',
  'social-media',
  'problem-solving',
  'data-analysis',
  'time-management',
  'graphic-design',
];

/**
 * Zipf weights over a collection's items in popularity order: the ids and the lower bound of each item's share
 * of [0, 1), for `width_bucket(u, bounds)` (1-based, the item whose share holds u).
 */
async function zipf(query, collection, popular = []) {
  const rows = await query(
    `select id, seed_key from catalogue_items where collection = $1 order by seed_key nulls last, id`,
    [collection],
  );
  if (!rows.length)
    throw new Error(`the ${collection} catalogue is empty: start the server once (it seeds them)`);
  const rank = (r) => (popular.includes(r.seed_key) ? popular.indexOf(r.seed_key) : popular.length);
  const ordered = [...rows].sort((a, b) => rank(a) - rank(b));
  const weights = ordered.map((_, i) => 1 / (i + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  let acc = 0;
  const bounds = weights.map((w) => {
    const lo = acc / total;
    acc += w;
    return lo;
  });
  const ids = `array[${ordered.map((r) => `'${r.id}'`).join(',')}]::text[]`;
  const lo = `array[${bounds.map((b) => b.toFixed(12)).join(',')}]::float8[]`;
  /** SQL: a Zipf-drawn item id for a number in [0, 1). */
  return (u) => `(${ids})[width_bucket(${u}, ${lo})]`;
}

/**
 * Runs `fill` with the table's indexes other than `keep` dropped, and builds them again after (a sorted build is
 * several times faster than a million random insertions into each). Answers how many were built again. An
 * interrupted run leaves them missing, but also leaves bench_seed unfinished, so the database is refused from then
 * on.
 */
async function withoutIndexes(query, table, keep, fill) {
  const rebuilt = await query(
    `select indexname, indexdef from pg_indexes where schemaname = current_schema() and tablename = $1
       and indexname <> all($2::text[])`,
    [table, keep],
  );
  for (const { indexname } of rebuilt) await query(`drop index "${indexname}"`);
  await fill();
  for (const { indexdef } of rebuilt) await query(indexdef);
  return rebuilt.length;
}

/** SQL: when organisation `g` registered: over the last 700 days, as the interns (not all on the seeding day). */
const orgRegistered = (g) => `now() - interval '700 days' * ${rnd('oreg', g)}`;

/** SQL: how a completed internship ended, by a hash of its id (35% employed, 15% extended, 50% neither). */
const outcomeOf = (idExpr) =>
  `case when ${rnd('out', idExpr)} < 0.35 then 'OFFERED_EMPLOYMENT'
        when ${rnd('out', idExpr)} < 0.50 then 'EXTENDED_INTERNSHIP' else 'NO_CONTINUATION' end`;

/** Steps after the first that an application's status stopped at, with the action that led there. */
const FIRST_ANSWERS = {
  SHORTLISTED: 'shortlist',
  NOT_SHORTLISTED: 'notShortlist',
  INTERVIEW: 'scheduleInterview',
  DECLINED: 'declineInvitation',
  WITHDRAWN: 'withdraw',
};

/**
 * Writes every application's timeline into application_events (see the header: the steps and their days after the
 * application's creation), in 16 batches by the first hex digit of the application id, with the table's secondary
 * indexes built after. Ids are `uid('ev', application id . status)`: one step of a status per application.
 */
async function timelines(query, log) {
  const t = performance.now();
  const taken = (statuses) => `a.kind = 'JOB' and a.status in (${statuses.map((x) => `'${x}'`).join(', ')})`;
  const answers = Object.keys(FIRST_ANSWERS);
  const steps = `(values
      (case when a.invited then 'invite' else 'apply' end, case when a.invited then 'INVITED' else 'APPLIED' end,
        0, true),
      (case a.status ${answers.map((st) => `when '${st}' then '${FIRST_ANSWERS[st]}'`).join(' ')} end, a.status,
        3, a.status in (${answers.map((x) => `'${x}'`).join(', ')})),
      ('accept', 'ACCEPTED_FOR_VALIDATION', 10,
        ${taken(['ACCEPTED_FOR_VALIDATION', 'APPROVED', 'HIRED', 'EXTENDED', 'COMPLETED'])}),
      ('approve', 'APPROVED', 15, ${taken(['APPROVED', 'HIRED', 'EXTENDED', 'COMPLETED'])}),
      ('hire', 'HIRED', 20, ${taken(['HIRED', 'EXTENDED', 'COMPLETED'])}),
      ('extend', 'EXTENDED', 60, ${taken(['EXTENDED'])}),
      ('finalize', 'COMPLETED', 110, ${taken(['COMPLETED'])}),
      ('accept', 'APPROVED', 5, a.kind = 'TRAINING' and a.status = 'APPROVED')
    ) as s(action, status, days, present)`;
  const digits = '0123456789abcdef';
  const rebuilt = await withoutIndexes(query, 'application_events', ['application_events_pkey'], async () => {
    for (let d = 0; d < digits.length; d++) {
      const range =
        d < digits.length - 1
          ? `a.id >= '${digits[d]}' and a.id < '${digits[d + 1]}'`
          : `a.id >= '${digits[d]}'`;
      await query(
        `insert into application_events (id, application_id, action, status, actor_id, actor_role, note, data, at)
         select ${uid('ev', "a.id || '.' || s.status")}, a.id, s.action, s.status, null, 'system', null, null,
           a.created_at + interval '1 day' * s.days
         from applications a cross join lateral ${steps}
         where ${range} and s.present
         on conflict do nothing`,
      );
    }
  });
  const [{ events }] = await query(`select count(*)::int as events from application_events`);
  log(
    `  application timelines: ${events} steps, ${rebuilt} indexes built again (${((performance.now() - t) / 1000).toFixed(1)} s)`,
  );
}

/**
 * Organisations verified as in a running programme (7 in 8, by the admin the benchmark signs in as; the rest wait
 * in the queue), and a guardian for every intern under 18 today, who has consented for 9 in 10 (the rest have not
 * answered yet). Without them no minor could apply anywhere (issue 22's rules).
 */
async function safeguarding(step) {
  await step(
    'organisations verified (7 in 8)',
    `update businesses b set verification_status = 'VERIFIED', verified_at = a.created_at + interval '2 days',
       verified_by = ${uid('admin', '1')}
     from accounts a where a.id = b.id and a.email like 'bench-org-%' and ${rnd('ver', 'a.email')} < 0.875`,
  );
  await step(
    'their verification log',
    `insert into business_verifications (id, business_id, status, actor_id, actor_email, at)
     select ${uid('verification', 'b.id')}, b.id, 'VERIFIED', b.verified_by, '${BENCH_ADMIN_EMAIL}', b.verified_at
     from businesses b where b.verification_status = 'VERIFIED' and b.verified_by = ${uid('admin', '1')}
     on conflict do nothing`,
  );
  await step(
    'guardians of interns under 18 (9 in 10 consented)',
    `insert into guardian_consents (intern_id, guardian_name, guardian_email, status, sent_at, decided_at)
     select i.id, 'Guardian of ' || i.name, 'bench-guardian-' || i.id || '@praktika.test',
       case when ${rnd('consent', 'i.id')} < 0.9 then 'GIVEN' else 'PENDING' end,
       i.created_at, case when ${rnd('consent', 'i.id')} < 0.9 then i.created_at + interval '1 day' end
     from interns i join accounts a on a.id = i.id
     where a.email like 'bench-intern-%' and i.birthdate::date > current_date - interval '18 years'
     on conflict do nothing`,
  );
}

/**
 * Brings a data set of an earlier version to this one in place: the same rows a fresh run of this generator
 * writes. Version 1 had no timelines, every completed internship NO_CONTINUATION and every organisation registered
 * on the seeding day; version 2 no safeguarding.
 */
async function topUp(query, step, log, version) {
  if (version < 2) {
    const g = `substring(a.email from '^bench-org-([0-9]+)@')::int`;
    await step(
      'organisations registered over 700 days',
      `update accounts a set created_at = ${orgRegistered(g)} where a.role = 'business' and a.email like 'bench-org-%'`,
    );
    await step(
      'their profiles likewise',
      `update businesses b set created_at = a.created_at from accounts a where a.id = b.id and a.email like 'bench-org-%'`,
    );
    await step(
      'outcomes of completed internships',
      `update applications a set outcome = ${outcomeOf('a.id')} where a.kind = 'JOB' and a.status = 'COMPLETED'`,
    );
    await timelines(query, log);
  }
  await safeguarding(step);
  await step(
    'vacuum analyze',
    'vacuum analyze accounts, businesses, applications, application_events, guardian_consents',
  );
}

/**
 * Writes the data set. `query(sql, params)` runs one statement and answers its rows (Database.query in the API;
 * bench/seed.mjs wraps PGlite and node-postgres alike). `log` gets progress lines.
 * Answers the counts written and the seconds taken, or `{ skipped: true }` when this scale is already there.
 */
export async function generate(query, { scale = 1, passwordHash, log = () => undefined } = {}) {
  const n = benchCounts(scale);
  if (!passwordHash) throw new Error('generate: passwordHash (an argon2 hash of BENCH_PASSWORD) is required');
  await query(
    `create table if not exists bench_seed (id int primary key, scale float8 not null,
       started_at timestamptz not null default now(), finished_at timestamptz, counts jsonb, version int)`,
  );
  // A table of the first generator has no version column: its row is version 1.
  await query(`alter table bench_seed add column if not exists version int`);
  const [done] = await query(
    `select scale, finished_at, coalesce(version, 1) as version, counts from bench_seed where id = 1`,
  );
  const started = performance.now();
  const step = async (label, sql, params = []) => {
    const t = performance.now();
    await query(sql, params);
    log(`  ${label} (${((performance.now() - t) / 1000).toFixed(1)} s)`);
  };
  if (done) {
    const again =
      'drop this database and create it again (dropdb, createdb) or remove the PGlite data directory, then seed';
    if (!done.finished_at)
      throw new Error(`an earlier seeding (or top-up) of this database did not finish: ${again}`);
    if (Number(done.scale) !== scale)
      throw new Error(
        `this database holds the benchmark data at SCALE ${done.scale}, not ${scale}: use another database, or ${again}`,
      );
    const version = Number(done.version);
    if (version > GENERATOR_VERSION)
      throw new Error(
        `this database was seeded by a newer generator (version ${version}, this one is ${GENERATOR_VERSION}): ` +
          `update this checkout, or ${again}`,
      );
    if (version === GENERATOR_VERSION) return { skipped: true, counts: n };
    // Marked unfinished meanwhile, so an interrupted top-up is refused from then on.
    log(`  topping up the data set of version ${version} to version ${GENERATOR_VERSION}`);
    await query(`update bench_seed set finished_at = null where id = 1`);
    await topUp(query, step, log, version);
    await query(`update bench_seed set finished_at = now(), version = $1 where id = 1`, [GENERATOR_VERSION]);
    const counts = typeof done.counts === 'string' ? JSON.parse(done.counts) : (done.counts ?? n);
    return { skipped: false, toppedUp: true, counts, seconds: (performance.now() - started) / 1000 };
  }
  await query(`insert into bench_seed (id, scale, version) values (1, $1, $2)`, [scale, GENERATOR_VERSION]);
  /** Runs `sql(lo, hi)` over 1..total in batches, so one statement never holds too much. */
  const batches = async (label, total, size, sql, params = []) => {
    const t = performance.now();
    for (let lo = 1; lo <= total; lo += size) await query(sql(lo, Math.min(total, lo + size - 1)), params);
    log(`  ${label}: ${total} (${((performance.now() - t) / 1000).toFixed(1)} s)`);
  };

  const municipality = await zipf(query, 'municipalities', POPULAR_MUNICIPALITIES);
  const category = await zipf(query, 'categories', POPULAR_CATEGORIES);
  const skill = await zipf(query, 'skills', POPULAR_SKILLS);
  const sector = await zipf(query, 'businesscategories');
  const institution = await zipf(query, 'institutions');
  const [{ id: kosovo }] = await query(
    `select id from catalogue_items where collection = 'countries' and seed_key = 'kosovo'`,
  );
  const [{ id: businessType }] = await query(
    `select id from catalogue_items where collection = 'businesstypes' and seed_key = 'business'`,
  );

  // The admin the benchmark signs in as (a business-type account with role admin and a minimal profile).
  await query(
    `insert into accounts (id, account_type, role, email, password_hash, confirmed_at)
     values (${uid('admin', '1')}, 'business', 'admin', $1, $2, now())`,
    [BENCH_ADMIN_EMAIL, passwordHash],
  );
  await query(`insert into businesses (id, name) values (${uid('admin', '1')}, $1)`, [BENCH_ADMIN_EMAIL]);

  // Interns: ages mostly 16–24 (92%), a few older (25–29) and younger (15); CVs filled.
  const iid = (g) => uid('intern', g);
  await batches(
    'intern accounts',
    n.interns,
    25_000,
    (lo, hi) =>
      `insert into accounts (id, account_type, role, email, password_hash, confirmed_at, email_language, created_at)
     select ${iid('g')}, 'intern', 'intern', 'bench-intern-' || g || '@praktika.test', $1,
       now() - interval '700 days' * ${rnd('ic', 'g')}, ${pick(['sq', 'sq', 'sq', 'sr', 'en'], rnd('il', 'g'))}, 
       now() - interval '700 days' * ${rnd('ic', 'g')}
     from generate_series(${lo}, ${hi}) g`,
    [passwordHash],
  );
  await batches(
    'intern profiles',
    n.interns,
    25_000,
    (lo, hi) =>
      `insert into interns (id, name, last_name, birthdate, gender, municipality_id, availability,
       update_finished, created_at)
     select ${iid('g')}, ${pick(FIRST_NAMES, rnd('fn', 'g'))}, ${pick(LAST_NAMES, rnd('ln', 'g'))},
       current_date - (365.25 * case when u < 0.92 then 16 + 9 * u / 0.92
                                     when u < 0.96 then 25 + 5 * (u - 0.92) / 0.04
                                     else 15 + (u - 0.96) / 0.04 end)::int,
       ${pick(['M', 'F', 'M', 'F', 'M', 'F', 'M', 'F', 'M', 'F', 'M', 'F', 'M', 'F', 'M', 'F', 'M', 'F', 'M', 'O'], rnd('gd', 'g'))},
       ${municipality(rnd('im', 'g'))},
       case when ${rnd('av', 'g')} < 0.7 then ${pick(['Full time', 'Part time', 'Weekends', 'From June'], rnd('at', 'g'))} end,
       true, now() - interval '700 days' * ${rnd('ic', 'g')}
     from generate_series(${lo}, ${hi}) g, lateral (select ${rnd('age', 'g')} as u) a`,
  );
  await batches(
    'intern fields of interest (1–3)',
    n.interns,
    25_000,
    (lo, hi) =>
      `insert into intern_categories (intern_id, item_id)
     select distinct ${iid('g')}, ${category(rnd('icat', "g || '.' || j"))}
     from generate_series(${lo}, ${hi}) g, generate_series(1, 3) j
     where j <= 1 + floor(3 * ${rnd('icn', 'g')})`,
  );
  await batches(
    'intern skills (2–6)',
    n.interns,
    25_000,
    (lo, hi) =>
      `insert into intern_skills (intern_id, item_id)
     select distinct ${iid('g')}, ${skill(rnd('isk', "g || '.' || j"))}
     from generate_series(${lo}, ${hi}) g, generate_series(1, 6) j
     where j <= 2 + floor(5 * ${rnd('isn', 'g')})`,
  );
  await batches(
    'intern education (1 row)',
    n.interns,
    25_000,
    (lo, hi) =>
      `insert into intern_education (id, intern_id, position, country_id, municipality_id, type, institution_id,
       field_of_study, currently_studying, start_date)
     select ${uid('edu', 'g')}, ${iid('g')}, 0, '${kosovo}', ${municipality(rnd('im', 'g'))},
       ${pick(['UNIVERSITY', 'UNIVERSITY', 'HIGH_SCHOOL', 'PROFESSIONAL_SCHOOL'], rnd('et', 'g'))},
       ${institution(rnd('ei', 'g'))}, ${pick(FIELDS, rnd('ef', 'g'))}, ${rnd('ec', 'g')} < 0.6,
       current_date - (200 + 1200 * ${rnd('es', 'g')})::int
     from generate_series(${lo}, ${hi}) g`,
  );
  // Languages: Albanian (82%) or Serbian native, English for 65%, German for 10%.
  await batches(
    'intern languages (1–3)',
    n.interns,
    25_000,
    (lo, hi) =>
      `insert into intern_languages (intern_id, language, position, speaking_level, writing_level)
     select ${iid('g')}, l.language, row_number() over (partition by g order by l.o) - 1, l.level, l.level
     from generate_series(${lo}, ${hi}) g,
       lateral (values
         (case when ${rnd('l1', 'g')} < 0.82 then 'sq' else 'sr' end, 0, 'NATIVE', true),
         ('en', 1, ${pick(['BEGINNER', 'INTERMEDIATE', 'FLUENT'], rnd('l2l', 'g'))}, ${rnd('l2', 'g')} < 0.65),
         ('de', 2, 'BEGINNER', ${rnd('l3', 'g')} < 0.10)
       ) as l(language, o, level, present)
     where l.present`,
  );

  // Organisations.
  const oid = (g) => uid('org', g);
  await batches(
    'organisation accounts',
    n.organisations,
    25_000,
    (lo, hi) =>
      `insert into accounts (id, account_type, role, email, password_hash, confirmed_at, email_language, created_at)
     select ${oid('g')}, 'business', 'business', 'bench-org-' || g || '@praktika.test', $1, now(),
       ${pick(['sq', 'sq', 'sr', 'en'], rnd('ol', 'g'))}, ${orgRegistered('g')}
     from generate_series(${lo}, ${hi}) g`,
    [passwordHash],
  );
  await batches(
    'organisation profiles',
    n.organisations,
    25_000,
    (lo, hi) =>
      `insert into businesses (id, name, number, type_id, category_id, phone_number, contact_person, country_id,
       municipality_id, allow_notifications, created_at)
     select ${oid('g')}, ${pick(['Alfa', 'Dardania', 'Iliria', 'Kosova', 'Nova', 'Rugova', 'Sharr'], rnd('on', 'g'))}
         || ' ' || ${pick(['Tech', 'Consulting', 'Trade', 'Media', 'Health', 'Build', 'Foods'], rnd('on2', 'g'))}
         || ' ' || g,
       'BENCH-' || lpad(g::text, 7, '0'), '${businessType}', ${sector(rnd('os', 'g'))},
       '+383 44 ' || lpad(g::text, 6, '0'), ${pick(FIRST_NAMES, rnd('oc', 'g'))}, '${kosovo}',
       ${municipality(rnd('om', 'g'))}, true, ${orgRegistered('g')}
     from generate_series(${lo}, ${hi}) g`,
  );
  await batches(
    'organisation fields (1–2)',
    n.organisations,
    25_000,
    (lo, hi) =>
      `insert into business_categories (business_id, item_id)
     select distinct ${oid('g')}, ${category(rnd('ocat', "g || '.' || j"))}
     from generate_series(${lo}, ${hi}) g, generate_series(1, 2) j
     where j <= 1 + floor(2 * ${rnd('ocn', 'g')})`,
  );

  // Opportunities: ordinals 1..jobs are postings, jobs+1..jobs+trainings trainings. Deadlines from 90 days ago
  // to 60 days ahead (about 40% open); created 30–75 days before the deadline.
  const total = n.jobs + n.trainings;
  const opp = (g) => uid('opp', g);
  const deadline = `current_date + (-90 + floor(151 * ${rnd('dl', 'g')}))::int`;
  await batches(
    'postings and trainings',
    total,
    10_000,
    (lo, hi) =>
      `insert into opportunities (id, kind, business_id, title, body, body_text, deadline, original_deadline,
       municipality_id, language, spots, engagement_months, includes_training, training_type, training_length,
       training_description, start_date, end_date, created_at, updated_at)
     select ${opp('g')}, k.kind, ${oid(`1 + floor(${n.organisations} * power(${rnd('ob', 'g')}, 2))::int`)},
       t.title, '<p>' || t.title || ': work with our team, learn on real projects and grow.</p>',
       t.title || ': work with our team, learn on real projects and grow.',
       d.deadline, d.deadline - case when ${rnd('dp', 'g')} < 0.1 then 7 else 0 end,
       ${municipality(rnd('omu', 'g'))}, ${pick(['sq', 'sq', 'sq', 'sq', 'sq', 'sq', 'sq', 'sr', 'sr', 'en'], rnd('ola', 'g'))},
       1 + floor(5 * ${rnd('sp', 'g')})::int,
       case when k.kind = 'JOB' then case when ${rnd('em', 'g')} < 0.8 then 3 else 1 end end,
       k.kind = 'JOB' and ${rnd('it', 'g')} < 0.1,
       case when k.kind = 'JOB' and ${rnd('it', 'g')} < 0.1 then 'IN_PERSON' end,
       case when k.kind = 'JOB' and ${rnd('it', 'g')} < 0.1 then 2 end,
       case when k.kind = 'JOB' and ${rnd('it', 'g')} < 0.1 then 'Two weeks with a mentor' end,
       case when k.kind = 'TRAINING' then d.deadline + 7 + floor(21 * ${rnd('ts', 'g')})::int end,
       case when k.kind = 'TRAINING' then d.deadline + 35 + floor(60 * ${rnd('ts', 'g')})::int end,
       (d.deadline - (30 + floor(46 * ${rnd('cr', 'g')}))::int) + time '09:00' + interval '1 second' * g,
       (d.deadline - 30) + time '09:00'
     from generate_series(${lo}, ${hi}) g,
       lateral (select case when g <= ${n.jobs} then 'JOB' else 'TRAINING' end as kind) k,
       lateral (select ${deadline} as deadline) d,
       lateral (select case when k.kind = 'JOB'
                  then ${pick(ROLES, rnd('tr', 'g'))} || ' ' || ${pick(FIELDS, rnd('tf', 'g'))}
                  else ${pick(TRAININGS, rnd('tf', 'g'))} || ' training' end as title) t`,
  );
  await batches(
    'opportunity fields (1–2)',
    total,
    25_000,
    (lo, hi) =>
      `insert into opportunity_categories (opportunity_id, item_id)
     select distinct ${opp('g')}, ${category(rnd('pcat', "g || '.' || j"))}
     from generate_series(${lo}, ${hi}) g, generate_series(1, 2) j
     where j <= 1 + floor(2 * ${rnd('pcn', 'g')})`,
  );
  await batches(
    'opportunity skills (2–5)',
    total,
    25_000,
    (lo, hi) =>
      `insert into opportunity_skills (opportunity_id, item_id)
     select distinct ${opp('g')}, ${skill(rnd('psk', "g || '.' || j"))}
     from generate_series(${lo}, ${hi}) g, generate_series(1, 5) j
     where j <= 2 + floor(4 * ${rnd('psn', 'g')})`,
  );

  // Applications: each draws an intern uniformly and an opportunity by the power law (10% trainings), in early
  // statuses; a pair drawn twice is skipped, and further passes top the count up to the target.
  const early = [
    ...Array(45).fill('APPLIED'),
    ...Array(20).fill('NOT_SHORTLISTED'),
    ...Array(10).fill('SHORTLISTED'),
    ...Array(5).fill('INTERVIEW'),
    ...Array(7).fill('INVITED'),
    ...Array(3).fill('DECLINED'),
    ...Array(10).fill('WITHDRAWN'),
  ];
  // The table's other indexes are dropped while it fills (`withoutIndexes`); the primary key and the one-per-pair
  // index stay (the latter decides the conflicts).
  const t0 = performance.now();
  let written = 0;
  const rebuilt = await withoutIndexes(
    query,
    'applications',
    ['applications_pkey', 'applications_intern_opportunity_uq'],
    async () => {
      for (let pass = 0; written < n.applications && pass < 5; pass++) {
        const want = n.applications - written;
        const tag = `a${pass}`;
        for (let lo = 1; lo <= want; lo += 100_000) {
          const hi = Math.min(want, lo + 99_999);
          await query(
            `insert into applications (id, opportunity_id, kind, intern_id, business_id, status, invited, favourite,
           interview_date, interview_time, interview_place, created_at, updated_at)
         select ${uid(`app-${tag}`, 'g')}, o.id, o.kind, ${iid(`1 + floor(${n.interns} * ${rnd(`${tag}i`, 'g')})::int`)},
           o.business_id, s.status, s.status in ('INVITED', 'DECLINED'), ${rnd(`${tag}f`, 'g')} < 0.05,
           case when s.status = 'INTERVIEW' then o.deadline + 5 end,
           case when s.status = 'INTERVIEW' then '10:00' end,
           case when s.status = 'INTERVIEW' then 'Our office' end,
           c.at, c.at + interval '2 days' * ${rnd(`${tag}u`, 'g')}
         from generate_series(${lo}, ${hi}) g
           join opportunities o on o.id = ${opp(
             `case when ${rnd(`${tag}k`, 'g')} < 0.1
                then ${n.jobs} + 1 + floor(${n.trainings} * power(${rnd(`${tag}o`, 'g')}, 2))::int
                else 1 + floor(${n.jobs} * power(${rnd(`${tag}o`, 'g')}, 2))::int end`,
           )},
           lateral (select ${pick(early, rnd(`${tag}s`, 'g'))} as status) s,
           lateral (select o.created_at + (o.deadline + time '12:00' - o.created_at) * ${rnd(`${tag}c`, 'g')} as at) c
         on conflict do nothing`,
          );
        }
        [{ written }] = await query(`select count(*)::int as written from applications`);
      }
    },
  );
  log(
    `  applications: ${written}, ${rebuilt} indexes built again (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
  );

  // Later statuses, once per intern as the unique indexes demand: of the interns with a JOB application, the
  // earliest one is taken on for 12% of them (in validation, approved, hired, extended or completed); of those with
  // a TRAINING application, 5% attend the earliest one.
  await step(
    'internships (one per intern)',
    `update applications a set status = p.status, invited = false,
       start_date = (a.created_at + interval '20 days')::date,
       end_date = (a.created_at + interval '110 days')::date,
       outcome = case when p.status = 'COMPLETED' then ${outcomeOf('a.id')} end
     from (
       select distinct on (intern_id) id,
         case when u < 0.01 then 'ACCEPTED_FOR_VALIDATION' when u < 0.02 then 'APPROVED' when u < 0.06 then 'HIRED'
              when u < 0.07 then 'EXTENDED' else 'COMPLETED' end as status
       from (select id, intern_id, created_at, ${rnd('job', 'intern_id')} as u from applications where kind = 'JOB') j
       where u < 0.12
       order by intern_id, created_at, id
     ) p
     where a.id = p.id`,
  );
  await step(
    'trainings attended (one per intern)',
    `update applications a set status = 'APPROVED', invited = false,
       start_date = o.start_date, end_date = o.end_date
     from (
       select distinct on (intern_id) id, opportunity_id from applications
       where kind = 'TRAINING' and ${rnd('tra', 'intern_id')} < 0.05
       order by intern_id, created_at, id
     ) p join opportunities o on o.id = p.opportunity_id
     where a.id = p.id`,
  );
  await timelines(query, log);
  await safeguarding(step);
  // Vacuumed too, as autovacuum leaves a settled database (and may be off): the visibility map lets the reports
  // count from their indexes alone.
  await step('vacuum analyze', 'vacuum analyze');
  const counts = { ...n, applications: written };
  await query(`update bench_seed set finished_at = now(), counts = $1 where id = 1`, [
    JSON.stringify(counts),
  ]);
  return { skipped: false, counts, seconds: (performance.now() - started) / 1000 };
}
