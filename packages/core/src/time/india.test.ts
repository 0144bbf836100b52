import { afterEach, describe, expect, it } from 'vitest';
import { addDays, formatIndiaDate, formatIndiaTime, toDate } from './india';
import { itMaps } from '../internal/test-answers';

describe('rule group: India time formatting', () => {
  describe('formatIndiaTime (dd/mm/yy - HH:mm, Asia/Kolkata, 24-hour)', () => {
    itMaps(formatIndiaTime, [
      // 20:40 UTC is 02:10 the next day in India (+5:30)
      ['2024-01-05T20:40:00Z', '06/01/24 - 02:10'],
      ['2024-12-31T08:00:00Z', '31/12/24 - 13:30'],
      ['2024-06-15T18:29:00Z', '15/06/24 - 23:59'],
      ['2024-06-15T18:30:00Z', '16/06/24 - 00:00'],
      [Date.UTC(2025, 1, 28, 0, 0), '28/02/25 - 05:30'],
      [new Date('2023-03-09T10:05:00+05:30'), '09/03/23 - 10:05'],
      ['garbage', ''],
      [undefined, ''],
    ]);
  });

  describe('formatIndiaDate', () => {
    itMaps(formatIndiaDate, [
      ['2024-01-05T20:40:00Z', '6 Jan 2024'],
      ['2024-01-05T10:00:00Z', '5 Jan 2024'],
      ['', ''],
    ]);
  });

  describe('addDays (in India time)', () => {
    it.each([
      { from: '2024-01-30T10:00:00+05:30', days: 3, expected: '2 Feb 2024' },
      { from: '2024-02-28T23:30:00+05:30', days: 1, expected: '29 Feb 2024' },
      { from: '2024-03-31T00:15:00+05:30', days: 0, expected: '31 Mar 2024' },
      { from: '2024-12-30T12:00:00+05:30', days: 5, expected: '4 Jan 2025' },
    ])('$from + $days days is $expected', ({ from, days, expected }) => {
      expect(formatIndiaDate(addDays(from, days))).toBe(expected);
    });

    it('does not change its input', () => {
      const start = new Date('2024-01-01T00:00:00Z');
      addDays(start, 2);
      expect(start.toISOString()).toBe('2024-01-01T00:00:00.000Z');
      expect(toDate(start)).not.toBe(start);
    });
  });

  describe('the same India time whatever time zone the machine runs in', () => {
    const original = process.env.TZ;
    afterEach(() => {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    });

    // Node re-reads TZ when it is assigned, so this process really runs in each zone in turn.
    it.each([
      { tz: 'America/Los_Angeles', offsetMinutes: 480 }, // UTC-8 in January
      { tz: 'Pacific/Kiritimati', offsetMinutes: -840 }, // UTC+14: already "tomorrow" for India
      { tz: 'UTC', offsetMinutes: 0 },
      { tz: 'Asia/Kolkata', offsetMinutes: -330 }, // no double shift when the machine is in India
    ])('TZ=$tz', ({ tz, offsetMinutes }) => {
      process.env.TZ = tz;
      expect(new Date('2024-01-05T20:40:00Z').getTimezoneOffset()).toBe(offsetMinutes); // the switch took
      expect(formatIndiaTime('2024-01-05T20:40:00Z')).toBe('06/01/24 - 02:10');
      expect(formatIndiaTime(Date.UTC(2024, 5, 15, 18, 30))).toBe('16/06/24 - 00:00');
      expect(formatIndiaTime('2024-12-31T18:29:00Z')).toBe('31/12/24 - 23:59');
      expect(formatIndiaDate('2024-01-05T20:40:00Z')).toBe('6 Jan 2024');
      expect(formatIndiaDate(addDays('2024-02-28T23:30:00+05:30', 1))).toBe('29 Feb 2024');
      // A timestamp without a zone is read by the machine, so only zoned instants are fixed points.
      expect(formatIndiaTime(new Date(Date.UTC(2023, 2, 9, 4, 35)))).toBe('09/03/23 - 10:05');
    });
  });
});
