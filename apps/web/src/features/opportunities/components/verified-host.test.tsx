import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import i18n from '../../../app/i18n.ts';
import { addDays, programmeToday } from '@praktika/contracts/dates';
import { answerWith, fakeToken, ok, stubFetch } from '../../../../test/helpers.tsx';
import { saveSession } from '../../../shared/lib/session.ts';
import { renderShared } from '../../../shared/test/render.tsx';
import { INTERN, JOB_ID, job, noInternships } from '../test/fixtures.ts';
import { isMinorSession } from '../lib/minor.ts';
import { ApplySection } from './apply-section.tsx';
import { OpportunityCard } from './opportunity-card.tsx';
import { VerifiedBadge } from './verified-badge.tsx';

/*
 * Verified host organisations (issue 22 §3) on the web: the badge on cards and pages, and an intern under 18 never
 * offered Apply on a posting of an organisation not verified yet (told why instead).
 */

const notApplied = (url: string) =>
  url.startsWith(`/api/applications/${JOB_ID}/applied?type=JOB`)
    ? ok({ applied: false, application: null })
    : undefined;

/** Issue 22 §2: these minors' guardians have consented (the consent rule has its own test). */
const consentGiven = (url: string) =>
  url === `/api/interns/${INTERN}/guardian`
    ? ok({
        status: 'GIVEN',
        adultFrom: addDays(programmeToday(), 200),
        guardian: { name: 'G', email: 'g@example.com', phone: null },
        sentAt: null,
        expiresAt: null,
        decidedAt: null,
        withdrawn: false,
        sendsLeft: 3,
      })
    : undefined;

const section = (hostVerified: boolean | undefined) => (
  <ApplySection
    kind="JOB"
    opportunityId={JOB_ID}
    title="Frontend intern"
    requested={[]}
    recruitmentOpen
    hostVerified={hostVerified}
  />
);

/** An intern's session; a minor's says until when (`minorUntil`, the 18th birthday). */
const internSession = (minor: boolean) =>
  saveSession(
    fakeToken({
      role: 'intern',
      id: INTERN,
      updateFinished: true,
      ...(minor ? { minorUntil: addDays(programmeToday(), 200) } : {}),
    }),
  );

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('isMinorSession', () => {
  it('is true before the 18th birthday (Kosovo’s day) and false from it on, or without the claim', () => {
    const claims = { role: 'intern' as const, id: INTERN, exp: 0, minorUntil: '2026-06-01' };
    expect(isMinorSession(claims, new Date('2026-05-31T12:00:00Z'))).toBe(true);
    // 23:30 UTC on 31 May is already 1 June in Priština
    expect(isMinorSession(claims, new Date('2026-05-31T23:30:00Z'))).toBe(false);
    expect(isMinorSession({ ...claims, minorUntil: undefined })).toBe(false);
    expect(isMinorSession(null)).toBe(false);
  });
});

describe('the verified badge', () => {
  it('says verified, or marks a posting of an organisation not verified yet, in each language', async () => {
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <VerifiedBadge verified />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('verified-badge')).toHaveTextContent('Verified organisation');
    rerender(
      <I18nextProvider i18n={i18n}>
        <VerifiedBadge verified={false} />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('unverified-mark')).toHaveTextContent('Not verified yet');
    await i18n.changeLanguage('sq');
    rerender(
      <I18nextProvider i18n={i18n}>
        <VerifiedBadge verified />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('verified-badge')).toHaveTextContent('Organizatë e verifikuar');
    await i18n.changeLanguage('sr');
    rerender(
      <I18nextProvider i18n={i18n}>
        <VerifiedBadge verified={false} />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('unverified-mark')).toHaveTextContent('Još nije verifikovana');
    rerender(
      <I18nextProvider i18n={i18n}>
        <VerifiedBadge verified={undefined} />
      </I18nextProvider>,
    );
    expect(screen.queryByTestId('verified-badge')).toBeNull();
    expect(screen.queryByTestId('unverified-mark')).toBeNull();
  });

  it('shows on a posting card', () => {
    stubFetch();
    const item = job();
    renderShared(
      <ul>
        <OpportunityCard
          kind="JOB"
          item={{ ...item, business: { ...item.business, verified: true } }}
          page={1}
          from="/"
        />
        <OpportunityCard
          kind="JOB"
          item={{ ...item, _id: 'other', business: { ...item.business, verified: false } }}
          page={1}
          from="/"
        />
      </ul>,
    );
    expect(screen.getByTestId('verified-badge')).toBeInTheDocument();
    expect(screen.getByTestId('unverified-mark')).toBeInTheDocument();
  });
});

describe('Apply on an unverified organisation’s posting', () => {
  it('a minor is not offered Apply and is told why', async () => {
    internSession(true);
    stubFetch(answerWith(notApplied, noInternships, consentGiven));
    renderShared(section(false));
    expect(
      await screen.findByText('Interns under 18 can only apply to verified organisations'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it('an adult is offered Apply there; a minor is on a verified organisation’s posting', async () => {
    internSession(false);
    stubFetch(answerWith(notApplied, noInternships, consentGiven));
    const { unmount } = renderShared(section(false));
    expect(await screen.findByRole('button', { name: 'Apply' })).toBeInTheDocument();
    unmount();
    internSession(true);
    renderShared(section(true));
    expect(await screen.findByRole('button', { name: 'Apply' })).toBeInTheDocument();
    expect(screen.queryByText('Interns under 18 can only apply to verified organisations')).toBeNull();
  });
});
