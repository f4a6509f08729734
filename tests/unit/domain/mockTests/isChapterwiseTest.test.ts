import { describe, expect, it } from 'vitest';
import {
  CHAPTERWISE_CODE_PARTS,
  isChapterwiseTest,
} from '../../../../domain/mockTests/isChapterwiseTest.ts';

describe('isChapterwiseTest (spec §5)', () => {
  it('needs 5 double-dash parts: goal, exam, subject, unit, chapter', () => {
    expect(CHAPTERWISE_CODE_PARTS).toBe(5);
  });

  it.each([
    ['the chapterwise type, whatever the code', 'chapterwise_test', 'jee-mock-01', true],
    ['the chapterwise type with a chapter code', 'chapterwise_test', 'a--b--c--d--e', true],
    ['a code of 5 parts', 'mock_test', 'pre-ug--jee-main--physics--mechanics--kinematics', true],
    ['a code of 6 parts (a topic)', 'mock_test', 'a--b--c--d--e--f', true],
    ['a code of 4 parts (a unit)', 'mock_test', 'pre-ug--jee-main--physics--mechanics', false],
    ['a code of 1 part', 'mock_test', 'jee-main-full-01', false],
    ['single dashes only', 'custom_test', 'a-b-c-d-e-f', false],
    ['another type and an empty code', 'custom_test', '', false],
    ['a type that only resembles it', 'chapterwise', 'a--b', false],
  ])('%s: %s', (_case, type, code, expected) => {
    expect(isChapterwiseTest(type, code)).toBe(expected);
  });
});
