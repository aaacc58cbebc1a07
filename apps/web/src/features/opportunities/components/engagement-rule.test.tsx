import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { programmeInstant } from '@praktika/contracts/dates';
import i18n from '../../../app/i18n.ts';
import { fakeToken, ok, paged, stubFetch } from '../../../../test/helpers.tsx';
import { saveSession } from '../../../shared/lib/session.ts';
import { renderShared } from '../../../shared/test/render.tsx';
import { application, INTERN, JOB_ID, TRAINING_ID } from '../test/fixtures.ts';
import { engagementRule, interviewJoinable } from '../lib/engagement-rule.ts';
import InternshipPage from '../pages/internship-page.tsx';
import { ApplicationCard } from './application-card.tsx';
import { ApplySection } from './apply-section.tsx';

const completed = application({ status: 'COMPLETED', actions: [], outcome: 'OFFERED_EMPLOYMENT' });

/** The intern's internships (the rule's query) and, for /internship, the running one (none). */
const answers = (taken: unknown[]) => (url: string) => {
  if (url.startsWith('/api/applications?') && url.includes('COMPLETED')) return paged('applications', taken);
  if (url.startsWith('/api/applications?')) return paged('applications', []);
  if (url.includes('/applied?')) return ok({ applied: false, application: null });
  // /internship after a completed internship shows its certificates (features/certificates, through a slot).
  if (url === '/api/certificates/mine') return ok({ certificates: [] });
  // and the intern's own reports (features/safety, through a slot): none
  if (url.startsWith('/api/redflags?')) return paged('redFlags', []);
  return undefined;
};

beforeEach(async () => {
  await i18n.changeLanguage('en');
  saveSession(fakeToken({ role: 'intern', id: INTERN, updateFinished: true }));
});

describe('the engagement rule, before the click', () => {
  it('working blocks everything; a completed internship blocks internships only', () => {
    expect(engagementRule([{ type: 'JOB', status: 'HIRED' }], 'TRAINING')).toBe('ALREADY_WORKING');
    expect(engagementRule([{ type: 'JOB', status: 'COMPLETED' }], 'JOB')).toBe('INTERNSHIP_COMPLETED');
    expect(engagementRule([{ type: 'JOB', status: 'COMPLETED' }], 'TRAINING')).toBeNull();
    expect(engagementRule([{ type: 'JOB', status: 'ACCEPTED_FOR_VALIDATION' }], 'TRAINING')).toBeNull();
  });

  it('a posting after a completed internship: the reason and the trainings, no Apply', async () => {
    stubFetch(answers([completed]));
    renderShared(
      <ApplySection
        kind="JOB"
        opportunityId={JOB_ID}
        title="Frontend intern"
        requested={[]}
        recruitmentOpen
      />,
    );
    expect(
      await screen.findByText('After a completed internship you can apply for trainings only.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the trainings' })).toHaveAttribute(
      'href',
      '/opportunitiestraining',
    );
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it('a training after a completed internship still offers Apply', async () => {
    stubFetch(answers([completed]));
    renderShared(
      <ApplySection
        kind="TRAINING"
        opportunityId={TRAINING_ID}
        title="Web basics"
        requested={[]}
        recruitmentOpen
      />,
    );
    expect(await screen.findByRole('button', { name: 'Apply' })).toBeInTheDocument();
  });

  it('/internship after a completed internship says so and offers the trainings, not "Find an internship"', async () => {
    stubFetch(answers([completed]));
    renderShared(<InternshipPage />, '/internship');
    expect(await screen.findByText('You have completed your internship.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a training' })).toHaveAttribute(
      'href',
      '/opportunitiestraining',
    );
    expect(screen.queryByText('Find an internship')).toBeNull();
  });

  it('/internship without any internship still offers to find one', async () => {
    stubFetch(answers([]));
    renderShared(<InternshipPage />, '/internship');
    expect(await screen.findByText('Find an internship')).toBeInTheDocument();
  });
});

describe('the interview link', () => {
  const interview = { date: '2030-03-01', time: '10:00', place: null, link: 'https://meet.example/x' };
  const start = Date.parse(programmeInstant('2030-03-01', '10:00')!);

  it('is offered at the interview until an hour after its start, never once the application moved on', () => {
    const at = application({ status: 'INTERVIEW', interview, actions: ['withdraw'] });
    expect(interviewJoinable(at, start - 86_400_000)).toBe(true);
    expect(interviewJoinable(at, start + 59 * 60_000)).toBe(true);
    expect(interviewJoinable(at, start + 61 * 60_000)).toBe(false);
    expect(interviewJoinable({ ...at, status: 'COMPLETED' }, start - 86_400_000)).toBe(false);
  });

  it('a completed application shows the interview without "Join the interview"', async () => {
    stubFetch();
    renderShared(<ApplicationCard application={{ ...completed, interview }} />);
    await waitFor(() => expect(screen.getByText('Interview')).toBeInTheDocument());
    expect(screen.queryByText('Join the interview')).toBeNull();
  });

  it("an application shows whether its organisation is verified, as the posting's card does", async () => {
    stubFetch();
    const verified = { ...completed.business, verified: true };
    const { unmount } = renderShared(<ApplicationCard application={{ ...completed, business: verified }} />);
    expect(await screen.findByText('Verified organisation')).toBeInTheDocument();
    unmount();
    renderShared(
      <ApplicationCard application={{ ...completed, business: { ...verified, verified: false } }} />,
    );
    expect(await screen.findByText('Not verified yet')).toBeInTheDocument();
  });
});
