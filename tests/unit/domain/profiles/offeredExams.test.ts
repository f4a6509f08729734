import { describe, expect, it } from 'vitest';
import {
  examHasContent,
  offeredExams,
  preselectedExam,
} from '../../../../domain/profiles/offeredExams.ts';

const none = { syllabus: false, lessons: false, questions: false, tests: false };

describe('examHasContent', () => {
  it('asks for a syllabus and something to study behind it', () => {
    expect(examHasContent({ ...none, syllabus: true, lessons: true })).toBe(true);
    expect(examHasContent({ ...none, syllabus: true, questions: true })).toBe(true);
    expect(examHasContent({ ...none, syllabus: true, tests: true })).toBe(true);
  });

  it('refuses a syllabus alone, and lessons, questions or tests without a syllabus', () => {
    expect(examHasContent({ ...none, syllabus: true })).toBe(false);
    expect(examHasContent({ syllabus: false, lessons: true, questions: true, tests: true })).toBe(
      false,
    );
    expect(examHasContent(none)).toBe(false);
  });
});

const exam = (code: string, goal: string, has_content: boolean, languages = ['en', 'hi']) => ({
  code,
  parent_code: goal,
  has_content,
  languages,
});

const list = [
  exam('cbse-class-9', 'K12', false),
  exam('cbse-class-10', 'K12', true),
  exam('jee-main', 'PreUG', true, ['en', 'hi', 'ta', 'bn']),
  exam('jee-advanced', 'PreUG', false),
  exam('gate-cse', 'PrePG', false),
];

describe('offeredExams', () => {
  it('keeps only exams with content, in the list’s order', () => {
    expect(offeredExams(list).map((e) => e.code)).toEqual(['cbse-class-10', 'jee-main']);
  });

  it('drops a goal none of whose exams has content', () => {
    expect(offeredExams(list).map((e) => e.parent_code)).not.toContain('PrePG');
  });
});

describe('preselectedExam', () => {
  const offered = offeredExams(list);

  it('starts a new profile on the first exam with content', () => {
    expect(preselectedExam(offered, undefined)).toBe('cbse-class-10');
  });

  it('keeps a profile’s exam while it is offered', () => {
    expect(preselectedExam(offered, 'jee-main')).toBe('jee-main');
  });

  it('starts a new profile on the first exam studied in the student’s language', () => {
    expect(preselectedExam(offered, undefined, 'ta')).toBe('jee-main');
    expect(preselectedExam(offered, undefined, 'hi')).toBe('cbse-class-10');
    expect(preselectedExam(offered, undefined, 'gu')).toBe('cbse-class-10');
  });

  it('never starts on an exam without content', () => {
    expect(preselectedExam(offered, 'cbse-class-9')).toBe('cbse-class-10');
  });

  it('starts on nothing when nothing is offered', () => {
    expect(preselectedExam([], null)).toBeUndefined();
  });
});
