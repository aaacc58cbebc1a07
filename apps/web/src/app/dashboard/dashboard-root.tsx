import { Navigate, Route, Routes, useLocation } from 'react-router';
import { sessionEndReason, useSession } from '../../shared/lib/session.ts';
import { PageLoader } from '../../shared/ui/page-loader.tsx';
import { dashboardOf, type DashboardRole } from './dashboard-routes.tsx';
import { DashboardLayout } from './dashboard-layout.tsx';
import { DashboardSlots } from '../slots/dashboard-slots.tsx';
import { AdminStatisticsPage } from '../../features/statistics/pages/admin-statistics-page.tsx';
import { ProfilePage } from './profile-landing.tsx';
import { SectionPage } from './section-page.tsx';
import { DashboardNotFound } from './dashboard-not-found.tsx';
import './dashboard.css';

/** Remembers (for this tab) which staff door the last dashboard user came through, to send them back to it. */
const LAST_ROLE_KEY = 'praktika.lastDashboardRole';

function loginRedirect(): { to: string; state?: { type: 'business' | 'mentor' } } {
  let last: string | null = null;
  try {
    last = sessionStorage.getItem(LAST_ROLE_KEY);
  } catch {
    /* storage unavailable */
  }
  if (last === 'mentor') return { to: '/admin/login', state: { type: 'mentor' } };
  if (last === 'admin' || last === 'business') return { to: '/admin/login', state: { type: 'business' } };
  return { to: '/login' };
}

/**
 * /dashboard/*: the back office of admins, businesses and mentors. Guards: no session -> the login
 * (the staff login when this tab last had a staff session); interns -> home; unknown child -> in-dashboard not-found.
 */
export default function DashboardRoot() {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    // Logout and session expiry navigate on their own (to / and /login): do not race them.
    const reason = sessionEndReason();
    if (reason === 'logout' || reason === 'expired') return <PageLoader fullScreen />;
    const { to, state } = loginRedirect();
    return <Navigate to={to} replace state={{ ...state, from: location.pathname }} />;
  }
  if (session.role === 'intern') return <Navigate to="/" replace />;
  const role: DashboardRole = session.role;
  try {
    sessionStorage.setItem(LAST_ROLE_KEY, role);
  } catch {
    /* storage unavailable */
  }

  const landing = role === 'admin' ? <AdminStatisticsPage /> : <ProfilePage session={session} />;
  // One table (dashboard-routes.tsx), filtered by the role and the policy, gives the menu and the routes.
  const groups = dashboardOf(role);
  return (
    <DashboardLayout role={role} groups={groups}>
      <DashboardSlots>
        <Routes>
          {groups
            .flatMap((g) => g.sections)
            .map((section) =>
              section.path === '' ? (
                <Route key="index" index element={landing} />
              ) : (
                <Route
                  key={section.path}
                  path={section.path}
                  element={
                    section.redirect ? (
                      <Navigate to={`/dashboard/${section.redirect}`} replace />
                    ) : (
                      (section.element ?? <SectionPage sectionKey={section.key} />)
                    )
                  }
                />
              ),
            )}
          <Route path="*" element={<DashboardNotFound />} />
        </Routes>
      </DashboardSlots>
    </DashboardLayout>
  );
}
