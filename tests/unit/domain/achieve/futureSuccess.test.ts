import { describe, expect, it } from 'vitest';
import { collegeChance, rankAt, rankBand } from '../../../../domain/achieve/futureSuccess.ts';

const rows = [
  { score: 200, rank: 1000 },
  { score: 100, rank: 100_000 },
  { score: 50, rank: 400_000 },
];

describe('future success', () => {
  it('reads a rank off the table, geometrically between rows and clamped at its ends', () => {
    expect(rankAt(rows, 200)).toBe(1000);
    expect(rankAt(rows, 150)).toBe(10_000);
    expect(rankAt(rows, 300)).toBe(1000);
    expect(rankAt(rows, 10)).toBe(400_000);
    expect(rankAt([], 10)).toBeUndefined();
  });

  it('gives the band of a predicted range, a lower score a worse rank', () => {
    expect(rankBand(rows, { low: 100, expected: 150, high: 200 })).toEqual({
      best: 1000,
      expected: 10_000,
      worst: 100_000,
    });
  });

  it('sorts colleges into likely, possible and stretch by where they closed', () => {
    const band = { best: 1000, expected: 10_000, worst: 100_000 };
    expect(collegeChance(band, { closingRank: 150_000 })).toBe('likely');
    expect(collegeChance(band, { closingRank: 20_000 })).toBe('possible');
    expect(collegeChance(band, { closingRank: 2000 })).toBe('stretch');
    expect(collegeChance(band, { closingRank: 500 })).toBeUndefined();
  });
});
