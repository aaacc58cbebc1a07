/**
 * The Serbian name in Cyrillic given by hand (`srCyrlName`, issue 22 §1): set, kept, changed and cleared through
 * the admin's writes, and refused (400 VALIDATION_ERROR, issue `notCyrillic`) when it has Latin letters.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { catalogueItems } from '../../db/schema/catalogues.ts';
import type { Json } from '../../../test/api.ts';
import { insertAccount, insertJob } from '../../../test/opportunity-fixtures.ts';

let t: TestApp;
let admin = '';
let seq = 0;

beforeAll(async () => {
  t = await buildTestApp();
  const id = randomUUID();
  await t.database.db.insert(accounts).values({
    id,
    accountType: 'business',
    role: 'admin',
    email: `admin-${id}@test.local`,
    passwordHash: 'not-a-hash',
  });
  admin = await t.app.tokens.signSession({ role: 'admin', id, sv: 0 }, false);
});
afterAll(async () => {
  await t.close();
});

async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: Json) {
  const res = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${admin}` },
    ...(payload ? { payload } : {}),
  });
  return {
    status: res.statusCode,
    body: res.json() as Json & {
      data: Record<string, Json>;
      errorType?: string;
      details?: { field: string; issue: string }[];
    },
  };
}

function skill(extra: Json = {}): Json {
  const n = ++seq;
  return {
    enName: `Cyrillic skill ${n}`,
    sqName: `Aftësi ${n}`,
    srName: `Veština ${n}`,
    enDescription: '',
    sqDescription: '',
    srDescription: '',
    ...extra,
  };
}

const stored = async (id: string) =>
  (await t.database.db.select().from(catalogueItems).where(eq(catalogueItems.id, id)))[0]?.srCyrlName;

describe('srCyrlName', () => {
  it('is null when not given, and an empty one is none', async () => {
    const plain = await call('POST', '/api/skills', skill());
    expect(plain.status).toBe(201);
    expect(plain.body.data.skill!.srCyrlName).toBeNull();
    const empty = await call('POST', '/api/skills', skill({ srCyrlName: '   ' }));
    expect(empty.status).toBe(201);
    expect(empty.body.data.skill!.srCyrlName).toBeNull();
    expect(await stored(empty.body.data.skill!._id as string)).toBeNull();
  });

  it('is created trimmed, listed, kept by an update without it, changed and cleared', async () => {
    const created = await call('POST', '/api/skills', skill({ srCyrlName: '  Вештина ИТ (ICT)  ' }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const item = created.body.data.skill!;
    const id = item._id as string;
    expect(item.srCyrlName).toBe('Вештина ИТ (ICT)');
    expect(await stored(id)).toBe('Вештина ИТ (ICT)');

    const list = await call('GET', '/api/skills?pagination=false&selectedLanguage=sr');
    const docs = (list.body.data.skills as { docs: Json[] }).docs;
    expect(docs.find((d) => d._id === id)?.srCyrlName).toBe('Вештина ИТ (ICT)');
    // the admin's search finds the item by its Cyrillic name too
    const found = await call('GET', `/api/skills?name=${encodeURIComponent('Вештина ИТ')}`);
    expect((found.body.data.skills as { docs: Json[] }).docs.map((d) => d._id)).toContain(id);

    const names = { enName: item.enName, sqName: item.sqName, srName: item.srName };
    const kept = await call('PUT', `/api/skills/${id}`, names);
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.data.skill!.srCyrlName).toBe('Вештина ИТ (ICT)');

    const changed = await call('PUT', `/api/skills/${id}`, { ...names, srCyrlName: 'Ђачка вештина' });
    expect(changed.status).toBe(200);
    expect(changed.body.data.skill!.srCyrlName).toBe('Ђачка вештина');
    expect((await call('GET', `/api/skills/${id}`)).body.data.skill!.srCyrlName).toBe('Ђачка вештина');

    const cleared = await call('PUT', `/api/skills/${id}`, { ...names, srCyrlName: '' });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.skill!.srCyrlName).toBeNull();
    expect(await stored(id)).toBeNull();
  });

  it('refuses Latin letters (400 VALIDATION_ERROR notCyrillic), on create and update', async () => {
    for (const bad of ['Vestina', 'Вештина a', 'Нови Sad']) {
      const res = await call('POST', '/api/skills', skill({ srCyrlName: bad }));
      expect(res.status, bad).toBe(400);
      expect(res.body.errorType).toBe('VALIDATION_ERROR');
      expect(res.body.details).toContainEqual(
        expect.objectContaining({ field: 'srCyrlName', issue: 'notCyrillic' }),
      );
    }
    const created = await call('POST', '/api/skills', skill({ srCyrlName: 'Вештина' }));
    const item = created.body.data.skill!;
    const res = await call('PUT', `/api/skills/${item._id as string}`, {
      enName: item.enName,
      sqName: item.sqName,
      srName: item.srName,
      srCyrlName: 'Veština',
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toContainEqual(
      expect.objectContaining({ field: 'srCyrlName', issue: 'notCyrillic' }),
    );
    expect(await stored(item._id as string)).toBe('Вештина');
  });

  it('refuses a name longer than the other names', async () => {
    const res = await call('POST', '/api/skills', skill({ srCyrlName: 'ш'.repeat(201) }));
    expect(res.status).toBe(400);
    expect(res.body.details).toContainEqual(
      expect.objectContaining({ field: 'srCyrlName', issue: 'tooLong' }),
    );
  });

  it('travels with the items a posting names, so a Cyrillic reader sees it there too', async () => {
    const org = await insertAccount(t.app, 'business');
    const [place] = await t.database.db
      .select({ id: catalogueItems.id })
      .from(catalogueItems)
      .where(eq(catalogueItems.collection, 'municipalities'))
      .limit(1);
    await t.database.db
      .update(catalogueItems)
      .set({ srCyrlName: 'Општина по избору' })
      .where(eq(catalogueItems.id, place!.id));
    try {
      const job = await insertJob(t.app, { businessId: org.id, municipalityId: place!.id });
      const res = await call('GET', `/api/jobs/${job.id}`);
      expect(res.status).toBe(200);
      const posting = res.body.data.jobPosting as {
        municipality: { _id: string; srCyrlName?: string | null };
      };
      expect(posting.municipality).toMatchObject({ _id: place!.id, srCyrlName: 'Општина по избору' });
    } finally {
      await t.database.db
        .update(catalogueItems)
        .set({ srCyrlName: null })
        .where(eq(catalogueItems.id, place!.id));
    }
  });

  it('lists in the azbuka for a Cyrillic reader (selectedLanguage=sr-Cyrl), in the abeceda for Serbian Latin', async () => {
    const tag = `Q${randomUUID().slice(0, 6)}`;
    const towns = ['Šabac', 'Ljig', 'Lazarevac', 'Ćuprija', 'Užice'];
    for (const [i, town] of towns.entries())
      expect(
        (
          await call('POST', '/api/skills', {
            ...skill(),
            enName: `${tag} town ${i}`,
            sqName: `${tag} qyteti ${i}`,
            srName: `${town} ${tag}`,
          })
        ).status,
      ).toBe(201);
    const order = async (lang: string) => {
      const res = await call('GET', `/api/skills?pagination=false&selectedLanguage=${lang}&name=${tag}`);
      return (res.body.data.skills as { docs: Array<{ srName: string }> }).docs.map(
        (d) => d.srName.split(' ')[0],
      );
    };
    // Cyrillic: л љ ћ у ш (Лазаревац, Љиг, Ћуприја, Ужице, Шабац)
    expect(await order('sr-Cyrl')).toEqual(['Lazarevac', 'Ljig', 'Ćuprija', 'Užice', 'Šabac']);
    // Latin: c ć … l lj … s š t u (Ćuprija, Lazarevac, Ljig, Šabac, Užice)
    expect(await order('sr')).toEqual(['Ćuprija', 'Lazarevac', 'Ljig', 'Šabac', 'Užice']);
    // typed in Cyrillic, a name stored in Latin is found
    const found = await call('GET', `/api/skills?pagination=false&name=${encodeURIComponent('Љиг')}`);
    expect(
      (found.body.data.skills as { docs: Array<{ srName: string }> }).docs.map((d) => d.srName),
    ).toContain(`Ljig ${tag}`);
  });
});
