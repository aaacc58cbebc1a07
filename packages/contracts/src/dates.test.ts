import { describe, expect, it } from 'vitest';
import { mondayOf, programmeInstant, programmeOffsetMinutes, programmeWallClock } from './dates.ts';

describe('Priština wall clock <-> instant', () => {
  it('summer time is +02:00, winter time +01:00', () => {
    expect(programmeInstant('2026-07-15', '10:00')).toBe('2026-07-15T10:00:00+02:00');
    expect(programmeInstant('2026-12-01', '10:00')).toBe('2026-12-01T10:00:00+01:00');
    expect(Date.parse(programmeInstant('2026-07-15', '10:00')!)).toBe(Date.parse('2026-07-15T08:00:00Z'));
    expect(Date.parse(programmeInstant('2026-12-01', '00:30')!)).toBe(Date.parse('2026-11-30T23:30:00Z'));
  });

  it('the day summer time starts (29 March 2026): before, the skipped hour, after', () => {
    expect(programmeInstant('2026-03-29', '01:59')).toBe('2026-03-29T01:59:00+01:00');
    // 02:00-02:59 does not exist on the clock: moved forward by the hour skipped
    expect(programmeInstant('2026-03-29', '02:30')).toBe('2026-03-29T03:30:00+02:00');
    expect(programmeInstant('2026-03-29', '03:00')).toBe('2026-03-29T03:00:00+02:00');
    expect(programmeInstant('2026-03-29', '10:00')).toBe('2026-03-29T10:00:00+02:00');
    expect(programmeInstant('2026-03-28', '10:00')).toBe('2026-03-28T10:00:00+01:00');
  });

  it('the day summer time ends (25 October 2026): the repeated hour is the first one', () => {
    expect(programmeInstant('2026-10-25', '01:30')).toBe('2026-10-25T01:30:00+02:00');
    expect(programmeInstant('2026-10-25', '02:30')).toBe('2026-10-25T02:30:00+02:00');
    expect(programmeInstant('2026-10-25', '03:00')).toBe('2026-10-25T03:00:00+01:00');
    expect(programmeInstant('2026-10-25', '10:00')).toBe('2026-10-25T10:00:00+01:00');
    expect(programmeInstant('2026-10-24', '10:00')).toBe('2026-10-24T10:00:00+02:00');
  });

  it('refuses invalid dates and times', () => {
    expect(programmeInstant('2026-02-30', '10:00')).toBeNull();
    expect(programmeInstant('2026-07-01', '24:00')).toBeNull();
    expect(programmeInstant('2026-07-01', '9:00')).toBeNull();
    expect(programmeWallClock('not a date')).toBeNull();
  });

  it('an instant back to the wall clock, in either form, and round trips across both changes', () => {
    expect(programmeWallClock('2026-07-15T08:00:00.000Z')).toEqual({ date: '2026-07-15', time: '10:00' });
    expect(programmeWallClock('2026-11-30T23:30:00Z')).toEqual({ date: '2026-12-01', time: '00:30' });
    expect(programmeWallClock('2026-10-25T00:30:00Z')).toEqual({ date: '2026-10-25', time: '02:30' });
    expect(programmeWallClock('2026-10-25T01:30:00Z')).toEqual({ date: '2026-10-25', time: '02:30' });
    for (const date of ['2026-03-28', '2026-03-29', '2026-03-30', '2026-10-24', '2026-10-25', '2026-10-26'])
      for (const time of ['00:00', '01:15', '03:45', '12:00', '23:59'])
        expect(programmeWallClock(programmeInstant(date, time)!)).toEqual({ date, time });
  });

  it('offsets around the changes', () => {
    expect(programmeOffsetMinutes(Date.parse('2026-03-29T00:59:00Z'))).toBe(60);
    expect(programmeOffsetMinutes(Date.parse('2026-03-29T01:00:00Z'))).toBe(120);
    expect(programmeOffsetMinutes(Date.parse('2026-10-25T00:59:00Z'))).toBe(120);
    expect(programmeOffsetMinutes(Date.parse('2026-10-25T01:00:00Z'))).toBe(60);
  });

  it('the Monday of a week', () => {
    expect(mondayOf('2026-07-15')).toBe('2026-07-13'); // a Wednesday
    expect(mondayOf('2026-07-13')).toBe('2026-07-13');
    expect(mondayOf('2026-07-19')).toBe('2026-07-13'); // a Sunday
    expect(mondayOf('2027-01-01')).toBe('2026-12-28'); // across the year
  });
});
