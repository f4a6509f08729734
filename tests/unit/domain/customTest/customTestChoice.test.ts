import { describe, expect, it } from 'vitest';
import {
  availableQuestions,
  createTestState,
  defaultSettings,
  NO_CHOICE,
  questionBounds,
  readWholeNumber,
  setChapters,
  toggleSubject,
  type OfferedSubject,
} from '../../../../domain/customTest/customTestChoice.ts';

const config = { min_questions: 10, max_questions: 30, min_minutes: 10, max_minutes: 60 };
const physics: OfferedSubject = {
  code: 'physics',
  display_name: 'Physics',
  chapters: [
    { learn_path: 'p--1', name: 'Kinematics', questions: 12 },
    { learn_path: 'p--2', name: 'Laws of motion', questions: 8 },
  ],
};
const chemistry: OfferedSubject = {
  code: 'chemistry',
  display_name: 'Chemistry',
  chapters: [{ learn_path: 'c--1', name: 'Mole concept', questions: 40 }],
};

describe('create-your-test choice', () => {
  it('derives the spec’s state: chosen subjects with their chosen chapter counts', () => {
    const choice = setChapters(toggleSubject(NO_CHOICE, physics), ['p--2'], true);
    const state = createTestState([physics, chemistry], { ...config }, choice);
    expect(state.subjects).toEqual([
      { code: 'physics', display_name: 'Physics', userSelected: true, selectedChapCount: 1 },
      { code: 'chemistry', display_name: 'Chemistry', userSelected: false, selectedChapCount: 0 },
    ]);
    expect(state.chapters['physics']?.map((c) => c.selected)).toEqual([false, true]);
  });

  it('drops a subject’s chapters with the subject, and keeps the others', () => {
    let choice = toggleSubject(toggleSubject(NO_CHOICE, physics), chemistry);
    choice = setChapters(choice, ['p--1', 'c--1'], true);
    choice = toggleSubject(choice, physics);
    expect(choice.subjects).toEqual(['chemistry']);
    expect(choice.chapters).toEqual(['c--1']);
  });

  it('caps the questions at what the chapters hold and offers minutes in proportion', () => {
    expect(availableQuestions([physics], ['p--1', 'p--2'])).toBe(20);
    expect(questionBounds(config, 20)).toEqual({ min: 10, max: 20 });
    expect(defaultSettings(config, 20)).toEqual({ question_count: '20', duration_minutes: '40' });
    expect(defaultSettings(config, 100)).toEqual({ question_count: '30', duration_minutes: '60' });
    expect(defaultSettings({ ...config, max_minutes: 30 }, 11)).toEqual({
      question_count: '11',
      duration_minutes: '11',
    });
  });

  it('reads whole numbers in bounds only', () => {
    const bounds = { min: 10, max: 20 };
    expect(readWholeNumber(' 15 ', bounds)).toEqual({ value: 15 });
    for (const text of ['', '9', '21', '12.5', '1e1', '-12', 'ten'])
      expect(readWholeNumber(text, bounds)).toEqual({ problem: { kind: 'range', bounds } });
    expect(readWholeNumber('8', { min: 10, max: 8 })).toEqual({
      problem: { kind: 'tooFewQuestions' },
    });
  });
});
