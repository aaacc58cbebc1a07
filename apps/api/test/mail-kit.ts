/** What the tests of an area's event e-mails share: every event rendered in every language. */
import { expect } from 'vitest';
import { LANGUAGES, type TLanguage } from '@praktika/contracts/common';
import type { StoredParams } from '../src/platform/mail/define-mail.ts';
import type { RenderedMail } from '../src/platform/mail/layout.ts';
import { renderMail } from '../src/services.ts';

/**
 * Renders the mail `template` for every language and every one of `events` with `params(event)`, hands each to
 * `check` (with a label naming the language and event), and expects every event to have a subject of its own
 * within each language.
 */
export function checkEveryEvent<E extends string>(
  template: string,
  events: readonly E[],
  params: (event: E) => StoredParams,
  check: (mail: RenderedMail, event: E, label: string, language: TLanguage) => void,
): void {
  for (const language of LANGUAGES) {
    const subjects = new Set<string>();
    for (const event of events) {
      const mail = renderMail({ template, language, params: params(event) });
      subjects.add(mail.subject);
      check(mail, event, `${language} ${event}`, language);
    }
    expect(subjects.size).toBe(events.length);
  }
}
