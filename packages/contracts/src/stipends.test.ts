import { describe, expect, it } from 'vitest';
import {
  ZBankAccountWrite,
  centsText,
  divideRoundHalfUp,
  engagementMonths,
  engagementPart,
  monthEnd,
  stipendAmounts,
  workingDays,
} from './stipends.ts';

/** The stipend arithmetic (integers only) and the calendar it counts on. */

describe('working days and months', () => {
  it('counts Monday to Friday, both ends included', () => {
    // November 2026: 1st is a Sunday; 21 weekdays.
    expect(workingDays('2026-11-01', '2026-11-30')).toBe(21);
    expect(workingDays('2026-11-16', '2026-11-30')).toBe(11);
    expect(workingDays('2026-11-07', '2026-11-08')).toBe(0); // a weekend
    expect(workingDays('2026-11-10', '2026-11-09')).toBe(0);
    // February 2027 (28 days, 20 weekdays) and 2028 (leap year: 29 days, 21 weekdays)
    expect(workingDays('2027-02-01', monthEnd('2027-02-01'))).toBe(20);
    expect(monthEnd('2028-02-01')).toBe('2028-02-29');
    expect(workingDays('2028-02-01', '2028-02-29')).toBe(21);
  });

  it('the part of a month an engagement covers, and its months up to today', () => {
    expect(engagementPart('2026-11-01', '2026-11-16', '2027-02-15')).toEqual({
      from: '2026-11-16',
      to: '2026-11-30',
    });
    expect(engagementPart('2027-02-01', '2026-11-16', '2027-02-15')).toEqual({
      from: '2027-02-01',
      to: '2027-02-15',
    });
    expect(engagementPart('2027-03-01', '2026-11-16', '2027-02-15')).toBeNull();
    expect(engagementMonths('2026-11-16', '2027-02-15', '2026-12-03')).toEqual(['2026-11-01', '2026-12-01']);
    expect(engagementMonths('2026-11-16', '2027-02-15', '2027-06-01')).toEqual([
      '2026-11-01',
      '2026-12-01',
      '2027-01-01',
      '2027-02-01',
    ]);
    // An extension moves the end: the months follow.
    expect(engagementMonths('2026-11-16', '2027-04-15', '2027-06-01')).toHaveLength(6);
    expect(engagementMonths('2026-12-01', null, '2026-11-20')).toEqual([]);
  });
});

describe('amounts in cents', () => {
  it('rounds half up with integers only', () => {
    expect(divideRoundHalfUp(5, 2)).toBe(3);
    expect(divideRoundHalfUp(7, 2)).toBe(4);
    expect(divideRoundHalfUp(1, 3)).toBe(0);
    expect(divideRoundHalfUp(2, 3)).toBe(1);
    expect(divideRoundHalfUp(0, 21)).toBe(0);
    expect(() => divideRoundHalfUp(1, 0)).toThrow();
  });

  it('all days of a full month: the whole rate', () => {
    expect(
      stipendAmounts({ monthlyCents: 15_000, hostSharePercent: 30, daysPresent: 21, monthWorkingDays: 21 }),
    ).toEqual({ amountCents: 15_000, hostShareCents: 4_500, programmeShareCents: 10_500 });
  });

  it('a month started mid-way pays only its days (over the whole month’s working days)', () => {
    // started on 16 Nov 2026: 11 of 21 working days, all present: 15000 × 11 / 21 = 7857.14 → 7857
    const days = workingDays('2026-11-16', '2026-11-30');
    expect(
      stipendAmounts({ monthlyCents: 15_000, hostSharePercent: 30, daysPresent: days, monthWorkingDays: 21 }),
    ).toEqual({ amountCents: 7_857, hostShareCents: 2_357, programmeShareCents: 5_500 });
  });

  it('0 days present: nothing to pay', () => {
    expect(
      stipendAmounts({ monthlyCents: 15_000, hostSharePercent: 30, daysPresent: 0, monthWorkingDays: 21 }),
    ).toEqual({ amountCents: 0, hostShareCents: 0, programmeShareCents: 0 });
  });

  it('odd cents: half a cent rounds up, and the shares always add up to the amount', () => {
    // 10001 × 1 / 2 = 5000.5 → 5001; 5001 × 50 % = 2500.5 → 2501 host, 2500 programme
    expect(
      stipendAmounts({ monthlyCents: 10_001, hostSharePercent: 50, daysPresent: 1, monthWorkingDays: 2 }),
    ).toEqual({ amountCents: 5_001, hostShareCents: 2_501, programmeShareCents: 2_500 });
    // 15000 × 10 / 22 = 6818.18 → 6818; × 33 % = 2249.94 → 2250
    const r = stipendAmounts({
      monthlyCents: 15_000,
      hostSharePercent: 33,
      daysPresent: 10,
      monthWorkingDays: 22,
    });
    expect(r).toEqual({ amountCents: 6_818, hostShareCents: 2_250, programmeShareCents: 4_568 });
    for (let days = 0; days <= 23; days++)
      for (const pct of [0, 1, 29, 30, 33, 50, 99, 100]) {
        const a = stipendAmounts({
          monthlyCents: 12_345,
          hostSharePercent: pct,
          daysPresent: days,
          monthWorkingDays: 23,
        });
        expect(a.hostShareCents + a.programmeShareCents).toBe(a.amountCents);
        expect(Number.isInteger(a.amountCents) && Number.isInteger(a.hostShareCents)).toBe(true);
      }
  });

  it('a 100 % and a 0 % host share', () => {
    const all = stipendAmounts({
      monthlyCents: 15_000,
      hostSharePercent: 100,
      daysPresent: 7,
      monthWorkingDays: 21,
    });
    expect(all).toEqual({ amountCents: 5_000, hostShareCents: 5_000, programmeShareCents: 0 });
    const none = stipendAmounts({
      monthlyCents: 15_000,
      hostSharePercent: 0,
      daysPresent: 7,
      monthWorkingDays: 21,
    });
    expect(none).toEqual({ amountCents: 5_000, hostShareCents: 0, programmeShareCents: 5_000 });
  });

  it('writes cents as a decimal text', () => {
    expect(centsText(15_000)).toBe('150.00');
    expect(centsText(7_857)).toBe('78.57');
    expect(centsText(5)).toBe('0.05');
    expect(centsText(0)).toBe('0.00');
  });
});

describe('bank account', () => {
  it('accepts a Kosovo IBAN with spaces or lower case and stores it without them', () => {
    const parsed = ZBankAccountWrite.parse({
      iban: 'xk05 1212 0123 4567 8906',
      accountHolder: 'Arta Krasniqi',
    });
    expect(parsed.iban).toBe('XK051212012345678906');
  });

  it('refuses a wrong checksum, a wrong length and text', () => {
    for (const iban of [
      'XK051212012345678907',
      'XK05121201234567890',
      'not an iban',
      'XK05 1212 0123 4567 8906 1',
    ]) {
      const r = ZBankAccountWrite.safeParse({ iban, accountHolder: 'A' });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('invalidIban');
    }
    expect(ZBankAccountWrite.safeParse({ iban: '', accountHolder: 'A' }).success).toBe(false);
  });
});
