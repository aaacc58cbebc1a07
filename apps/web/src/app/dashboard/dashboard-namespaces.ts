import type { TLazyNamespace } from '../../shared/lib/lazy-locales.ts';

/**
 * The texts the dashboard's pages read, loaded with its route (app/router.tsx) in every language: the dashboard is
 * one chunk (app/dashboard/dashboard-root.tsx), so its namespaces load together. A module of its own, so the router
 * names them without importing the dashboard.
 */
export const DASHBOARD_NAMESPACES: readonly TLazyNamespace[] = [
  'admin',
  'articles',
  'auth',
  'banners',
  'certificates',
  'dashboard',
  'documents',
  'editor',
  'engagements',
  'files',
  'meetings',
  'mentorAdmin',
  'mentoring',
  'opportunities',
  'postings',
  'privacy',
  'profile',
  'publicMentors',
  'resources',
  'stipends',
  'surveyAnswer',
  'surveyStats',
  'surveys',
  'users',
];
