// Red flags answered in time (issue 22 §4): the admins' list in the API's order (overdue open reports first, then
// by deadline, the resolved last) with the time left or how long overdue; the reporter's own reports with their
// status; the labels in sq, sr and en.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import { paged, stubFetch } from '../../../../test/helpers.tsx';
import { renderShared } from '../../../shared/test/render.tsx';
import { setUpPageTests } from '../../../shared/test/page-test-setup.ts';
import { RedFlagsPage } from './red-flags-page.tsx';
import { MyReports } from '../components/my-reports.tsx';
import { timeToDeadline } from '../lib/deadline.tsx';
import sq from '../../../locales/sq/engagements.json';
import sr from '../../../locales/sr/engagements.json';
import en from '../../../locales/en/engagements.json';

const NOW = Date.parse('2026-11-27T17:00:00.000Z');
const HOUR = 3_600_000;
const INTERN = '1d2e3f4a-5b6c-4d7e-8f80-91a2b3c4d5e6';
const BUSINESS = '2e3f4a5b-6c7d-4e8f-9091-a2b3c4d5e6f7';

const flag = (id: string, name: string, over: Record<string, unknown>) => ({
  _id: id,
  reported: 'BUSINESS',
  application: { _id: 'app', type: 'JOB', title: 'Junior web developer' },
  mentorshipId: null,
  business: { _id: BUSINESS, businessName: name },
  intern: { _id: INTERN, internName: 'Drita', internLastName: 'Berisha', minor: false },
  reporter: { _id: INTERN, role: 'intern', name: 'Drita Berisha' },
  reasons: ['UNPAID_WORK'],
  reasonText: null,
  status: 'NEW',
  priority: 'NORMAL',
  internalNote: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

/** As the API answers an admin: overdue first, then by deadline, the resolved last. */
const FLAGS = [
  flag('f1', 'Overdue Two Days', {
    priority: 'HIGH',
    respondBy: new Date(NOW - 50 * HOUR).toISOString(),
    overdue: true,
  }),
  flag('f2', 'Overdue Hours', {
    status: 'IN_REVIEW',
    priority: 'HIGH',
    respondBy: new Date(NOW - 3 * HOUR - 60_000).toISOString(),
    overdue: true,
  }),
  flag('f3', 'Due Soon', { respondBy: new Date(NOW + 20 * 60_000).toISOString(), overdue: false }),
  flag('f4', 'Due Tomorrow', {
    priority: 'HIGH',
    respondBy: new Date(NOW + 23 * HOUR + 59 * 60_000).toISOString(),
    overdue: false,
  }),
  flag('f5', 'Due Next Week', { respondBy: new Date(NOW + 7 * 24 * HOUR).toISOString(), overdue: false }),
  flag('f6', 'Resolved One', { status: 'RESOLVED', respondBy: null, overdue: false }),
];

setUpPageTests({ role: 'admin', id: 'admin' });
beforeEach(() => {
  vi.spyOn(Date, 'now').mockReturnValue(NOW);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the time to a deadline', () => {
  it('days from two days on, hours from one, otherwise under an hour; overdue once passed', () => {
    const at = (ms: number) => new Date(NOW + ms).toISOString();
    expect(timeToDeadline(at(7 * 24 * HOUR), NOW)).toEqual({ overdue: false, unit: 'days', count: 7 });
    expect(timeToDeadline(at(48 * HOUR), NOW)).toEqual({ overdue: false, unit: 'days', count: 2 });
    expect(timeToDeadline(at(47 * HOUR + 59 * 60_000), NOW)).toEqual({
      overdue: false,
      unit: 'hours',
      count: 47,
    });
    expect(timeToDeadline(at(HOUR), NOW)).toEqual({ overdue: false, unit: 'hours', count: 1 });
    expect(timeToDeadline(at(59 * 60_000), NOW)).toEqual({ overdue: false, unit: 'underHour', count: 0 });
    expect(timeToDeadline(at(0), NOW)).toEqual({ overdue: true, unit: 'underHour', count: 0 });
    expect(timeToDeadline(at(-25 * HOUR), NOW)).toEqual({ overdue: true, unit: 'hours', count: 25 });
    expect(timeToDeadline(at(-72 * HOUR), NOW)).toEqual({ overdue: true, unit: 'days', count: 3 });
  });

  it('reads in sq, sr (with its three plural forms) and en', async () => {
    const i18n = createInstance();
    await i18n.init({
      lng: 'en',
      resources: { sq: { engagements: sq }, sr: { engagements: sr }, en: { engagements: en } },
      ns: ['engagements'],
      defaultNS: 'engagements',
      interpolation: { escapeValue: false },
    });
    const say = (lng: string, key: string, count: number) => i18n.getFixedT(lng)(key, { count });
    expect(say('en', 'redFlags.deadline.left.days', 1)).toBe('1 day left');
    expect(say('en', 'redFlags.deadline.overdue.hours', 3)).toBe('Overdue by 3 hours');
    expect(say('sq', 'redFlags.deadline.left.days', 5)).toBe('Mbeten 5 ditë');
    expect(say('sq', 'redFlags.deadline.overdue.hours', 1)).toBe('Me vonesë 1 orë');
    expect(say('sr', 'redFlags.deadline.left.hours', 1)).toBe('Još 1 sat');
    expect(say('sr', 'redFlags.deadline.left.hours', 3)).toBe('Još 3 sata');
    expect(say('sr', 'redFlags.deadline.left.hours', 5)).toBe('Još 5 sati');
    expect(say('sr', 'redFlags.deadline.overdue.days', 21)).toBe('Kasni 21 dan');
    expect(say('sr', 'reporterStatuses.NEW', 0)).toBe('Primljeno');
    expect(say('sq', 'reporterStatuses.NEW', 0)).toBe('I marrë');
  });
});

describe('the admins’ red-flag list', { timeout: 60_000 }, () => {
  it('shows overdue reports first, in the API’s order, with the time left or how long overdue; none for resolved', async () => {
    stubFetch((url) => {
      if (url.startsWith('/api/redflags?')) return paged('redFlags', FLAGS);
      if (url.startsWith('/api/businesses?')) return paged('businesses', []);
      return undefined;
    });
    renderShared(<RedFlagsPage />, '/dashboard/redFlags');
    await screen.findAllByText('Overdue Two Days');
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Answer by' })).toBeInTheDocument();
    const rows = within(table)
      .getAllByRole('row')
      .filter((r) => r.querySelector('td'));
    const names = [
      'Overdue Two Days',
      'Overdue Hours',
      'Due Soon',
      'Due Tomorrow',
      'Due Next Week',
      'Resolved One',
    ];
    expect(rows.map((r) => names.find((n) => r.textContent?.includes(n)))).toEqual(names);
    const labels = [
      'Overdue by 2 days',
      'Overdue by 3 hours',
      'Under an hour left',
      '23 hours left',
      '7 days left',
    ];
    labels.forEach((label, i) => expect(within(rows[i]!).getByText(label)).toBeInTheDocument());
    // the overdue ones stand out
    expect(within(rows[0]!).getByTestId('redflag-overdue')).toHaveTextContent('Overdue by 2 days');
    expect(within(rows[2]!).queryByTestId('redflag-overdue')).toBeNull();
    // resolved: no deadline
    expect(within(rows[5]!).getByLabelText('No deadline (resolved)')).toHaveTextContent('—');
    for (const label of labels) expect(within(rows[5]!).queryByText(label)).toBeNull();
  });
});

describe('the reporter’s own reports', { timeout: 60_000 }, () => {
  it('show received, in review and resolved, without the admins’ fields; nothing when none (hideWhenEmpty)', async () => {
    const mine = FLAGS.slice(0, 3).map((f, i) => ({
      ...f,
      status: (['NEW', 'IN_REVIEW', 'RESOLVED'] as const)[i],
      priority: undefined,
      internalNote: undefined,
      respondBy: undefined,
      overdue: undefined,
    }));
    stubFetch((url) => (url.startsWith('/api/redflags?') ? paged('redFlags', mine) : undefined));
    renderShared(<MyReports hideWhenEmpty />);
    await screen.findByTestId('report-f1');
    const list = screen.getByTestId('my-reports');
    expect(within(list).getByRole('heading', { name: 'Your reports' })).toBeInTheDocument();
    expect(within(screen.getByTestId('report-f1')).getByText('Received')).toBeInTheDocument();
    expect(within(screen.getByTestId('report-f2')).getByText('In review')).toBeInTheDocument();
    expect(within(screen.getByTestId('report-f3')).getByText('Resolved')).toBeInTheDocument();
    expect(list).not.toHaveTextContent(/ left|Overdue by|High/);
  });

  it('an intern who never reported sees nothing', async () => {
    const calls = stubFetch((url) => (url.startsWith('/api/redflags?') ? paged('redFlags', []) : undefined));
    const { container } = renderShared(<MyReports hideWhenEmpty />);
    await vi.waitFor(() => expect(calls.length).toBeGreaterThan(0));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('my-reports')).toBeNull();
    expect(container.querySelector('.pk-report-earlier')).toBeNull();
  });
});
