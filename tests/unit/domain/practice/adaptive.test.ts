import { describe, expect, it } from 'vitest';
import { chooseConcept } from '../../../../domain/practice/chooseConcept.ts';
import {
  masteryOf,
  NEW_CONCEPT,
  predictCorrect,
  updateRating,
  type ConceptRating,
} from '../../../../domain/practice/mastery.ts';
import {
  levelsByNearness,
  TARGET_SUCCESS,
  targetDifficulty,
} from '../../../../domain/practice/targetDifficulty.ts';

const answer = (rating: ConceptRating, difficulty: number, score: number, times = 1) => {
  let r = rating;
  for (let i = 0; i < times; i++) r = updateRating(r, difficulty, score);
  return r;
};

describe('mastery', () => {
  it('rises with right answers and falls with wrong ones', () => {
    const after = answer(NEW_CONCEPT, 3, 1, 5);
    expect(masteryOf(after.rating)).toBeGreaterThan(masteryOf(NEW_CONCEPT.rating));
    const afterWrong = answer(after, 3, 0);
    expect(afterWrong.rating).toBeLessThan(after.rating);
    expect(afterWrong.attempts).toBe(6);
  });

  it('learns more from a surprise than from the expected', () => {
    const hardRight = updateRating(NEW_CONCEPT, 5, 1).rating;
    const easyRight = updateRating(NEW_CONCEPT, 1, 1).rating;
    expect(hardRight).toBeGreaterThan(easyRight);
  });

  it('steadies as attempts accumulate', () => {
    const early = updateRating({ rating: 0, attempts: 0 }, 3, 1).rating;
    const late = updateRating({ rating: 0, attempts: 100 }, 3, 1).rating;
    expect(late).toBeLessThan(early);
    expect(late).toBeGreaterThan(0);
  });

  it('predicts medium questions at 50% for a new concept, harder ones lower', () => {
    expect(predictCorrect(0, 3)).toBe(0.5);
    expect(predictCorrect(0, 5)).toBeLessThan(predictCorrect(0, 1));
  });
});

describe('the picker', () => {
  it('aims at questions answered right TARGET_SUCCESS of the time, harder as mastery rises', () => {
    const start = targetDifficulty(NEW_CONCEPT.rating);
    expect(predictCorrect(NEW_CONCEPT.rating, start)).toBeCloseTo(TARGET_SUCCESS);
    // Six right answers at the level it aimed for: it now aims a whole difficulty step higher.
    const stronger = answer(NEW_CONCEPT, Math.round(start), 1, 6);
    expect(Math.round(targetDifficulty(stronger.rating))).toBe(Math.round(start) + 1);
    const weaker = answer(NEW_CONCEPT, Math.round(start), 0, 6);
    expect(Math.round(targetDifficulty(weaker.rating))).toBeLessThan(Math.round(start));
  });

  it('tries the bank’s difficulty levels nearest the target first, the easier of two as near', () => {
    expect(levelsByNearness(2.2)).toEqual([2, 3, 1, 4, 5]);
    expect(levelsByNearness(3.5)).toEqual([3, 4, 2, 5, 1]);
    expect(levelsByNearness(9)).toEqual([5, 4, 3, 2, 1]);
    expect(levelsByNearness(-4)).toEqual([1, 2, 3, 4, 5]);
  });

  it('asks about the weakest concept with questions left, not three times in a row', () => {
    const concepts = [
      { code: 'a', rating: 0.5, remaining: 3 },
      { code: 'b', rating: -1, remaining: 2 },
      { code: 'c', rating: -2, remaining: 0 },
    ];
    expect(chooseConcept(concepts, [])).toBe('b');
    expect(chooseConcept(concepts, ['b', 'b'])).toBe('a');
    expect(chooseConcept([{ code: 'b', rating: -1, remaining: 2 }], ['b', 'b'])).toBe('b');
    expect(chooseConcept([{ code: 'z', rating: 0, remaining: 0 }], [])).toBeUndefined();
  });
});
