import { describe, expect, it } from 'vitest';
import {
  clockTampered,
  TAMPER_MODAL_DEBOUNCE_MS,
  TIME_DRIFT_LIMIT_MS,
  type ClockReading,
} from '../../../../domain/time/clockTampering.ts';

describe('time tampering constants (spec §9)', () => {
  it('allows 60 s of drift and debounces the modal by 3 s', () => {
    expect(TIME_DRIFT_LIMIT_MS).toBe(60_000);
    expect(TAMPER_MODAL_DEBOUNCE_MS).toBe(3_000);
  });
});

const BEFORE: ClockReading = { wall: Date.UTC(2025, 0, 10, 4, 30), monotonic: 50_000 };

/** A reading `elapsed` ms later by the monotonic clock, with the wall clock moved `wall` ms. */
const later = (elapsed: number, wall: number): ClockReading => ({
  wall: BEFORE.wall + wall,
  monotonic: BEFORE.monotonic + elapsed,
});

const ROWS = [
  ['the clocks agree', later(10_000, 10_000), false],
  ['no time passed', later(0, 0), false],
  ['the wall clock ran 60 s ahead (the limit)', later(10_000, 70_000), false],
  ['the wall clock jumped more than 60 s ahead', later(10_000, 70_001), true],
  ['the wall clock was set a day ahead', later(10_000, 86_400_000), true],
  ['the wall clock fell 60 s behind (the limit)', later(120_000, 60_000), false],
  ['the wall clock fell more than 60 s behind', later(120_000, 59_999), true],
  ['the wall clock went back a little', later(10_000, -1), true],
  ['the wall clock went back an hour', later(10_000, -3_600_000), true],
] as const;

describe('clockTampered (spec §5)', () => {
  it.each(ROWS)('offline, when %s: %s', (_case, now, tampered) => {
    expect(clockTampered(BEFORE, now, true)).toBe(tampered);
  });

  it.each(ROWS)('online, when %s: never', (_case, now) => {
    expect(clockTampered(BEFORE, now, false)).toBe(false);
  });
});
