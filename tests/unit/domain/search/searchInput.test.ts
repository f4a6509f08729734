import { describe, expect, it } from 'vitest';
import { searchReady, truncateLabel } from '../../../../domain/search/searchInputRules.ts';
import {
  MOBILE_SEARCH_MIN_EXCLUSIVE,
  SUGGESTION_LABEL_MAX,
} from '../../../../domain/search/searchRules.ts';

describe('searchReady', () => {
  it('never searches a blank query', () => {
    expect(searchReady('   ', false)).toBe(false);
    expect(searchReady('', true)).toBe(false);
  });

  it('searches any letter on a desktop, and on a phone only past two characters', () => {
    expect(searchReady('a', false)).toBe(true);
    expect(MOBILE_SEARCH_MIN_EXCLUSIVE).toBe(2);
    expect(searchReady('oh', true)).toBe(false);
    expect(searchReady(' oh ', true)).toBe(false);
    expect(searchReady('ohm', true)).toBe(true);
  });

  it('counts Indic letters as a reader does on a phone', () => {
    // गति is two letters (ग, ति) in three code points.
    expect(searchReady('गति', true)).toBe(false);
    expect(searchReady('गति क', true)).toBe(true);
  });
});

describe('truncateLabel', () => {
  it('keeps labels of 40 characters and cuts longer ones with an ellipsis', () => {
    expect(SUGGESTION_LABEL_MAX).toBe(40);
    const forty = 'x'.repeat(40);
    expect(truncateLabel(forty)).toBe(forty);
    const cut = truncateLabel(`${'word '.repeat(10)}end`);
    expect(Array.from(cut)).toHaveLength(40);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('never splits a syllable', () => {
    const label = truncateLabel('क्षि'.repeat(50), 5);
    expect(label).toBe(`${'क्षि'.repeat(4)}…`);
  });
});
