import { onTestFinished, vi } from 'vitest';
import { screen } from '@testing-library/react';
import {
  REPORT_RESPONSE_KEYS,
  REPORTS,
  type TReport,
  type TReportResult,
  type TReportRow,
} from '@praktika/contracts/reports';
import {
  answerWith,
  catalogueLists,
  ok,
  paged,
  type StubAnswer,
  type StubbedCall,
  type StubHandler,
} from '../../../../test/helpers.tsx';

export const MUN1 = '7a1b2c3d-4e5f-4a6b-8c7d-000000000010';
export const MUN2 = '7a1b2c3d-4e5f-4a6b-8c7d-000000000011';
export const SKILL = '7a1b2c3d-4e5f-4a6b-8c7d-000000000020';
export const CATEGORY = '7a1b2c3d-4e5f-4a6b-8c7d-000000000030';
export const ETHNICITY = '7a1b2c3d-4e5f-4a6b-8c7d-000000000040';
export const HEALTH = '7a1b2c3d-4e5f-4a6b-8c7d-000000000050';
export const BUSINESS_TYPE = '7a1b2c3d-4e5f-4a6b-8c7d-000000000060';
export const ORG = '7a1b2c3d-4e5f-4a6b-8c7d-000000000070';

export const path = (url: string) => new URL(url, 'http://x').pathname;
export const location = () => screen.getByTestId('location').textContent ?? '';

/** The report that a call asks (`/api/reports/<report>`), or null for any other call. */
export const reportOf = (c: StubbedCall): TReport | null => {
  const m = /^\/api\/reports\/(\w+)$/.exec(path(c.url));
  return m && (REPORTS as readonly string[]).includes(m[1]!) ? (m[1] as TReport) : null;
};
export const reportCalls = (calls: StubbedCall[], report?: TReport) =>
  calls.filter((c) => c.method === 'POST' && reportOf(c) && (!report || reportOf(c) === report));
export const bodyOf = (c: StubbedCall) => c.body as Record<string, unknown>;

const tri = (en: string, sq = en, sr = en) => ({ en, sq, sr });
const row = (key: string, label: ReturnType<typeof tri>, count: number): TReportRow => ({
  key,
  label,
  count,
});

/** The exact breakdown every chart gets, unless `results` says otherwise. */
export const EXACT: Omit<TReportResult, 'type'> = {
  total: 75,
  rows: [
    row(MUN1, tri('Prishtina', 'Prishtinë', 'Priština'), 40),
    row(MUN2, tri('Peja', 'Pejë', 'Peć'), 30),
    row('UNSPECIFIED', tri('Unspecified', 'E pacaktuar', 'Neodređeno'), 5),
  ],
};

/** The same through the small-numbers rule: the small row and the next smallest hidden, the total shown. */
export const SHAREABLE: Omit<TReportResult, 'type'> = {
  total: 75,
  rows: [
    row(MUN1, tri('Prishtina', 'Prishtinë', 'Priština'), 40),
    { ...row(MUN2, tri('Peja', 'Pejë', 'Peć'), 0), count: null, suppressed: true },
    { ...row('UNSPECIFIED', tri('Unspecified'), 0), count: null, suppressed: true },
  ],
  suppressed: { below: 10, rows: 2, total: 'shown' },
};

/** The breakdown the two untyped reports answer with (the API's choice). */
const UNTYPED: Partial<Record<TReport, string>> = { internships: 'BY_STATUS', programmeinfo: 'BY_STAGE' };

/**
 * Answers every report (`POST /api/reports/<report>`, `view` in the body) with `results(report, type, view)` or the
 * exact / shareable breakdown, the counts, the catalogues and the organisation select's list.
 */
export function statisticsApi(
  results: (
    report: TReport,
    type: string | undefined,
    view: string,
  ) => Omit<TReportResult, 'type'> | undefined = () => undefined,
  extra: StubHandler = () => undefined,
): StubHandler {
  return answerWith(
    extra,
    (url, init) => {
      if (init?.method !== 'POST') return undefined;
      if (path(url) === '/api/reports/counts')
        return ok({
          counts: {
            internCount: 1234,
            businessCount: 56,
            mentorCount: 7,
            applicationCount: 20500,
            jobCount: 89,
            trainingCount: 0,
          },
        });
      const m = /^\/api\/reports\/(\w+)$/.exec(path(url));
      if (!m || !(REPORTS as readonly string[]).includes(m[1]!)) return undefined;
      const report = m[1] as TReport;
      const body = JSON.parse(String(init.body)) as { type?: string; view?: string };
      const view = body.view ?? 'exact';
      const result = results(report, body.type, view) ?? (view === 'shareable' ? SHAREABLE : EXACT);
      return ok({ [REPORT_RESPONSE_KEYS[report]]: { type: body.type ?? UNTYPED[report], ...result } });
    },
    catalogueLists({
      municipalities: [
        { _id: MUN1, enName: 'Prishtina', sqName: 'Prishtinë', srName: 'Priština' },
        { _id: MUN2, enName: 'Peja', sqName: 'Pejë', srName: 'Peć' },
      ],
      skills: [{ _id: SKILL, enName: 'Drawing', sqName: 'Vizatim', srName: 'Crtanje' }],
    }),
    (url) => {
      if (path(url) === '/api/businesses')
        return paged('businesses', [{ _id: ORG, businessName: 'Kodra Tech' }]);
      if (path(url) === `/api/businesses/${ORG}`)
        return ok({ business: { _id: ORG, businessName: 'Kodra Tech' } });
      return undefined;
    },
  );
}

/** A file answer of an export. */
export const fileAnswer = (
  name?: string,
  type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
): StubAnswer => ({
  status: 200,
  body: 'PK-spreadsheet',
  headers: {
    'content-type': type,
    ...(name ? { 'content-disposition': `attachment; filename="${name}"` } : {}),
  },
});

/**
 * Catches the files the page saves (`saveBlob` clicks a link with `download`): their names, in order. Object URLs
 * are stubbed for jsdom.
 */
export function catchDownloads(): string[] {
  const saved: string[] = [];
  const urls = URL as unknown as Record<string, unknown>;
  urls.createObjectURL = () => 'blob:file';
  urls.revokeObjectURL = () => undefined;
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (this.download) saved.push(this.download);
  });
  onTestFinished(() => {
    delete urls.createObjectURL;
    delete urls.revokeObjectURL;
    click.mockRestore();
  });
  return saved;
}

/**
 * Holds the answer to the next call whose URL `matches` until `release()`: the test sees the state while it runs.
 * Later calls are answered at once.
 */
export function holdCalls(matches: (url: string) => boolean) {
  type Fetch = (input: string, init?: RequestInit) => Promise<Response>;
  const fetchStub = vi.mocked(globalThis.fetch as unknown as Fetch);
  const plain = fetchStub.getMockImplementation()!;
  let release = () => undefined as void;
  let holding = true;
  fetchStub.mockImplementation(async (input: string, init?: RequestInit) => {
    const res = await plain(input, init);
    if (holding && matches(String(input))) {
      holding = false;
      await new Promise<void>((r) => (release = r));
    }
    return res;
  });
  return { release: () => release() };
}

/** The rows of a table (each row's cells' text). */
export const rowsOf = (table: HTMLElement) =>
  [...table.querySelectorAll('tbody tr')].map((tr) =>
    [...tr.querySelectorAll('th,td')].map((c) => c.textContent?.trim()),
  );

/** The table alternative whose caption is `caption` (hidden or shown). */
export const tableOf = (caption: string) => {
  const found = screen.getAllByText(caption).find((el) => el.tagName === 'CAPTION');
  if (!found) throw new Error(`no table "${caption}"`);
  return found.closest('table')!;
};
