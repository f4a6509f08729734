import { describe, expect, it } from 'vitest';
import {
  clockOffset,
  TIME_SYNC_INTERVAL_MS,
  TIME_SYNC_RETRIES,
  TIME_SYNC_SAMPLES,
  TIME_SYNC_THROTTLE_MS,
  type TimeSample,
} from '../../../../domain/time/serverClock.ts';

describe('server time sync constants (spec §9)', () => {
  it('syncs every hour with 3 samples, up to 15 retries, at most once in 5 s', () => {
    expect(TIME_SYNC_INTERVAL_MS).toBe(3_600_000);
    expect(TIME_SYNC_SAMPLES).toBe(3);
    expect(TIME_SYNC_RETRIES).toBe(15);
    expect(TIME_SYNC_THROTTLE_MS).toBe(5_000);
  });
});

const sample = (sentAt: number, receivedAt: number, serverNow: number): TimeSample => ({
  sentAt,
  receivedAt,
  serverNow,
});

describe('clockOffset', () => {
  it('knows nothing without samples', () => {
    expect(clockOffset([])).toBeUndefined();
  });

  it.each([
    ['a server ahead', sample(1_000, 1_200, 6_100), 5_000],
    ['a server behind', sample(10_000, 10_100, 7_050), -3_000],
    ['the same clock', sample(500, 700, 600), 0],
    ['an instant round trip', sample(2_000, 2_000, 2_250), 250],
  ])('assumes the server read its clock halfway through the trip: %s', (_case, s, offset) => {
    expect(clockOffset([s])).toBe(offset);
  });

  it.each([
    ['first', 0],
    ['middle', 1],
    ['last', 2],
  ])('trusts the shortest round trip when it comes %s', (_where, index) => {
    const shortest = sample(0, 40, 5_020); // offset 5 000
    const slow = [sample(0, 900, 9_000), sample(0, 600, 1_000)];
    const samples = [...slow];
    samples.splice(index, 0, shortest);
    expect(clockOffset(samples)).toBe(5_000);
  });

  it('keeps the first of equally short round trips', () => {
    expect(clockOffset([sample(0, 100, 1_050), sample(0, 100, 2_050)])).toBe(1_000);
  });
});

describe('clockOffset in whole milliseconds', () => {
  it.each([
    ['an odd round trip', sample(1_000, 1_001, 1_000), 0],
    ['a fractional reading', sample(0, 2, 10.6), 10],
  ])('rounds the halfway guess: %s', (_case, s, offset) => {
    expect(Number.isInteger(clockOffset([s]))).toBe(true);
    expect(clockOffset([s])).toBe(offset);
  });
});
