import { describe, expect, it } from 'vitest';
import {
  PROGRESS_CAP,
  percentOf,
  tileProgress,
  videoMinutes,
  watchedFraction,
} from '../../../../domain/tiles/tileProgress.ts';

describe('watched fraction', () => {
  it('is watched over length', () => {
    expect(watchedFraction(150, 600)).toBe(0.25);
    expect(watchedFraction(600, 600)).toBe(1);
  });

  it('is capped at 100 %', () => {
    expect(PROGRESS_CAP).toBe(1);
    expect(watchedFraction(601, 600)).toBe(1);
    expect(watchedFraction(10_000, 1)).toBe(1);
  });

  it('is 0 for a length of 0, a negative length or watch time, and NaN', () => {
    expect(watchedFraction(30, 0)).toBe(0);
    expect(watchedFraction(30, -5)).toBe(0);
    expect(watchedFraction(-1, 60)).toBe(0);
    expect(watchedFraction(0, 60)).toBe(0);
    expect(watchedFraction(Number.NaN, 60)).toBe(0);
    expect(watchedFraction(30, Number.NaN)).toBe(0);
  });
});

describe('tile progress', () => {
  it('prefers watched/length, then progressPercent, else none', () => {
    expect(tileProgress({ progress: { watched: 30, length: 60 }, progressPercent: 90 })).toBe(0.5);
    expect(tileProgress({ progressPercent: 40 })).toBe(0.4);
    expect(tileProgress({ progressPercent: 140 })).toBe(1);
    expect(tileProgress({ progressPercent: -3 })).toBe(0);
    expect(tileProgress({})).toBeUndefined();
  });

  it('rounds to whole percent for text', () => {
    expect(percentOf(0.333)).toBe(33);
    expect(percentOf(1)).toBe(100);
    expect(percentOf(0)).toBe(0);
  });

  it('counts a video’s minutes, at least one', () => {
    expect(videoMinutes(0)).toBe(1);
    expect(videoMinutes(29)).toBe(1);
    expect(videoMinutes(90)).toBe(2);
    expect(videoMinutes(754)).toBe(13);
  });
});
