import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as accounts from './accounts.ts';
import * as applications from './applications.ts';
import * as auth from './auth.ts';
import * as mentoring from './mentoring.ts';
import * as people from './people.ts';
import * as safety from './safety.ts';
import * as surveys from './surveys.ts';
import { contentLanguageOf, UI_LANGUAGES } from './common.ts';
import { latinLeftovers, toCyrillic } from './script.ts';

type Wrapped = { _zod?: { def?: { innerType?: unknown; in?: unknown } } };

/** The object schema inside defaults, optionals and pipes (refined objects are objects). */
function objectOf(schema: unknown): z.ZodObject | undefined {
  let s: unknown = schema;
  for (let depth = 0; depth < 5 && s; depth++) {
    if (s instanceof z.ZodObject) return s;
    const def = (s as Wrapped)._zod?.def;
    s = def?.innerType ?? def?.in;
  }
  return undefined;
}

/** Every exported schema of the contracts with an `emailLanguage` field: its name and the field's schema. */
const fields = Object.entries({ accounts, applications, auth, mentoring, people, safety, surveys }).flatMap(
  ([area, module]) =>
    Object.entries(module).flatMap(([name, value]) => {
      const field = objectOf(value)?.shape.emailLanguage;
      return field ? [[`${area}.${name}`, field as z.ZodType] as const] : [];
    }),
);

describe('emailLanguage (issue 22 §1: e-mails in the reader script)', () => {
  it('is found on every body that names it', () => {
    const names = fields.map(([name]) => name);
    for (const body of [
      'auth.ZLogin',
      'auth.ZResend',
      'auth.ZForgot',
      'auth.ZResetBody',
      'auth.ZInternSignup',
      'auth.ZBusinessSignup',
      'auth.ZMentorSignup',
      'applications.ZInvite',
      'people.ZAdminCreate',
      'mentoring.ZMeetingCancel',
      'surveys.ZAnswerSubmit',
    ])
      expect(names).toContain(body);
    expect(fields.length).toBeGreaterThanOrEqual(20);
  });

  it.each(fields)('%s accepts sq, sr, sr-Cyrl and en, and refuses anything else', (_name, field) => {
    for (const lang of UI_LANGUAGES) expect(field.safeParse(lang).success).toBe(true);
    for (const bad of ['xx', 'sr-Latn', 'SR-CYRL', 'sr_Cyrl', ''])
      expect(field.safeParse(bad).success).toBe(false);
  });

  it('keeps sr-Cyrl in a parsed body, refuses xx on its field, and still defaults to sq', () => {
    const login = { email: 'Jelena@Example.com', password: 'long-enough' };
    expect(auth.ZLogin.parse({ ...login, emailLanguage: 'sr-Cyrl' }).emailLanguage).toBe('sr-Cyrl');
    const bad = auth.ZLogin.safeParse({ ...login, emailLanguage: 'xx' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(['emailLanguage']);
    const admin = { email: 'admin@example.com', password: 'long-enough', passwordConfirm: 'long-enough' };
    expect(people.ZAdminCreate.parse(admin).emailLanguage).toBe('sq');
    expect(people.ZAdminCreate.parse({ ...admin, emailLanguage: 'sr-Cyrl' }).emailLanguage).toBe('sr-Cyrl');
  });

  it('reads Serbian data for both scripts', () => {
    expect(UI_LANGUAGES.map(contentLanguageOf)).toEqual(['sq', 'sr', 'sr', 'en']);
  });
});

describe('toCyrillic keeps what an e-mail must keep', () => {
  it('codes mixing letters and digits stay as they are', () => {
    expect(toCyrillic('Kod sertifikata: K7Q2-M9XD-4T; poziv na broj: Stipendija 11/2026 1a2b3c4d')).toBe(
      'Код сертификата: K7Q2-M9XD-4T; позив на број: Стипендија 11/2026 1a2b3c4d',
    );
    expect(latinLeftovers('Код сертификата: K7Q2-M9XD-4T, 1a2b3c4d')).toEqual([]);
    // numbers with a Serbian ending are not codes
    expect(toCyrillic('20-ih godina, 3. decembar')).toBe('20-их година, 3. децембар');
  });

  it('time zone names stay as they are', () => {
    expect(toCyrillic('Kada: 01/12/2026, 10:30 (vreme Europe/Belgrade, UTC+01:00)')).toBe(
      'Када: 01/12/2026, 10:30 (време Europe/Belgrade, UTC+01:00)',
    );
  });
});
