import { describe, it, expect } from 'vitest';
import {
  CHAPTERWISE_MIN_PARTS,
  LEARN_PATH_SEPARATOR,
  formatLearnPath,
  isChapterwiseTestCode,
  parseLearnPath,
} from '../../../../domain/rules/learnPath.ts';

const FULL = 'neet--neet-ug--biology--botany--plant-kingdom--algae';

describe('parseLearnPath', () => {
  it('maps six parts in order', () => {
    expect(LEARN_PATH_SEPARATOR).toBe('--');
    expect(parseLearnPath(FULL)).toEqual({
      goal: 'neet',
      exam: 'neet-ug',
      subject: 'biology',
      unit: 'botany',
      chapter: 'plant-kingdom',
      topic: 'algae',
    });
  });
  it('leaves missing trailing parts absent', () => {
    const path = parseLearnPath('neet--neet-ug--biology');
    expect(path).toEqual({ goal: 'neet', exam: 'neet-ug', subject: 'biology' });
    expect('unit' in path).toBe(false);
  });
  it('returns {} for an empty string', () => {
    expect(parseLearnPath('')).toEqual({});
  });
  it('keeps single dashes inside a part', () => {
    expect(parseLearnPath('jee-main')).toEqual({ goal: 'jee-main' });
  });
  it('stops at an empty segment and ignores parts beyond topic', () => {
    expect(parseLearnPath('a----c')).toEqual({ goal: 'a' });
    expect(parseLearnPath(`${FULL}--extra`)).toEqual(parseLearnPath(FULL));
  });
});

describe('formatLearnPath', () => {
  it('round-trips six and three parts', () => {
    expect(formatLearnPath(parseLearnPath(FULL))).toBe(FULL);
    expect(formatLearnPath(parseLearnPath('a--b--c'))).toBe('a--b--c');
  });
  it('returns an empty string for {}', () => {
    expect(formatLearnPath({})).toBe('');
  });
  it('stops at the first missing part', () => {
    expect(formatLearnPath({ goal: 'a', exam: 'b', unit: 'd' })).toBe('a--b');
    expect(formatLearnPath({ exam: 'b' })).toBe('');
  });
});

describe('isChapterwiseTestCode', () => {
  it('is false for 4 parts and true for 5 or more', () => {
    expect(CHAPTERWISE_MIN_PARTS).toBe(5);
    expect(isChapterwiseTestCode('a--b--c--d')).toBe(false);
    expect(isChapterwiseTestCode('a--b--c--d--e')).toBe(true);
    expect(isChapterwiseTestCode(FULL)).toBe(true);
  });
  it('is true for the chapterwise_test type regardless of the code', () => {
    expect(isChapterwiseTestCode('a', 'chapterwise_test')).toBe(true);
    expect(isChapterwiseTestCode('', 'chapterwise_test')).toBe(true);
  });
  it('is false for another type with a short code', () => {
    expect(isChapterwiseTestCode('a--b', 'mock_test')).toBe(false);
    expect(isChapterwiseTestCode('')).toBe(false);
  });
});
