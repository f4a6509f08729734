import { describe, expect, it } from 'vitest';
import { progressStatus } from '../../../../domain/learn/progressStatus.ts';
import { shouldOfferResume } from '../../../../domain/learn/shouldOfferResume.ts';
import { shouldTrackProgress } from '../../../../domain/learn/shouldTrackProgress.ts';
import { watchedDuration } from '../../../../domain/learn/watchedDuration.ts';

describe('progressStatus', () => {
  it('is STARTED at or below 0.5 s', () => {
    expect(progressStatus(0, 600)).toBe('STARTED');
    expect(progressStatus(0.5, 600)).toBe('STARTED');
    expect(progressStatus(0.51, 600)).toBe('INPROGRESS');
  });

  it('is STARTED while the duration is unknown, whatever the position', () => {
    expect(progressStatus(42, undefined)).toBe('STARTED');
    expect(progressStatus(42, Number.NaN)).toBe('STARTED');
    expect(progressStatus(42, 0)).toBe('STARTED');
    expect(progressStatus(42, Number.POSITIVE_INFINITY)).toBe('STARTED');
  });

  it('is INPROGRESS below the duration and COMPLETED at or past it', () => {
    expect(progressStatus(599.9, 600)).toBe('INPROGRESS');
    expect(progressStatus(600, 600)).toBe('COMPLETED');
    expect(progressStatus(601, 600)).toBe('COMPLETED');
  });
});

describe('watchedDuration', () => {
  it('rounds up to whole seconds', () => {
    expect(watchedDuration(24.01, 600)).toBe(25);
    expect(watchedDuration(25, 600)).toBe(25);
    expect(watchedDuration(0.2, 600)).toBe(1);
  });

  it('is capped at the length', () => {
    expect(watchedDuration(599.5, 599.2)).toBe(599.2);
    expect(watchedDuration(700, 600)).toBe(600);
  });

  it('is 0 for no or nonsense positions', () => {
    expect(watchedDuration(0, 600)).toBe(0);
    expect(watchedDuration(-3, 600)).toBe(0);
    expect(watchedDuration(Number.NaN, 600)).toBe(0);
  });
});

describe('shouldTrackProgress', () => {
  it('tracks videos that are not public and have a length', () => {
    expect(shouldTrackProgress({ is_public: false, duration: 1 })).toBe(true);
  });

  it('skips public videos and videos of length 0', () => {
    expect(shouldTrackProgress({ is_public: true, duration: 600 })).toBe(false);
    expect(shouldTrackProgress({ is_public: false, duration: 0 })).toBe(false);
  });
});

describe('shouldOfferResume', () => {
  it('offers to resume a video left INPROGRESS with seconds watched', () => {
    expect(shouldOfferResume({ content_status: 'INPROGRESS', watched_duration: 1 })).toBe(true);
  });

  it('does not offer it with nothing watched, another status or no record', () => {
    expect(shouldOfferResume({ content_status: 'INPROGRESS', watched_duration: 0 })).toBe(false);
    expect(shouldOfferResume({ content_status: 'COMPLETED', watched_duration: 300 })).toBe(false);
    expect(shouldOfferResume({ content_status: 'STARTED', watched_duration: 3 })).toBe(false);
    expect(shouldOfferResume({ content_status: null, watched_duration: 0 })).toBe(false);
    expect(shouldOfferResume(undefined)).toBe(false);
  });
});
