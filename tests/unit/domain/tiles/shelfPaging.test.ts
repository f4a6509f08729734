import { describe, expect, it } from 'vitest';
import {
  clampPage,
  hasNextPage,
  hasPreviousPage,
  pageCount,
  pageOf,
} from '../../../../domain/tiles/shelfPaging.ts';

describe('shelf paging', () => {
  it('counts pages of tiles per view, at least one', () => {
    expect(pageCount(0, 6)).toBe(1);
    expect(pageCount(1, 6)).toBe(1);
    expect(pageCount(6, 6)).toBe(1);
    expect(pageCount(7, 6)).toBe(2);
    expect(pageCount(14, 5)).toBe(3);
    expect(pageCount(3, 1)).toBe(3);
  });

  it('treats a view under one as one, and a negative total as none', () => {
    expect(pageCount(3, 0)).toBe(3);
    expect(pageCount(-4, 5)).toBe(1);
  });

  it('keeps a page inside the shelf', () => {
    expect(clampPage(-1, 3)).toBe(0);
    expect(clampPage(0, 3)).toBe(0);
    expect(clampPage(2, 3)).toBe(2);
    expect(clampPage(3, 3)).toBe(2);
    expect(clampPage(1.7, 3)).toBe(1);
    expect(clampPage(5, 0)).toBe(0);
    expect(clampPage(Number.NaN, 3)).toBe(0);
  });

  it('slices one page, the last one short, a page past the end as the last', () => {
    const items = [1, 2, 3, 4, 5, 6, 7];
    expect(pageOf(items, 0, 3)).toEqual([1, 2, 3]);
    expect(pageOf(items, 2, 3)).toEqual([7]);
    expect(pageOf(items, 9, 3)).toEqual([7]);
    expect(pageOf([], 0, 3)).toEqual([]);
  });

  it('has previous from the second page and next before the last', () => {
    expect(hasPreviousPage(0)).toBe(false);
    expect(hasPreviousPage(1)).toBe(true);
    expect(hasNextPage(0, 1)).toBe(false);
    expect(hasNextPage(0, 2)).toBe(true);
    expect(hasNextPage(1, 2)).toBe(false);
  });
});
