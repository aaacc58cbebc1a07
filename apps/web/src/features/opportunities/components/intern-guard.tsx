import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Result } from 'antd';
import type { TSessionClaims } from '@praktika/contracts/auth';
import { sessionEndReason, useSession } from '../../../shared/lib/session.ts';
import { LinkButton } from '../../../shared/ui/link-button.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { PageIntro } from '../../../shared/ui/page-intro.tsx';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { isProgrammeIntern } from '../lib/opportunity-view.ts';

/**
 * The intern's own programme screens (/applications, /internship, /myTrainings, /opportunities, /trainings): a
 * visitor signs in and comes back; staff go to the dashboard; an intern whose CV must first be filled or updated
 * (or past the age limit) is told why, with a link to the CV (the avatar menu hides these entries for them).
 */
export function InternOnly({ children }: { children: (session: TSessionClaims) => ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const { t } = useTranslation('opportunities');
  if (!session) {
    const reason = sessionEndReason();
    if (reason === 'logout' || reason === 'expired') return <PageLoader />;
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  if (session.role !== 'intern') return <Navigate to="/dashboard" replace />;
  if (!isProgrammeIntern(session))
    return (
      <div className="pk-container pk-section">
        <Result
          status="info"
          title={session.aboveOrUnderAge ? t('guard.ageTitle') : t('guard.cvTitle')}
          subTitle={session.aboveOrUnderAge ? t('guard.ageText') : t('guard.cvText')}
          extra={
            session.aboveOrUnderAge ? null : (
              <LinkButton type="primary" to="/resume">
                {t('guard.toCv')}
              </LinkButton>
            )
          }
        />
      </div>
    );
  return <>{children(session)}</>;
}

/**
 * One of the intern's own pages (/applications, /myTrainings, /internship), for interns only: the title and lead
 * of its `opportunities` section (`<section>.title`, `<section>.lead`), then `children` in the page's body.
 */
export function InternPage({
  section,
  children,
}: {
  section: 'applications' | 'myTrainings' | 'engagement';
  children: ReactNode;
}) {
  const { t } = useTranslation('opportunities');
  usePageTitle(`opportunities:${section}.title`);
  return (
    <InternOnly>
      {() => (
        <>
          <PageIntro title={t(`${section}.title`)} lead={t(`${section}.lead`)} />
          <div className="pk-container pk-section">{children}</div>
        </>
      )}
    </InternOnly>
  );
}
