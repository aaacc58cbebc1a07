import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TSessionClaims } from '@praktika/contracts/auth';
import { PrivacySection } from '../components/privacy-section.tsx';
import { useSession } from '../../../shared/lib/session.ts';
import { businessQueryOptions, mentorQueryOptions } from '../api/profiles.ts';

/** The account's own e-mail address: the mentor's record, or the organisation's (admins' accounts too). */
function useOwnEmail(session: TSessionClaims): string | undefined {
  const mentor = session.role === 'mentor';
  const m = useQuery({ ...mentorQueryOptions(session.id), enabled: mentor });
  const b = useQuery({ ...businessQueryOptions(session.id), enabled: !mentor });
  return mentor ? m.data?.email : b.data?.businessEmail;
}

/** /dashboard/account for organisations, mentors and admins: download my data, delete my account. */
export function AccountPrivacyPage() {
  const session = useSession();
  return session ? <AccountPrivacy session={session} /> : null;
}

function AccountPrivacy({ session }: { session: TSessionClaims }) {
  const { t } = useTranslation(['dashboard', 'privacy']);
  const email = useOwnEmail(session);
  return (
    <div className="pk-dash-page">
      <h1 className="pk-dash-h1">{t('dashboard:sections.account')}</h1>
      <p>{t('privacy:lead')}</p>
      <PrivacySection account={session} email={email} />
    </div>
  );
}
