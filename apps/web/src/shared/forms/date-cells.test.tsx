import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { isValidElement } from 'react';
import { LANGUAGES } from '@praktika/contracts/common';
import { greyOutDays } from './date-cells.tsx';

const locales = import.meta.glob<{ default: Record<string, Record<string, string> | string> }>(
  '../../locales/*/{auth,validation}.json',
  { eager: true },
);
const text = (lang: string, ns: string) => locales[`../../locales/${lang}/${ns}.json`]!.default;

describe('greyOutDays (refused days stay typeable, so the form says why)', () => {
  const render = greyOutDays((day) => day < '2026-05-10');
  const cell = <div className="ant-picker-cell-inner">9</div>;
  it('marks a refused day, and leaves other days and other panels alone', () => {
    const out = render(dayjs('2026-05-09'), { type: 'date', originNode: cell });
    expect(isValidElement<{ className: string }>(out) && out.props.className).toBe(
      'ant-picker-cell-inner pk-day-out',
    );
    expect(render(dayjs('2026-05-10'), { type: 'date', originNode: cell })).toBe(cell);
    expect(render(dayjs('2026-05-09'), { type: 'month', originNode: cell })).toBe(cell);
  });
});

describe('the date fields’ own messages, in every language', () => {
  it.each(LANGUAGES)('%s: past, order, limit and format each have a text', (lang) => {
    const v = text(lang, 'validation') as Record<string, string>;
    for (const code of ['invalidDate', 'pastDate', 'startAfterEnd', 'endBeforeStart', 'deadlinePush'])
      expect(v[code], `${lang}:${code}`).toBeTruthy();
    // the order messages never speak of the future (a training or an internship ends in the future)
    expect(v.startAfterEnd).not.toBe(v.validStartDate);
    expect(v.endBeforeStart).not.toBe(v.validEndDate);
  });

  it.each(LANGUAGES)(
    '%s: the birth-date hint names the format the placeholder shows (DD/MM/YYYY)',
    (lang) => {
      const hint = (text(lang, 'auth').register as Record<string, string>).birthdateHint!;
      expect(hint).toContain('DD/MM/YYYY');
      expect(hint).not.toMatch(/VVVV|GGGG/);
    },
  );
});
