import { afterEach, beforeEach, vi } from 'vitest';
import i18n from '../../app/i18n.ts';
import { fakeToken } from '../../../test/helpers.tsx';
import { saveSession } from '../lib/session.ts';

/**
 * A page test file's frame: before each test English texts and, given `session`, that user signed in; after each,
 * the stubbed globals restored and localStorage cleared (the session with it). Call once at the file's top level.
 */
export function setUpPageTests(session?: { role: string; id: string }) {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    if (session) saveSession(fakeToken(session));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });
}
