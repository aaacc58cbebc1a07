import { useState } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getSession } from '../../../shared/lib/session.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';

/** /login: interns sign in here. */
export default function InternLoginPage() {
  const { t } = useTranslation('auth');
  usePageTitle('auth:login.internTitle');
  // Only a session that existed when the page opened sends the visitor home; a fresh sign-in navigates itself.
  const [signedIn] = useState(() => getSession() !== null);
  if (signedIn) return <Navigate to="/" replace />;
  return (
    <AuthCard title={t('login.internTitle')} intro={t('login.internIntro')}>
      <LoginForm type="intern" registerTo="/register" />
    </AuthCard>
  );
}
