import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../../app/i18n.ts';
import { addDays, programmeToday } from '@praktika/contracts/dates';
import type { TGuardianConsent } from '@praktika/contracts/guardian';
import { answerWith, fakeToken, ok, stubFetch } from '../../../../test/helpers.tsx';
import { saveSession } from '../../../shared/lib/session.ts';
import { renderShared } from '../../../shared/test/render.tsx';
import { maskEmail } from '../../../entities/guardian/api.ts';
import { INTERN, JOB_ID, noInternships } from '../test/fixtures.ts';
import { ApplySection } from './apply-section.tsx';

/*
 * Issue 22 §2 on the web: an intern under 18 without a guardian's consent sees why instead of Apply, with the
 * guardian's address masked and a resend; once consent is given, Apply.
 */

const notApplied = (url: string) =>
  url.startsWith(`/api/applications/${JOB_ID}/applied?type=JOB`)
    ? ok({ applied: false, application: null })
    : undefined;

const consent = (
  status: TGuardianConsent['status'],
  extra: Partial<TGuardianConsent> = {},
): TGuardianConsent => ({
  status,
  adultFrom: addDays(programmeToday(), 200),
  guardian: { name: 'Drita Krasniqi', email: 'drita.krasniqi@example.com', phone: null },
  sentAt: new Date().toISOString(),
  expiresAt: new Date(Date.now() + 14 * 86_400_000).toISOString(),
  decidedAt: null,
  withdrawn: false,
  sendsLeft: 2,
  ...extra,
});

const section = (
  <ApplySection
    kind="JOB"
    opportunityId={JOB_ID}
    title="Frontend intern"
    requested={[]}
    recruitmentOpen
    hostVerified
  />
);

const minorSession = () =>
  saveSession(
    fakeToken({
      role: 'intern',
      id: INTERN,
      updateFinished: true,
      minorUntil: addDays(programmeToday(), 200),
    }),
  );

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('maskEmail', () => {
  it('keeps the first two letters and the domain', () => {
    expect(maskEmail('drita.krasniqi@example.com')).toBe('dr***@example.com');
    expect(maskEmail('a@b.dev')).toBe('a***@b.dev');
  });
});

describe('Apply for a minor without consent', () => {
  it('shows why, with the masked address, instead of Apply; resend sends a new link', async () => {
    minorSession();
    const calls = stubFetch(
      answerWith(
        notApplied,
        noInternships,
        (url, init) =>
          url === `/api/interns/${INTERN}/guardian/resend` && init?.method === 'POST'
            ? ok(consent('PENDING', { sendsLeft: 1 }))
            : undefined,
        (url) => (url === `/api/interns/${INTERN}/guardian` ? ok(consent('PENDING')) : undefined),
      ),
    );
    renderShared(section);
    const notice = await screen.findByTestId('guardian-notice');
    expect(notice).toHaveTextContent("Your parent or guardian's consent is needed");
    expect(notice).toHaveTextContent('dr***@example.com');
    expect(notice).not.toHaveTextContent('drita.krasniqi@example.com');
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText(/A new link was sent to dr\*\*\*@example.com/)).toBeInTheDocument();
    expect(calls.some((c) => c.url === `/api/interns/${INTERN}/guardian/resend` && c.method === 'POST')).toBe(
      true,
    );
  });

  it('a refusal says so, in Albanian too', async () => {
    minorSession();
    stubFetch(
      answerWith(notApplied, noInternships, (url) =>
        url === `/api/interns/${INTERN}/guardian` ? ok(consent('REFUSED')) : undefined,
      ),
    );
    await i18n.changeLanguage('sq');
    renderShared(section);
    expect(await screen.findByTestId('guardian-notice')).toHaveTextContent('nuk dha pëlqimin');
  });

  it('with consent given, Apply', async () => {
    minorSession();
    stubFetch(
      answerWith(notApplied, noInternships, (url) =>
        url === `/api/interns/${INTERN}/guardian` ? ok(consent('GIVEN')) : undefined,
      ),
    );
    renderShared(section);
    expect(await screen.findByRole('button', { name: 'Apply' })).toBeInTheDocument();
    expect(screen.queryByTestId('guardian-notice')).toBeNull();
  });
});
