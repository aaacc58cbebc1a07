import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { ageOn } from '@praktika/contracts/auth';
import {
  defaultBirthdateView,
  disabledBirthDate,
  earliestBirthdate,
  latestBirthdate,
  toIsoDay,
} from './birthdate.ts';

const today = dayjs('2026-03-15T10:00:00');

describe('birth date picker limits (ages 16-24)', () => {
  it('allows exactly 16 today and refuses one day younger', () => {
    expect(latestBirthdate(today).format('YYYY-MM-DD')).toBe('2010-03-15');
    expect(disabledBirthDate(dayjs('2010-03-15'), today)).toBe(false);
    expect(disabledBirthDate(dayjs('2010-03-16'), today)).toBe(true);
  });

  it('allows the last day of being 24 and refuses the 25th birthday', () => {
    expect(earliestBirthdate(today).format('YYYY-MM-DD')).toBe('2001-03-16');
    expect(disabledBirthDate(dayjs('2001-03-16'), today)).toBe(false);
    expect(disabledBirthDate(dayjs('2001-03-15'), today)).toBe(true);
  });

  it('agrees with the contract age rule on every day around both limits', () => {
    const now = new Date('2026-03-15T10:00:00Z');
    for (const start of ['2000-12-01', '2009-12-01']) {
      for (let i = 0; i < 600; i++) {
        const d = dayjs(start).add(i, 'day');
        const age = ageOn(d.format('YYYY-MM-DD'), now);
        expect(disabledBirthDate(d, today), d.format('YYYY-MM-DD')).toBe(age < 16 || age > 24);
      }
    }
  });

  it('opens the calendar inside the allowed range', () => {
    expect(disabledBirthDate(defaultBirthdateView(today), today)).toBe(false);
  });

  it('sends ISO days', () => {
    expect(toIsoDay(dayjs('2008-07-04'))).toBe('2008-07-04');
    expect(toIsoDay(undefined)).toBeUndefined();
    expect(toIsoDay('2008-07-04')).toBeUndefined();
  });
});
