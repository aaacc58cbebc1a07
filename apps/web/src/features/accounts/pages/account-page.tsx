import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PrivacySection } from '../components/privacy-section.tsx';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { sessionEndReason, useSession } from '../../../shared/lib/session.ts';
import { PageIntro } from '../../../shared/ui/page-intro.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { useMe } from '../api/use-me.ts';

/**
 * /account: the intern's "My data and account" (download my data, delete my account), also for interns past the
 * age limit. A visitor goes to the intern login and comes back; staff have it at /dashboard/account.
 */
export default function AccountPage() {
  const session = useSession();
  const { t } = useTranslation('privacy');
  const me = useMe();
  usePageTitle('privacy:title');
  if (!session) {
    // A deletion (or logout) navigates home on its own: do not race it to the login.
    const reason = sessionEndReason();
    if (reason === 'logout' || reason === 'expired') return <PageLoader />;
    return <Navigate to="/login" replace state={{ from: '/account' }} />;
  }
  if (session.role !== 'intern') return <Navigate to="/dashboard/account" replace />;
  return (
    <>
      <PageIntro title={t('title')} lead={t('lead')} />
      <div className="pk-container pk-section">
        <PrivacySection account={session} email={me.data?.email ?? undefined} />
      </div>
    </>
  );
}
