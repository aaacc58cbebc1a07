import { useState } from 'react';
import { Segmented } from 'antd';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getSession } from '../../../shared/lib/session.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { STAFF_TABS, staffAccountType, staffTabFrom, type TStaffTab } from '../lib/after-sign-in.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useMediaQuery } from '../../../shared/hooks/use-media-query.ts';

const REGISTER: Partial<Record<TStaffTab, string>> = {
  business: '/registerBusiness',
  mentor: '/registerMentors',
};

/**
 * /admin/login: tabs for organisations, mentors and administrators (navigation state `type` picks one; opened
 * directly, administrator). Admins and organisations share the business login API. Switching tabs keeps
 * what was typed.
 */
export default function StaffLoginPage() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const [signedIn] = useState(() => getSession() !== null);
  // Three tabs side by side cut "Organisation" and "Administrator" on narrow phones: stack them there.
  const narrow = useMediaQuery('(max-width: 419.98px)');
  const [chosen, setChosen] = useState<{ from: unknown; tab: TStaffTab } | null>(null);
  // The menu may navigate here again with another type: navigation state wins over an earlier choice.
  const tab = chosen && chosen.from === location.state ? chosen.tab : staffTabFrom(location.state);
  usePageTitle(`auth:login.${tab}Title`);
  if (signedIn) return <Navigate to="/" replace />;
  return (
    <AuthCard title={t(`login.${tab}Title`)} intro={t(`login.${tab}Intro`)}>
      <div role="group" aria-label={t('fields.accountType')} style={{ marginBottom: 24 }}>
        <Segmented<TStaffTab>
          block
          vertical={narrow}
          value={tab}
          onChange={(next) => setChosen({ from: location.state, tab: next })}
          options={STAFF_TABS.map((value) => ({ value, label: t(`accountTypes.${value}`) }))}
        />
      </div>
      {/* One form for every tab, so what was typed stays when switching. */}
      <LoginForm type={staffAccountType(tab)} forgotType={tab} registerTo={REGISTER[tab]} />
    </AuthCard>
  );
}
