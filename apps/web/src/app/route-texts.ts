import type { TLazyNamespace } from '../shared/lib/lazy-locales.ts';
import { addNamespaces } from '../shared/lib/locale-files.ts';
import { DASHBOARD_NAMESPACES } from './dashboard/dashboard-namespaces.ts';

/**
 * The namespaces outside the entry (shared/lib/lazy-locales.ts) that each route's pages read, by the route's path
 * in app/router.tsx: its `lazy` loads them in every language with the page's chunk, so a page never renders before
 * its texts. A page that reads another namespace adds it here (a missing one shows keys instead of texts).
 */
export const ROUTE_TEXTS: Record<string, readonly TLazyNamespace[]> = {
  '/dashboard/*': DASHBOARD_NAMESPACES,
  login: ['auth'],
  'admin/login': ['auth'],
  register: ['auth'],
  registerBusiness: ['auth'],
  registerMentors: ['auth'],
  confirm: ['auth'],
  'confirm-email/:token': ['auth'],
  'forgot-user-password': ['auth'],
  'reset-password/:token': ['auth'],
  'guardian-consent/:token': ['auth'],
  resetBusinessPassword: ['auth'],
  opportunitiesinterships: ['opportunities'],
  opportunitiestraining: ['opportunities'],
  resources: ['resources'],
  'resources/:id': ['resources'],
  mentorship: ['publicMentors'],
  articles: ['articles'],
  'articles/:id': ['articles'],
  'jobs/:id': ['files', 'opportunities'],
  'trainings/:id': ['files', 'opportunities'],
  myMentor: ['files', 'meetings', 'mentoring'],
  mobilesurvey: ['surveyAnswer', 'surveys'],
  resume: ['files', 'resume'],
  account: ['privacy'],
  applications: ['opportunities'],
  internship: ['certificates', 'engagements', 'mentoring', 'opportunities', 'stipends'],
  myTrainings: ['certificates', 'engagements', 'mentoring', 'opportunities'],
  surveys: ['surveyAnswer', 'surveys'],
  'surveys/:id': ['surveyAnswer', 'surveys'],
  opportunities: ['opportunities'],
  trainings: ['opportunities'],
};

/** The dashboard's texts come in one chunk (dashboard-texts.ts); every other route's namespace by namespace. */
export const loadRouteTexts = (path: string): Promise<void> =>
  path === '/dashboard/*'
    ? import('./dashboard/dashboard-texts.ts').then(() => undefined)
    : addNamespaces(ROUTE_TEXTS[path] ?? []);
