import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getSession } from '../../../shared/lib/session.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { AccountTypeChoice } from '../components/account-type-choice.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { staffTypeFrom, type TStaffType } from '../lib/after-sign-in.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';

const STAFF_TYPES = ['business', 'mentor'] as const;

/** /admin/login: organisations (and admins) or mentors, from navigation state `type` (default business). */
export default function StaffLoginPage() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const [signedIn] = useState(() => getSession() !== null);
  const [chosen, setChosen] = useState<{ from: unknown; type: TStaffType } | null>(null);
  // The menu may navigate here again with another type: navigation state wins over an earlier choice.
  const type = chosen && chosen.from === location.state ? chosen.type : staffTypeFrom(location.state);
  usePageTitle(`auth:login.${type}Title`);
  if (signedIn) return <Navigate to="/" replace />;
  return (
    <AuthCard title={t(`login.${type}Title`)} intro={t(`login.${type}Intro`)}>
      <AccountTypeChoice
        value={type}
        options={STAFF_TYPES}
        onChange={(next) => setChosen({ from: location.state, type: next as TStaffType })}
      />
      <LoginForm
        key={type}
        type={type}
        registerTo={type === 'mentor' ? '/registerMentors' : '/registerBusiness'}
      />
    </AuthCard>
  );
}
