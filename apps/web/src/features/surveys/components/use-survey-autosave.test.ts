import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TSurveyAssignment } from '@praktika/contracts/surveys';
import { fail, ok, stubFetch } from '../../../../test/helpers.tsx';
import {
  AUTOSAVE_DELAY_MS,
  createDraftSaver,
  readLocalDraft,
  restoreAnswers,
  type TAutosaveStatus,
} from './use-survey-autosave.ts';

const ID = 'sv-1';
const K1 = '5a0b0c0d-0000-4000-8000-000000000003';
const K2 = '5a0b0c0d-0000-4000-8000-000000000005';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date('2026-11-20T10:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Lets the stubbed fetch's promise chain settle. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
  await vi.advanceTimersByTimeAsync(0);
};

/** The draft endpoint failing with 503 until `up()`; `calls` records what reached it. */
function flakyDrafts() {
  let down = true;
  const calls = stubFetch((url) =>
    url === `/api/surveys/${ID}/draft`
      ? down
        ? fail(503, 'INTERNAL_ERROR')
        : ok({ savedAt: 'x' })
      : undefined,
  );
  return {
    calls,
    up: () => {
      down = false;
    },
  };
}

function saver(token?: string) {
  const statuses: TAutosaveStatus[] = [];
  const s = createDraftSaver({
    surveyId: ID,
    ...(token ? { token } : {}),
    onStatus: (x) => statuses.push(x),
  });
  return { s, statuses };
}

describe('createDraftSaver', () => {
  it('keeps every change locally at once and sends only the last one, after the pause', async () => {
    const calls = stubFetch((url, init) =>
      url === `/api/surveys/${ID}/draft` && init?.method === 'PUT'
        ? ok({ savedAt: new Date().toISOString() })
        : undefined,
    );
    const { s, statuses } = saver('tok');
    s.change({ [K1]: true });
    expect(readLocalDraft(ID)).toMatchObject({ answers: { [K1]: true }, synced: false });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 100);
    s.change({ [K1]: true, [K2]: 3 });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 100);
    expect(calls).toHaveLength(0); // each change restarts the pause
    await vi.advanceTimersByTimeAsync(100);
    await settle();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ answers: { [K1]: true, [K2]: 3 }, token: 'tok' });
    expect(statuses).toEqual(['saving', 'saved']);
    expect(readLocalDraft(ID)).toMatchObject({ answers: { [K1]: true, [K2]: 3 }, synced: true });
  });

  it('flush() saves at once; nothing pending sends nothing', async () => {
    const calls = stubFetch((url) => (url === `/api/surveys/${ID}/draft` ? ok({ savedAt: 'x' }) : undefined));
    const { s } = saver();
    s.flush();
    expect(calls).toHaveLength(0);
    s.change({ [K1]: false });
    s.flush();
    await settle();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ answers: { [K1]: false } });
  });

  it('a failed save keeps the local copy unsynced and retries with a doubling backoff, the newest answers first', async () => {
    const { calls, up } = flakyDrafts();
    const { s, statuses } = saver();
    s.change({ [K1]: true });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    await settle();
    expect(calls).toHaveLength(1);
    expect(statuses.at(-1)).toBe('failed');
    expect(readLocalDraft(ID)).toMatchObject({ answers: { [K1]: true }, synced: false });
    // first retry after 2 s
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(calls).toHaveLength(2);
    // a change while the retry waits does not send earlier; the retry (after 4 s) sends it
    s.change({ [K1]: true, [K2]: 5 });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(calls).toHaveLength(2);
    up();
    await vi.advanceTimersByTimeAsync(4000);
    await settle();
    expect(calls).toHaveLength(3);
    expect(calls[2]!.body).toEqual({ answers: { [K1]: true, [K2]: 5 } });
    expect(statuses.at(-1)).toBe('saved');
    expect(readLocalDraft(ID)?.synced).toBe(true);
  });

  it('coming back online retries at once', async () => {
    const { calls, up } = flakyDrafts();
    const { s, statuses } = saver();
    s.change({ [K1]: true });
    s.flush();
    await settle();
    expect(statuses.at(-1)).toBe('failed');
    up();
    s.online();
    await settle();
    expect(calls).toHaveLength(2);
    expect(statuses.at(-1)).toBe('saved');
  });

  it('a refusal (the survey was answered meanwhile) is not retried', async () => {
    const calls = stubFetch((url) =>
      url === `/api/surveys/${ID}/draft` ? fail(409, 'SURVEY_ANSWERED') : undefined,
    );
    const { s, statuses } = saver();
    s.change({ [K1]: true });
    s.flush();
    await settle();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls).toHaveLength(1);
    expect(statuses.at(-1)).toBe('failed');
  });

  it('stop() (after submitting) removes the local copy and sends nothing more', async () => {
    const calls = stubFetch(() => undefined);
    const { s } = saver();
    s.change({ [K1]: true });
    s.stop();
    expect(readLocalDraft(ID)).toBeNull();
    s.change({ [K1]: false });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2);
    expect(calls).toHaveLength(0);
    expect(readLocalDraft(ID)).toBeNull();
  });
});

describe('restoreAnswers', () => {
  const survey = (draft: TSurveyAssignment['draft'], draftSavedAt?: string | null) =>
    ({ _id: ID, draft, ...(draftSavedAt !== undefined ? { draftSavedAt } : {}) }) as TSurveyAssignment;
  const at = (iso: string) => Date.parse(iso);

  it('takes the newer of the server draft and the local copy', () => {
    const local = { answers: { [K1]: true }, changedAt: at('2026-11-20T10:05:00Z'), synced: false };
    expect(restoreAnswers(survey({ [K1]: false }, '2026-11-20T10:00:00Z'), local)).toEqual({ [K1]: true });
    expect(restoreAnswers(survey({ [K1]: false }, '2026-11-20T10:06:00Z'), local)).toEqual({ [K1]: false });
  });

  it('without the server time: an unsynced local copy wins, a synced one yields to the server', () => {
    const local = { answers: { [K1]: true }, changedAt: 1, synced: false };
    expect(restoreAnswers(survey({ [K1]: false }), local)).toEqual({ [K1]: true });
    expect(restoreAnswers(survey({ [K1]: false }), { ...local, synced: true })).toEqual({ [K1]: false });
  });

  it('whichever exists when the other does not', () => {
    expect(restoreAnswers(survey(null), null)).toEqual({});
    expect(restoreAnswers(survey({ [K2]: 4 }), null)).toEqual({ [K2]: 4 });
    expect(restoreAnswers(survey(null), { answers: { [K2]: 2 }, changedAt: 1, synced: true })).toEqual({
      [K2]: 2,
    });
  });
});
