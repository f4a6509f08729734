import { describe, expect, it } from 'vitest';
import { profileExamMatches } from '../../../../domain/profiles/profileExamMatches.ts';

const EXAMS = [
  { code: 'jee-main', parent_code: 'PreUG' },
  { code: 'cbse-class-10', parent_code: 'K12' },
];

describe('profileExamMatches', () => {
  it('accepts a listed goal and exam pair', () => {
    expect(profileExamMatches({ primary_goal: 'PreUG', primary_exam: 'jee-main' }, EXAMS)).toBe(
      true,
    );
  });

  it('refuses an exam under another goal, a retired exam, or none', () => {
    expect(profileExamMatches({ primary_goal: 'K12', primary_exam: 'jee-main' }, EXAMS)).toBe(
      false,
    );
    expect(profileExamMatches({ primary_goal: 'PreUG', primary_exam: 'aieee' }, EXAMS)).toBe(false);
    expect(profileExamMatches({ primary_goal: null, primary_exam: null }, EXAMS)).toBe(false);
  });
});
