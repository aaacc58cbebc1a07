/**
 * A load of writes that each carry a unique key (intern sign-ups, contact messages, catalogue items by an admin),
 * for the tests that stop or kill a server under load and then look for every acknowledged write.
 */
import { call } from './server-process.ts';

export interface Write {
  kind: 'signup' | 'contact' | 'catalogue';
  key: string;
  status: number | 'no answer';
}

export const acknowledged = (w: Write) => typeof w.status === 'number' && w.status >= 200 && w.status < 300;

/** The e-mail a write's key stands for (sign-up and contact message). */
export const emailOf = (key: string) => `${key}@praktika.test`;

/** The first seeded item of each collection a sign-up references. */
export async function signupReferences(base: string) {
  const first = async (collection: string) => {
    const res = await call(base, 'GET', `/${collection}?pagination=false`);
    const docs = (res.json!.data as Record<string, { docs: Array<{ _id: string }> }>)[collection]!.docs;
    return docs[0]!._id;
  };
  return {
    municipality: await first('municipalities'),
    category: await first('categories'),
    skill: await first('skills'),
    hearAbout: await first('hearabout'),
    ethnicity: await first('ethnicities'),
  };
}

/**
 * One loop per kind, each sending its next write as soon as the last one is answered (or failed: the server is
 * down, so it waits 100 ms). `base()` is read per request, `token` is an admin's session.
 */
export function startWriteLoad(
  base: () => string,
  token: string,
  ref: Awaited<ReturnType<typeof signupReferences>>,
  run: string,
) {
  const writes: Write[] = [];
  let seq = 0;
  let stopped = false;
  const attempt = async (kind: Write['kind']) => {
    const key = `${kind}-${run}-${++seq}`;
    const request =
      kind === 'signup'
        ? call(base(), 'POST', '/interns/auth/signup', {
            body: {
              email: emailOf(key),
              password: 'Write-Load-Intern-9!',
              passwordConfirm: 'Write-Load-Intern-9!',
              terms: true,
              emailLanguage: 'en',
              name: 'Arta',
              lastName: 'Krasniqi',
              birthdate: '2004-03-01',
              gender: 'F',
              municipality: ref.municipality,
              categories: [ref.category],
              skills: [ref.skill],
              hearAbout: ref.hearAbout,
              ethnicity: ref.ethnicity,
              disabilities: [],
            },
          })
        : kind === 'contact'
          ? call(base(), 'POST', '/contact', {
              body: { name: 'Load', email: emailOf(key), message: `Message ${key} under load.` },
            })
          : call(base(), 'POST', '/hearabout', {
              token,
              body: {
                enName: key,
                enDescription: '',
                sqName: key,
                sqDescription: '',
                srName: key,
                srDescription: '',
              },
            });
    const status = await request.then(
      (r) => r.status,
      () => 'no answer' as const,
    );
    writes.push({ kind, key, status });
    if (status === 'no answer') await new Promise((r) => setTimeout(r, 100));
  };
  const kinds: Write['kind'][] = ['signup', 'contact', 'catalogue'];
  const loops = Promise.all(
    kinds.map(async (kind) => {
      while (!stopped) await attempt(kind);
    }),
  );
  return {
    writes,
    acknowledgedCount: () => writes.filter(acknowledged).length,
    async stop() {
      stopped = true;
      await loops;
    },
  };
}

/** How many rows hold the write (`query` on the server's database). */
export async function storedCount(
  query: (sql: string, params: unknown[]) => Promise<Array<{ n: number }>>,
  w: Write,
): Promise<number> {
  const sql =
    w.kind === 'signup'
      ? 'select count(*)::int as n from accounts where email = $1'
      : w.kind === 'contact'
        ? 'select count(*)::int as n from contact_messages where email = $1'
        : 'select count(*)::int as n from catalogue_items where en_name = $1';
  const rows = await query(sql, [w.kind === 'catalogue' ? w.key : emailOf(w.key)]);
  return rows[0]!.n;
}
