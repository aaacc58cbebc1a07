import { useEffect, useState } from 'react';
import type { TAnswers, TSurveyAssignment } from '@praktika/contracts/surveys';
import { saveDraft } from '../api/surveys.ts';
import { ApiError } from '../../../shared/lib/api-client.ts';

/** Autosave waits this long after the last change (a blur or the page being hidden saves at once). */
export const AUTOSAVE_DELAY_MS = 800;
/** Retries of a failed save wait 2 s, 4 s, 8 s, ... up to this. */
export const AUTOSAVE_MAX_BACKOFF_MS = 60_000;

/** The local copy of a survey's answers (localStorage), kept so a dropped connection or a reload loses nothing. */
export interface TLocalDraft {
  answers: TAnswers;
  /** When the answers last changed (ms since the epoch). */
  changedAt: number;
  /** The server has these answers (the last save succeeded). */
  synced: boolean;
}

const storageKey = (surveyId: string) => `praktika.surveyDraft.${surveyId}`;

export function readLocalDraft(surveyId: string): TLocalDraft | null {
  try {
    const raw = localStorage.getItem(storageKey(surveyId));
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<TLocalDraft>;
    if (!v || typeof v !== 'object' || typeof v.answers !== 'object' || v.answers === null) return null;
    return { answers: v.answers, changedAt: Number(v.changedAt) || 0, synced: v.synced === true };
  } catch {
    return null;
  }
}

function writeLocalDraft(surveyId: string, draft: TLocalDraft): void {
  try {
    localStorage.setItem(storageKey(surveyId), JSON.stringify(draft));
  } catch {
    /* storage full or unavailable: the server copy still works */
  }
}

export function clearLocalDraft(surveyId: string): void {
  try {
    localStorage.removeItem(storageKey(surveyId));
  } catch {
    /* unavailable */
  }
}

/**
 * The answers to start from: the server's draft or the local copy, whichever is newer. With the server's
 * `draftSavedAt` the times decide; without it, a local copy the server never got (`synced: false`) wins.
 */
export function restoreAnswers(survey: TSurveyAssignment, local: TLocalDraft | null): TAnswers {
  const server = survey.draft ?? null;
  if (!local) return server ?? {};
  if (!server) return local.answers;
  const serverAt = survey.draftSavedAt ? Date.parse(survey.draftSavedAt) : NaN;
  if (!Number.isNaN(serverAt)) return local.changedAt > serverAt ? local.answers : server;
  return local.synced ? server : local.answers;
}

/** Errors worth retrying: no connection, a server failure, too many requests. */
const retryable = (err: unknown) =>
  !(err instanceof ApiError) || err.errorType === 'NETWORK_ERROR' || err.status >= 500 || err.status === 429;

export type TAutosaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * The autosave engine (no React): every change goes to the local copy at once and to the server
 * (`PUT /surveys/:id/draft`, with the link's token on /mobilesurvey) after `delayMs` without changes, or at once on
 * `flush()`. A failed save is retried with a doubling backoff (`online()` retries at once); a change made while a
 * save runs or waits for its retry goes with the next one.
 */
export function createDraftSaver({
  surveyId,
  token,
  delayMs = AUTOSAVE_DELAY_MS,
  onStatus,
}: {
  surveyId: string;
  token?: string;
  delayMs?: number;
  onStatus: (status: TAutosaveStatus) => void;
}) {
  /** Answers not yet on the server (null: nothing pending) and when they changed. */
  let pending: TAnswers | null = null;
  let changedAt = 0;
  let inFlight = false;
  let stopped = false;
  /** The page is gone: no more retries (the local copy restores the answers next time). */
  let detached = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;

  const clearTimers = () => {
    if (timer) clearTimeout(timer);
    if (retryTimer) clearTimeout(retryTimer);
    timer = retryTimer = null;
  };

  async function save(): Promise<void> {
    if (stopped || inFlight || pending === null) return;
    clearTimers();
    const answers = pending;
    const at = changedAt;
    pending = null;
    inFlight = true;
    onStatus('saving');
    try {
      await saveDraft({ id: surveyId, answers, ...(token ? { token } : {}) });
      failures = 0;
      if (stopped) return;
      // Only the answers of the last change are the server's now.
      if (pending === null) {
        writeLocalDraft(surveyId, { answers, changedAt: at, synced: true });
        onStatus('saved');
      }
    } catch (err) {
      if (stopped) return;
      if (pending === null) pending = answers;
      onStatus('failed');
      if (retryable(err) && !detached) {
        failures += 1;
        const wait = Math.min(AUTOSAVE_MAX_BACKOFF_MS, 1000 * 2 ** failures);
        retryTimer = setTimeout(() => void save(), wait);
      }
      return;
    } finally {
      inFlight = false;
    }
    // A change arrived while saving: save it too (after the usual pause).
    if (pending !== null && !stopped) timer = setTimeout(() => void save(), delayMs);
  }

  return {
    /** A new set of answers: kept locally now, sent after the pause. */
    change(answers: TAnswers) {
      if (stopped) return;
      changedAt = Date.now();
      pending = answers;
      writeLocalDraft(surveyId, { answers, changedAt, synced: false });
      if (timer) clearTimeout(timer);
      timer = null;
      // While a retry waits, the retry sends the newest answers.
      if (!retryTimer) timer = setTimeout(() => void save(), delayMs);
    },
    /** Save now (a field lost focus, the page is being hidden). */
    flush() {
      if (pending !== null && !retryTimer) void save();
    },
    /** The browser is back online: a waiting retry runs now. */
    online() {
      if (pending === null || !retryTimer) return;
      clearTimeout(retryTimer);
      retryTimer = null;
      void save();
    },
    /** No more saving (the answers were submitted); the local copy is removed. */
    stop() {
      stopped = true;
      pending = null;
      clearTimers();
      clearLocalDraft(surveyId);
    },
    /** The page is (again) on screen. */
    attach() {
      detached = false;
    },
    /**
     * Leaving the page: what is pending is sent once now (the local copy has it anyway), and a failure is not
     * retried any more.
     */
    dispose() {
      detached = true;
      clearTimers();
      if (pending !== null) void save();
    },
  };
}

/**
 * Autosave for a survey page: `createDraftSaver` bound to the page's life, saving at once when the page is hidden
 * and retrying when the browser comes back online. `status` drives "Saving…" / "Saved" / "Not saved — will retry".
 */
export function useSurveyAutosave({
  surveyId,
  token,
  delayMs = AUTOSAVE_DELAY_MS,
}: {
  surveyId: string;
  token?: string;
  delayMs?: number;
}) {
  const [status, setStatus] = useState<TAutosaveStatus>('idle');
  const [saver] = useState(() =>
    createDraftSaver({ surveyId, ...(token ? { token } : {}), delayMs, onStatus: setStatus }),
  );

  useEffect(() => {
    saver.attach();
    const onHidden = () => {
      if (document.visibilityState === 'hidden') saver.flush();
    };
    const onOnline = () => saver.online();
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', saver.flush);
    window.addEventListener('online', onOnline);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', saver.flush);
      window.removeEventListener('online', onOnline);
    };
  }, [saver]);
  // Leaving the page sends what is pending (harmless between StrictMode's double effects: nothing stops).
  useEffect(() => () => saver.dispose(), [saver]);

  return { status, change: saver.change, flush: saver.flush, stop: saver.stop };
}
