import { createBrowserRouter, type RouteObject } from 'react-router';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RouteError } from './route-error.tsx';
import { RootShell } from './root-shell.tsx';
import { PageLoader } from '../shared/ui/page-loader.tsx';
import { activateAntdScope, setAntdScopeLoader } from '../shared/ui/antd-loader.tsx';
import { allLanguagesReady } from './i18n.ts';

// antd's theme, locale and toasts: a chunk of their own, loaded by the first page that uses antd
setAntdScopeLoader(() => import('./antd-scope.tsx').then((m) => m.AntdScope));

/**
 * Lazy route: each page is its own chunk; the dashboard never loads on public pages. Pages use antd: antd's
 * scope (theme, locale, toasts) loads with the first of them and is mounted app-wide (shared/ui/antd-loader.tsx);
 * every language's texts (i18n.ts: only the default one is in the entry); and the namespaces the page reads that are
 * not in the entry (app/route-texts.ts), so a page never renders before its texts.
 */
const page = (path: string, load: () => Promise<{ default: React.ComponentType }>) => ({
  path,
  lazy: async () => {
    const [{ default: Component }] = await Promise.all([
      load(),
      activateAntdScope(),
      allLanguagesReady(),
      loadRouteTexts(path),
    ]);
    return { Component };
  },
});

/** The route's namespaces not in the entry (app/route-texts.ts, a chunk of its own: the lists stay out of the entry). */
const loadRouteTexts = (path: string) => import('./route-texts.ts').then((m) => m.loadRouteTexts(path));

/** The home page is the one page without antd (its antd parts below the fold bring their own scope). */
const HOME_ROUTE: RouteObject = {
  index: true,
  lazy: async () => ({ Component: (await import('./routes/home-route.tsx')).default }),
};

const publicRoutes: RouteObject[] = [
  HOME_ROUTE,
  // Sign-in, registration, confirmation and passwords
  page('login', () => import('../features/accounts/pages/intern-login-page.tsx')),
  page('admin/login', () => import('../features/accounts/pages/staff-login-page.tsx')),
  page('register', () => import('../features/accounts/pages/register-intern-page.tsx')),
  page('registerBusiness', () => import('../features/accounts/pages/register-business-page.tsx')),
  page('registerMentors', () => import('../features/accounts/pages/register-mentor-page.tsx')),
  page('confirm', () => import('../features/accounts/pages/confirm-page.tsx')),
  page('confirm-email/:token', () => import('../features/accounts/pages/confirm-page.tsx')),
  page('forgot-user-password', () => import('../features/accounts/pages/forgot-password-page.tsx')),
  page('reset-password/:token', () => import('../features/accounts/pages/reset-password-page.tsx')),
  page('guardian-consent/:token', () => import('../features/accounts/pages/guardian-consent-page.tsx')),
  page('resetBusinessPassword', () => import('../features/accounts/pages/reset-by-query-page.tsx')),
  // Public sections and the intern's own pages (filled by later areas)
  page('opportunitiesinterships', () => import('../features/opportunities/pages/jobs-list-page.tsx')),
  page('opportunitiestraining', () => import('../features/opportunities/pages/trainings-list-page.tsx')),
  page('resources', () => import('../features/content/pages/resources-page.tsx')),
  page('resources/:id', () => import('../features/content/pages/resource-page.tsx')),
  page('mentorship', () => import('../features/content/pages/mentorship-page.tsx')),
  page('articles', () => import('../features/content/pages/articles-page.tsx')),
  page('articles/:id', () => import('../features/content/pages/article-page.tsx')),
  page('privacyPolicy', () => import('../features/content/pages/privacy-page.tsx')),
  page('jobs/:id', () => import('../features/opportunities/pages/job-page.tsx')),
  page('trainings/:id', () => import('../features/opportunities/pages/training-page.tsx')),
  page('mobilesurvey', () => import('../features/surveys/intern/mobile-survey-page.tsx')),
  page('resume', () => import('../features/cv/pages/resume-page.tsx')),
  page('account', () => import('../features/accounts/pages/account-page.tsx')),
  page('applications', () => import('../features/opportunities/pages/applications-page.tsx')),
  page('internship', () => import('./routes/internship-route.tsx')),
  page('myTrainings', () => import('./routes/my-trainings-route.tsx')),
  page('surveys', () => import('../features/surveys/intern/intern-surveys-page.tsx')),
  page('surveys/:id', () => import('../features/surveys/intern/intern-survey-page.tsx')),
  page('myMentor', () => import('../features/mentoring/intern/my-mentor-page.tsx')),
  page('opportunities', () => import('../features/opportunities/pages/matched-list-page.tsx')),
  page('trainings', () => import('../features/opportunities/pages/matched-trainings-page.tsx')),
  page('*', () => import('./not-found-page.tsx')),
];

/**
 * One root (session watching, scroll handling) over the public site and the dashboard. The dashboard
 * (its own layout, role guard and child routes) is one lazy chunk that public pages never load.
 */
export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader fullScreen />,
    children: [
      {
        errorElement: <RouteError />,
        ...page('/dashboard/*', () => import('./dashboard/dashboard-root.tsx')),
      },
      { path: '/', element: <PublicLayout />, errorElement: <RouteError />, children: publicRoutes },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
