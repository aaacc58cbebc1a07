import { lazy } from 'react';
import { DownOutlined, LoadingOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { TSessionClaims } from '@praktika/contracts/auth';
import { clearSession } from '../../shared/lib/session.ts';
import { MenuButton, type MenuButtonItem } from '../../shared/ui/menu-button.tsx';
import { useMe, type TMe } from '../../features/accounts/api/use-me.ts';
import { useFileUrl } from '../../shared/hooks/use-file-url.ts';
import { usePendingSurveys } from '../../features/surveys/api/pending-surveys.ts';

// Only the drawer's stacked menus (a lazy chunk with antd already) use it: antd stays out of the home page's JS.
const Button = lazy(() => import('antd/es/button'));

/** The intern may use the programme's own pages only when the token says the profile is in order. */
export function internMayUseProgramme(claims: TSessionClaims): boolean {
  return claims.aboveOrUnderAge !== true && claims.updateRequired !== true && claims.updateFinished === true;
}

const initial = (...candidates: Array<string | null | undefined>) => {
  for (const c of candidates) if (c && c.trim()) return c.trim()[0]!.toUpperCase();
  return null;
};

type Claims = TSessionClaims & { email?: string };

/** The signed-in avatar menu, per role (PC §2). */
export function AccountMenu({ session }: { session: TSessionClaims }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useMe();
  const data: TMe | null | undefined = me.data;
  const claims = session as Claims;
  const photoUrl = useFileUrl(data?.photo);
  // Interns see their due surveys in the menu (organisations and mentors on their dashboard).
  const pendingSurveys =
    usePendingSurveys(session.role === 'intern' && internMayUseProgramme(session)).data?.totalDocs ?? 0;

  const fullName = [data?.firstName, data?.lastName].filter(Boolean).join(' ');
  const items: MenuButtonItem[] = [];
  let letter: string | null;
  if (session.role === 'intern') {
    letter = initial(data?.firstName, data?.email, claims.email);
    items.push({ key: '/resume', label: fullName || t('account.resume') });
    if (internMayUseProgramme(session)) {
      items.push(
        { key: '/applications', label: t('account.applications') },
        { key: '/internship', label: t('account.internship') },
        { key: '/myTrainings', label: t('account.myTrainings') },
        ...(data?.hasMentor ? [{ key: '/myMentor', label: t('account.myMentor') }] : []),
        ...(pendingSurveys > 0
          ? [{ key: '/surveys', label: t('account.surveys', { n: pendingSurveys }) }]
          : []),
        { key: '/opportunities', label: t('account.opportunities') },
        { key: '/trainings', label: t('account.trainings') },
      );
    } else if (session.aboveOrUnderAge === true) {
      // Interns past the programme's age keep only the resource library (PC §6): resume, resources, logout.
      items.push({ key: '/resources', label: t('account.resources') });
    }
    // Every intern, over the age limit too: download my data, delete my account.
    items.push({ key: '/account', label: t('account.privacy') });
  } else {
    letter = initial(
      session.role === 'business' ? data?.displayName : data?.firstName,
      data?.email,
      claims.email,
    );
    // Organisations and mentors: their name leads to their profile (/dashboard), like the intern's to the CV.
    const own = session.role === 'business' ? data?.displayName : fullName;
    items.push({
      key: '/dashboard',
      label:
        (session.role !== 'admin' && own) ||
        (session.role === 'business' ? t('account.profile') : t('account.dashboard')),
    });
  }
  items.push(
    { type: 'divider', key: 'divider' },
    { key: 'logout', label: t('account.logout'), danger: true },
  );

  const onSelect = (key: string) => {
    if (key === 'logout') {
      // Logout: clear all local storage (the language choice is kept) and go home.
      clearSession('logout');
      queryClient.clear();
      void navigate('/');
      return;
    }
    // opportunities and trainings open with a hint to scroll to the page's introduction
    const state = key === '/opportunities' || key === '/trainings' ? { scrollTo: 'about' } : undefined;
    void navigate(key, { state });
  };

  const loading = me.isLoading;
  const name = fullName || data?.displayName || t(`roles.${session.role}`);
  return (
    <MenuButton
      variant="text"
      testId="account-menu"
      busy={loading}
      ariaLabel={t('account.menuLabel', { name })}
      items={items}
      onSelect={onSelect}
      label={
        <>
          <span className="pk-avatar-circle" aria-hidden="true">
            {loading ? (
              <LoadingOutlined spin />
            ) : photoUrl ? (
              <img src={photoUrl} alt="" data-testid="account-avatar-photo" />
            ) : (
              (letter ?? <UserOutlined />)
            )}
          </span>
          <DownOutlined aria-hidden />
        </>
      }
    />
  );
}

const SIGN_IN = [
  { key: 'intern', to: '/login', state: undefined },
  { key: 'business', to: '/admin/login', state: { type: 'business' } },
  { key: 'mentor', to: '/admin/login', state: { type: 'mentor' } },
] as const;
const REGISTER = [
  { key: 'intern', to: '/register' },
  { key: 'business', to: '/registerBusiness' },
  { key: 'mentor', to: '/registerMentors' },
] as const;

/**
 * Signed out: "Sign in" and "Register", each for intern, business (organisation) and mentor.
 * Desktop: two menu buttons. Under 900 px (`stacked`): two labelled groups of full-width buttons.
 */
export function SignedOutMenus({
  stacked = false,
  onNavigate,
}: {
  stacked?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const signIn = (key: string) => {
    const item = SIGN_IN.find((i) => i.key === key)!;
    onNavigate?.();
    void navigate(item.to, item.state ? { state: item.state } : undefined);
  };
  const register = (key: string) => {
    onNavigate?.();
    void navigate(REGISTER.find((i) => i.key === key)!.to);
  };

  if (stacked) {
    return (
      <div className="pk-auth-stacked">
        <div role="group" aria-labelledby="pk-signin-heading">
          <p id="pk-signin-heading" className="pk-auth-heading">
            {t('auth.signIn')}
          </p>
          {SIGN_IN.map((i) => (
            <Button key={i.key} block onClick={() => signIn(i.key)}>
              {t(`auth.as.${i.key}`)}
            </Button>
          ))}
        </div>
        <div role="group" aria-labelledby="pk-register-heading">
          <p id="pk-register-heading" className="pk-auth-heading">
            {t('auth.register')}
          </p>
          {REGISTER.map((i) => (
            <Button
              key={i.key}
              block
              type="primary"
              ghost={i.key !== 'intern'}
              onClick={() => register(i.key)}
            >
              {t(`auth.as.${i.key}`)}
            </Button>
          ))}
        </div>
      </div>
    );
  }
  return (
    <div className="pk-auth-menus">
      <MenuButton
        testId="sign-in-menu"
        label={
          <>
            {t('auth.signIn')} <DownOutlined aria-hidden />
          </>
        }
        items={SIGN_IN.map((i) => ({ key: i.key, label: t(`auth.as.${i.key}`) }))}
        onSelect={signIn}
      />
      <MenuButton
        variant="primary"
        testId="register-menu"
        label={
          <>
            {t('auth.register')} <DownOutlined aria-hidden />
          </>
        }
        items={REGISTER.map((i) => ({ key: i.key, label: t(`auth.as.${i.key}`) }))}
        onSelect={register}
      />
    </div>
  );
}
