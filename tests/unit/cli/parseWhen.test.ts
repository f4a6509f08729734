import { describe, expect, it } from 'vitest';
import { indiaTime, parseDue, parseStart } from '../../../cli/classroom/parseWhen.ts';
import { parseRoster } from '../../../cli/students/parseRoster.ts';

/** 2026-05-01 10:00 in India. */
const NOW = Date.UTC(2026, 4, 1, 4, 30);
const MINUTE = 60_000;

describe('when a live class starts', () => {
  it('reads now, minutes, hours and days from now, and ISO times in India time unless zoned', () => {
    expect(parseStart('--start', 'now', NOW)).toBe(NOW);
    expect(parseStart('--start', '+30m', NOW)).toBe(NOW + 30 * MINUTE);
    expect(parseStart('--start', '+2h', NOW)).toBe(NOW + 120 * MINUTE);
    expect(parseStart('--start', '+1d', NOW)).toBe(NOW + 24 * 60 * MINUTE);
    expect(parseStart('--start', '2026-05-01T16:00', NOW)).toBe(Date.UTC(2026, 4, 1, 10, 30));
    expect(parseStart('--start', '2026-05-01T16:00:30Z', NOW)).toBe(
      Date.UTC(2026, 4, 1, 16, 0, 30),
    );
    expect(parseStart('--start', '2026-05-01T12:00-04:00', NOW)).toBe(Date.UTC(2026, 4, 1, 16));
    expect(indiaTime(parseStart('--start', '2026-05-01T16:00', NOW))).toBe('2026-05-01 16:00 IST');
  });

  it.each([
    ['tomorrow', 'use an ISO time'],
    ['2026-02-30T10:00', 'use an ISO time'],
    ['2026-05-01T25:00', 'use an ISO time'],
    ['+30', 'use an ISO time'],
    ['2026-05-01T09:58', 'is in the past'],
  ])('refuses %s', (value, why) => {
    expect(() => parseStart('--start', value, NOW)).toThrow(`--start "${value}": ${why}`);
  });
});

describe('when work is due', () => {
  it('is the end of a day in India, or an ISO time', () => {
    expect(indiaTime(parseDue('--due', '2026-05-01', NOW))).toBe('2026-05-01 23:59 IST');
    expect(parseDue('--due', '2026-05-02', NOW)).toBe(Date.UTC(2026, 4, 2, 18, 30) - 1);
    expect(parseDue('--due', '2026-05-03T09:00', NOW)).toBe(Date.UTC(2026, 4, 3, 3, 30));
  });

  it.each([
    ['tomorrow', 'use YYYY-MM-DD or an ISO time'],
    ['2026-02-29', 'use YYYY-MM-DD or an ISO time'],
    ['2026-04-30', 'is in the past'],
  ])('refuses %s', (value, why) => {
    expect(() => parseDue('--due', value, NOW)).toThrow(`--due "${value}": ${why}`);
  });
});

describe('a roster file', () => {
  it('reads quoted fields and a header in any order and case, numbering lines as the file does', () => {
    const read = parseRoster(
      '\uFEFFFirst_Name,MOBILE,primary_exam\r\n"Sen, Riya",9876543210,jee-main\r\n\r\nArjun,9876543211,neet-ug\r\n',
    );
    expect(read).toEqual({
      lines: [
        {
          line: 2,
          record: { first_name: 'Sen, Riya', mobile: '9876543210', primary_exam: 'jee-main' },
        },
        { line: 4, record: { first_name: 'Arjun', mobile: '9876543211', primary_exam: 'neet-ug' } },
      ],
      issues: [],
    });
  });

  it('stops at a header naming a column twice', () => {
    expect(parseRoster('mobile,first_name,primary_exam,mobile\n1,2,3,4\n')).toEqual({
      lines: [],
      issues: [{ line: 1, message: 'column "mobile" appears twice' }],
    });
  });
});
