import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../src/app/i18n.ts';
import { downloadCvPdf } from '../src/features/cv/api/cv.ts';
import { exportReport } from '../src/features/statistics/api/reports.ts';
import { downloadRun } from '../src/features/stipends/api/stipends.ts';
import { readerLanguage } from '../src/shared/lib/reader-language.ts';
import { downloadWithToken } from '../src/shared/lib/upload.ts';
import { stubFetch } from './helpers.tsx';

/*
 * Issue 22 §1: documents (the CV PDF, the certificate, the exports) are asked in the interface's language, so a
 * reader of the Cyrillic interface gets them in Cyrillic (sr-Cyrl), while data calls keep sending the data
 * language (sr).
 */

const file = { body: {}, headers: { 'content-type': 'application/octet-stream' } };
const headerOf = (init: RequestInit | undefined) =>
  (init?.headers as Record<string, string> | undefined)?.['Accept-Language'];

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
  );
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('documents in the reader’s language', () => {
  it('readerLanguage is the interface language, sr-Cyrl included', async () => {
    await i18n.changeLanguage('sr-Cyrl');
    expect(readerLanguage()).toBe('sr-Cyrl');
    await i18n.changeLanguage('sr');
    expect(readerLanguage()).toBe('sr');
  });

  it('the CV PDF, a report export and the bank file ask in sr-Cyrl when the interface is Cyrillic', async () => {
    await i18n.changeLanguage('sr-Cyrl');
    const calls = stubFetch(() => file);
    await downloadCvPdf('i1', readerLanguage());
    await exportReport('interns', { format: 'xlsx' } as Parameters<typeof exportReport>[1]);
    await downloadRun({ _id: 'r1', month: '2026-10-01' } as Parameters<typeof downloadRun>[0], 'csv');
    expect(calls.map((c) => c.url)).toEqual([
      '/api/interns/i1/cv?language=sr-Cyrl',
      '/api/reports/interns/export',
      '/api/stipends/runs/r1/export?format=csv',
    ]);
    expect(calls.slice(1).map((c) => headerOf(c.init))).toEqual(['sr-Cyrl', 'sr-Cyrl']);
  });

  it('without a language a download keeps the data language (sr for the Cyrillic interface)', async () => {
    await i18n.changeLanguage('sr-Cyrl');
    const calls = stubFetch(() => file);
    await downloadWithToken('/api/me/export', 'data.zip');
    expect(headerOf(calls[0]!.init)).toBe('sr');
  });
});
