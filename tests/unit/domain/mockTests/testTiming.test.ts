import { describe, expect, it } from 'vitest';
import {
  autoSubmitAlertAt,
  openSectionIndex,
  sectionEnds,
  sessionDeadline,
} from '../../../../domain/mockTests/testTiming.ts';

const MINUTE = 60_000;
const T0 = Date.UTC(2025, 0, 10, 4, 30);

describe('sessionDeadline', () => {
  it.each([
    ['an unscheduled test gets its whole duration', T0, 3 * 3600, undefined, T0 + 180 * MINUTE],
    [
      'a scheduled test started early enough gets its whole duration',
      T0,
      3 * 3600,
      T0 + 200 * MINUTE,
      T0 + 180 * MINUTE,
    ],
    [
      'a scheduled test ending exactly with the duration gets it all',
      T0,
      3 * 3600,
      T0 + 180 * MINUTE,
      T0 + 180 * MINUTE,
    ],
    [
      'a scheduled test started late gets only what remains before its end',
      T0 + 60 * MINUTE,
      3 * 3600,
      T0 + 180 * MINUTE,
      T0 + 180 * MINUTE,
    ],
    [
      'a scheduled test started a minute before its end gets that minute',
      T0 + 179 * MINUTE,
      3 * 3600,
      T0 + 180 * MINUTE,
      T0 + 180 * MINUTE,
    ],
  ])('%s', (_case, startedAt, durationSeconds, endsAt, deadline) => {
    expect(sessionDeadline(startedAt, durationSeconds, endsAt)).toBe(deadline);
  });

  it('reads the duration in seconds', () => {
    expect(sessionDeadline(0, 90)).toBe(90_000);
  });
});

describe('sectionEnds (locked sections: earlier sections’ durations are added)', () => {
  it.each([
    [[], []],
    [[1200], [T0 + 20 * MINUTE]],
    [
      [1200, 1800, 600],
      [T0 + 20 * MINUTE, T0 + 50 * MINUTE, T0 + 60 * MINUTE],
    ],
    [
      [3600, 3600, 3600],
      [T0 + 60 * MINUTE, T0 + 120 * MINUTE, T0 + 180 * MINUTE],
    ],
  ])('sections of %j seconds end at %j', (seconds, ends) => {
    expect(sectionEnds(T0, seconds)).toEqual(ends);
  });

  it('moves every end alike with the start', () => {
    const onTime = sectionEnds(T0, [1200, 1800]);
    const late = sectionEnds(T0 + 5 * MINUTE, [1200, 1800]);
    expect(late.map((end, i) => end - (onTime[i] ?? 0))).toEqual([5 * MINUTE, 5 * MINUTE]);
  });
});

describe('openSectionIndex (locked sections)', () => {
  // Three sections of 20, 30 and 10 minutes from T0.
  const ENDS = sectionEnds(T0, [1200, 1800, 600]);

  it.each([
    ['in the first section’s time, not moved on', T0 + 5 * MINUTE, 0, 0],
    ['the last moment of the first section', T0 + 20 * MINUTE - 1, 0, 0],
    ['the first section’s time ran out: the second opens', T0 + 20 * MINUTE, 0, 1],
    ['in the second section’s time, still on the first', T0 + 30 * MINUTE, 0, 1],
    ['in the third section’s time', T0 + 55 * MINUTE, 0, 2],
    ['moved on early to the second section', T0 + 5 * MINUTE, 1, 1],
    ['moved on early to the last section', T0 + 5 * MINUTE, 2, 2],
    ['cannot go back: in the third, with the first section’s time left', T0 + 10 * MINUTE, 2, 2],
    ['cannot go back: in the third during the second’s time', T0 + 40 * MINUTE, 2, 2],
    ['all time used', T0 + 60 * MINUTE, 2, -1],
    ['all time used, never moved on', T0 + 90 * MINUTE, 0, -1],
  ])('%s', (_case, now, entered, open) => {
    expect(openSectionIndex(now, ENDS, entered)).toBe(open);
  });

  it('carries unused time over: moving on early keeps the next section open until its own end', () => {
    // Left the first section after 5 of its 20 minutes: the second stays open 45 minutes, not 30.
    const enteredAt = T0 + 5 * MINUTE;
    expect(openSectionIndex(enteredAt + 44 * MINUTE, ENDS, 1)).toBe(1);
    expect(openSectionIndex(enteredAt + 45 * MINUTE, ENDS, 1)).toBe(2);
  });

  it('has no open section in a paper without sections', () => {
    expect(openSectionIndex(T0, [], 0)).toBe(-1);
  });
});

describe('autoSubmitAlertAt', () => {
  it.each([
    [T0 + 180 * MINUTE, 300, T0 + 175 * MINUTE],
    [T0 + 180 * MINUTE, 0, T0 + 180 * MINUTE],
    [T0 + 60 * MINUTE, 60, T0 + 59 * MINUTE],
  ])('a deadline %i with an alert %i s before fires at %i', (deadline, alertSeconds, at) => {
    expect(autoSubmitAlertAt(deadline, alertSeconds)).toBe(at);
  });

  it('alerts before a scheduled test’s capped deadline, not the full duration', () => {
    const deadline = sessionDeadline(T0 + 60 * MINUTE, 3 * 3600, T0 + 180 * MINUTE);
    expect(autoSubmitAlertAt(deadline, 300)).toBe(T0 + 175 * MINUTE);
  });
});
