/** The public top navigation: route links (highlighted when current) and scroll links to home-page sections. */
export const ROUTE_LINKS = [
  { to: '/', key: 'home', end: true },
  { to: '/opportunitiesinterships', key: 'internships', end: false },
  { to: '/opportunitiestraining', key: 'trainings', end: false },
  { to: '/resources', key: 'resources', end: false },
  { to: '/mentorship', key: 'mentorship', end: false },
  { to: '/articles', key: 'articles', end: false },
] as const;

/** Scroll links to sections of the home page; FAQ is also labelled Demo under the Info menu. */
export const SECTION_LINKS = [
  { hash: 'about', key: 'about' },
  { hash: 'contact', key: 'contact' },
  { hash: 'faq', key: 'faq' },
] as const;

export const INFO_LINKS = [
  { hash: 'faq', key: 'demo' },
  { hash: 'about', key: 'about' },
  { hash: 'contact', key: 'contact' },
] as const;
