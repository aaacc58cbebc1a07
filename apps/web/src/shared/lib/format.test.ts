import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, numberFormat } from './format.ts';

const CASES: [number, Intl.NumberFormatOptions][] = [
  [0.125, { style: 'percent', maximumFractionDigits: 1 }],
  [-0.5, { maximumFractionDigits: 2, signDisplay: 'exceptZero' }],
  [1234.5, { maximumFractionDigits: 1 }],
  [12345.5, { maximumFractionDigits: 1 }],
  [1234567, {}],
  [3, {}],
];

describe('numberFormat', () => {
  afterEach(() => vi.restoreAllMocks());

  it('formats in the language: Albanian and Serbian with a decimal comma, English with a point', () => {
    expect(numberFormat('sq', { style: 'percent', maximumFractionDigits: 1 })(0.125)).toBe('12,5%');
    expect(numberFormat('sr', { style: 'percent', maximumFractionDigits: 1 })(0.125)).toBe('12,5%');
    expect(numberFormat('en', { style: 'percent', maximumFractionDigits: 1 })(0.125)).toBe('12.5%');
    expect(numberFormat('sr')(1234.5)).toBe('1.234,5');
  });

  it('without Albanian data in the browser (Debian Chromium) gives what Albanian data gives', () => {
    const real = CASES.map(([n, o]) => numberFormat('sq', o)(n));
    expect(real).toEqual(['12,5%', '-0,5', '1234,5', '12\u00a0345,5', '1\u00a0234\u00a0567', '3']);
    vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf').mockReturnValue([]);
    expect(CASES.map(([n, o]) => numberFormat('sq', o)(n))).toEqual(real);
  });

  it('dates stay DD/MM/YYYY', () => {
    expect(formatDate('2026-03-05')).toBe('05/03/2026');
    expect(formatDate('nonsense')).toBe('');
  });
});
