import { describe, expect, it } from 'vitest';
import { checkQuestionKey } from '../../../../../domain/questions/checkQuestionKey.ts';
import { gradeAnswer } from '../../../../../domain/questions/graders/graders.ts';
import { questionContent } from '../../../../../domain/questions/serveQuestion.ts';
import type { QuestionOfType } from '../../../../../domain/questions/questionTypes.ts';
import { addMinutes, TimeReadSet } from '../../../../../domain/questions/types/TimeReadSet.ts';
import { QUESTION_FIELDS } from '../questionFields.ts';

const read: QuestionOfType<'TimeReadSet'> = {
  ...QUESTION_FIELDS,
  type: 'TimeReadSet',
  clock: { shows: { hours: 3, minutes: 40 }, minuteStep: 5 },
  answer: { hours: 3, minutes: 40 },
};
const later: QuestionOfType<'TimeReadSet'> = {
  ...read,
  clock: { shows: { hours: 11, minutes: 50 }, minuteStep: 5 },
  afterMinutes: 25,
  answer: { hours: 12, minutes: 15 },
};
const set: QuestionOfType<'TimeReadSet'> = {
  ...read,
  clock: { minuteStep: 15 },
  answer: { hours: 7, minutes: 15 },
};

describe('TimeReadSet', () => {
  it('grades hours and minutes each as half, written "h:mm"', () => {
    expect(gradeAnswer(read, { type: 'TimeReadSet', hours: 3, minutes: 40 })).toEqual({
      correct: true,
      score: 1,
      selectedCsv: '3:40',
      correctCsv: '3:40',
    });
    expect(gradeAnswer(read, { type: 'TimeReadSet', hours: 4, minutes: 40 })).toEqual({
      correct: false,
      score: 0.5,
      selectedCsv: '4:40',
      correctCsv: '3:40',
    });
    // Hands swapped: 8:20 read for 3:40 earns nothing.
    expect(gradeAnswer(read, { type: 'TimeReadSet', hours: 8, minutes: 20 })).toMatchObject({
      correct: false,
      score: 0,
    });
  });

  it('serves the clock and its minute step, and for a setting question no time at all', () => {
    expect(questionContent(read, 'en')).toEqual({
      type: 'TimeReadSet',
      shows: { hours: 3, minutes: 40 },
      minuteStep: 5,
    });
    expect(questionContent(set, 'en')).toEqual({
      type: 'TimeReadSet',
      shows: undefined,
      minuteStep: 15,
    });
  });

  it('reads back the key the player is sent', () => {
    const content = { type: 'TimeReadSet' as const, minuteStep: 5 };
    expect(TimeReadSet.parseCsv('12:05', content)).toEqual({
      type: 'TimeReadSet',
      hours: 12,
      minutes: 5,
    });
    expect(TimeReadSet.parseCsv('13:05', content)).toBeUndefined();
    expect(TimeReadSet.parseCsv('b', content)).toBeUndefined();
  });

  it('counts minutes round the twelve-hour face', () => {
    expect(addMinutes({ hours: 11, minutes: 50 }, 25)).toEqual({ hours: 12, minutes: 15 });
    expect(addMinutes({ hours: 12, minutes: 55 }, 10)).toEqual({ hours: 1, minutes: 5 });
    expect(addMinutes({ hours: 1, minutes: 10 }, -20)).toEqual({ hours: 12, minutes: 50 });
  });

  it('passes right keys and names what is wrong with a wrong one', () => {
    expect(checkQuestionKey(read)).toEqual([]);
    expect(checkQuestionKey(later)).toEqual([]);
    expect(checkQuestionKey(set)).toEqual([]);
    expect(checkQuestionKey({ ...read, answer: { hours: 4, minutes: 40 } })).toEqual([
      { pointer: '/answer', message: 'is 4:40, but the clock shows 3:40' },
    ]);
    expect(checkQuestionKey({ ...later, answer: { hours: 12, minutes: 10 } })).toEqual([
      {
        pointer: '/answer',
        message: 'is 12:10, but the clock shows 11:50 and 25 minutes from it is 12:15',
      },
    ]);
    expect(checkQuestionKey({ ...set, answer: { hours: 7, minutes: 20 } })).toEqual([
      {
        pointer: '/answer/minutes',
        message: 'is 20, which a student choosing minutes in steps of 15 cannot give',
      },
    ]);
    expect(checkQuestionKey({ ...set, afterMinutes: 10 })).toEqual([
      { pointer: '/afterMinutes', message: 'needs a clock that shows a time' },
    ]);
  });
});
