// Content for the benchmark's read endpoints: the benchmark's database starts empty of resources and articles,
// so before measuring, the seeded admin writes a realistic library through the API (the same validation,
// sanitising and transactions as production). Names carry a run id, so a reused PostgreSQL database is fine.
import { randomBytes } from 'node:crypto';
import { benchAccounts } from './generate.mjs';

/** The admin the data generator seeds (bench/generate.mjs), with its known password. */
export const BENCH_ADMIN = benchAccounts().admin;

const RESOURCES = 60;
const ARTICLES = 30;

async function call(base, method, url, token, body) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${JSON.stringify(json.error)}`);
  return json.data;
}

const paragraph = (i) =>
  `<p>Praktika ${i}: <strong>këshilla</strong> për intervistën e parë, CV-në dhe javën e parë në punë. ` +
  `Lexoni <a href="https://example.org/udhezues/${i}">udhëzuesin</a> dhe përgatituni me kohë.</p>`;

/** Signs the benchmark's admin in and writes the resource library and the articles. */
export async function seedContent(port) {
  const base = `http://127.0.0.1:${port}/api`;
  const runId = randomBytes(3).toString('hex');
  const { token } = await call(base, 'POST', '/businesses/auth/login', null, BENCH_ADMIN);
  const list = async (path) =>
    (await call(base, 'GET', `/${path}?pagination=false&selectedLanguage=en`))[path].docs.map((d) => d._id);
  const [categories, tags] = [await list('categories'), await list('tags')];

  for (let i = 0; i < RESOURCES; i++) {
    await call(base, 'POST', '/resources', token, {
      enName: `CV guide ${i} ${runId}`,
      enDescription: 'How to write a CV that gets you an interview, with examples.',
      sqName: `Udhëzues për CV ${i} ${runId}`,
      sqDescription: 'Si të shkruani një CV që ju sjell në intervistë, me shembuj.',
      srName: `Vodič za CV ${i} ${runId}`,
      srDescription: 'Kako napisati CV koji vas vodi do intervjua, sa primerima.',
      category: categories[i % categories.length],
      tags: [tags[i % tags.length], tags[(i + 3) % tags.length]],
      language: ['sq', 'sr', 'en'][i % 3],
      isGuide: i % 2 === 0,
      link: `https://example.org/resources/${runId}/${i}`,
    });
  }
  for (let i = 0; i < ARTICLES; i++) {
    await call(base, 'POST', '/articles', token, {
      type: ['news', 'story', 'event', 'announcement'][i % 4],
      enTitle: `Programme news ${i} ${runId}`,
      enText: `<p>News ${i} of the programme.</p>`.repeat(6),
      sqTitle: `Lajme të programit ${i} ${runId}`,
      sqText: paragraph(i).repeat(6),
      srTitle: `Vesti programa ${i} ${runId}`,
      srText: `<p>Vesti ${i} programa.</p>`.repeat(6),
    });
  }
  return { firstTag: tags[0] };
}
