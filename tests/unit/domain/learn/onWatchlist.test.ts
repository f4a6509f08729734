import { describe, expect, it } from 'vitest';
import { onWatchlist } from '../../../../domain/learn/onWatchlist.ts';

describe('onWatchlist', () => {
  it('keeps lessons started and not finished', () => {
    expect(onWatchlist({ status: 'STARTED' })).toBe(true);
    expect(onWatchlist({ status: 'INPROGRESS' })).toBe(true);
  });

  it('drops finished lessons and ones never started', () => {
    expect(onWatchlist({ status: 'COMPLETED' })).toBe(false);
    expect(onWatchlist(undefined)).toBe(false);
  });
});
