import { useTranslation } from 'react-i18next';
import type { TOpportunityKind } from '@praktika/contracts/opportunities';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { PageIntro } from '../../../shared/ui/page-intro.tsx';
import { useSession } from '../../../shared/lib/session.ts';
import { InternOnly } from '../components/intern-guard.tsx';
import { CvToComplete } from '../components/matched-help.tsx';
import { OpportunityList } from '../components/opportunity-list.tsx';

const TITLE: Record<TOpportunityKind, string> = {
  JOB: 'opportunities:matched.jobsTitle',
  TRAINING: 'opportunities:matched.trainingsTitle',
};
const LEAD: Record<TOpportunityKind, string> = {
  JOB: 'opportunities:matched.jobsLead',
  TRAINING: 'opportunities:matched.trainingsLead',
};

/**
 * /opportunities and /trainings: the signed-in intern's matched postings or trainings, each card saying why; an
 * intern whose CV is not complete is told which parts to complete first.
 */
export function MatchedListPage({ kind }: { kind: TOpportunityKind }) {
  const { t } = useTranslation('opportunities');
  usePageTitle(TITLE[kind]);
  const session = useSession();
  // An intern whose CV is not complete yet (and who is otherwise in order): what to complete, with the link.
  if (
    session?.role === 'intern' &&
    session.updateFinished !== true &&
    session.updateRequired !== true &&
    session.aboveOrUnderAge !== true
  )
    return (
      <>
        <PageIntro title={t(TITLE[kind])} lead={t(LEAD[kind])} />
        <div className="pk-container pk-section">
          <CvToComplete kind={kind} internId={session.id} />
        </div>
      </>
    );
  return (
    <InternOnly>
      {() => (
        <>
          <PageIntro title={t(TITLE[kind])} lead={t(LEAD[kind])} />
          <div className="pk-container pk-section">
            <OpportunityList kind={kind} matchedOnly />
          </div>
        </>
      )}
    </InternOnly>
  );
}

export default function MatchedJobsPage() {
  return <MatchedListPage kind="JOB" />;
}
