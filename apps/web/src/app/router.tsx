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
 * scope (theme, locale, toasts) loads with the first of them and is mounted app-wide (shared/ui/antd-loader.tsx); and
 * every language's texts (i18n.ts: only the default one is in the entry).
 */
const page = (load: () => Promise<{ default: React.ComponentType }>) => ({
  lazy: async () => {
    const [{ default: Component }] = await Promise.all([load(), activateAntdScope(), allLanguagesReady()]);
    return { Component };
  },
});

/** The home page is the one page without antd (its antd parts below the fold bring their own scope). */
const HOME_ROUTE: RouteObject = {
  index: true,
  lazy: async () => ({ Component: (await import('../features/home/pages/home-page.tsx')).default }),
};

const publicRoutes: RouteObject[] = [
  HOME_ROUTE,
  // Sign-in, registration, confirmation and passwords
  { path: 'login', ...page(() => import('../features/auth/pages/intern-login-page.tsx')) },
  { path: 'admin/login', ...page(() => import('../features/auth/pages/staff-login-page.tsx')) },
  { path: 'register', ...page(() => import('../features/auth/pages/register-intern-page.tsx')) },
  { path: 'registerBusiness', ...page(() => import('../features/auth/pages/register-business-page.tsx')) },
  { path: 'registerMentors', ...page(() => import('../features/auth/pages/register-mentor-page.tsx')) },
  { path: 'confirm', ...page(() => import('../features/auth/pages/confirm-page.tsx')) },
  { path: 'confirm-email/:token', ...page(() => import('../features/auth/pages/confirm-page.tsx')) },
  { path: 'forgot-user-password', ...page(() => import('../features/auth/pages/forgot-password-page.tsx')) },
  { path: 'reset-password/:token', ...page(() => import('../features/auth/pages/reset-password-page.tsx')) },
  { path: 'resetBusinessPassword', ...page(() => import('../features/auth/pages/reset-by-query-page.tsx')) },
  // Public sections and the intern's own pages (filled by later areas)
  {
    path: 'opportunitiesinterships',
    ...page(() => import('../features/opportunities/pages/jobs-list-page.tsx')),
  },
  {
    path: 'opportunitiestraining',
    ...page(() => import('../features/opportunities/pages/trainings-list-page.tsx')),
  },
  { path: 'resources', ...page(() => import('../features/public/pages/resources-page.tsx')) },
  { path: 'resources/:id', ...page(() => import('../features/public/pages/resource-page.tsx')) },
  { path: 'mentorship', ...page(() => import('../features/public/pages/mentorship-page.tsx')) },
  { path: 'articles', ...page(() => import('../features/articles/pages/articles-page.tsx')) },
  { path: 'articles/:id', ...page(() => import('../features/articles/pages/article-page.tsx')) },
  { path: 'privacyPolicy', ...page(() => import('../features/public/pages/privacy-page.tsx')) },
  { path: 'jobs/:id', ...page(() => import('../features/opportunities/pages/job-page.tsx')) },
  { path: 'trainings/:id', ...page(() => import('../features/opportunities/pages/training-page.tsx')) },
  { path: 'mobilesurvey', ...page(() => import('../features/surveys/pages/mobile-survey-page.tsx')) },
  { path: 'resume', ...page(() => import('../features/resume/pages/resume-page.tsx')) },
  { path: 'account', ...page(() => import('../features/account/pages/account-page.tsx')) },
  { path: 'applications', ...page(() => import('../features/opportunities/pages/applications-page.tsx')) },
  { path: 'internship', ...page(() => import('../features/opportunities/pages/internship-page.tsx')) },
  { path: 'myTrainings', ...page(() => import('../features/opportunities/pages/my-trainings-page.tsx')) },
  { path: 'surveys', ...page(() => import('../features/surveys/pages/intern-surveys-page.tsx')) },
  { path: 'surveys/:id', ...page(() => import('../features/surveys/pages/intern-survey-page.tsx')) },
  { path: 'myMentor', ...page(() => import('../features/mentoring/pages/my-mentor-page.tsx')) },
  { path: 'opportunities', ...page(() => import('../features/opportunities/pages/matched-list-page.tsx')) },
  { path: 'trainings', ...page(() => import('../features/opportunities/pages/matched-trainings-page.tsx')) },
  { path: '*', ...page(() => import('../features/public/pages/not-found-page.tsx')) },
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
        path: '/dashboard/*',
        errorElement: <RouteError />,
        ...page(() => import('../features/dashboard/dashboard-root.tsx')),
      },
      { path: '/', element: <PublicLayout />, errorElement: <RouteError />, children: publicRoutes },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
