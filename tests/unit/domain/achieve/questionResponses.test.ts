import { describe, expect, it } from 'vitest';
import {
  checkQuestionnaire,
  DAILY_STUDY_FIELD,
  questionResponses,
} from '../../../../domain/achieve/questionResponses.ts';
import {
  DAILY_STUDY_MINUTES_MAX,
  DAILY_STUDY_MINUTES_MIN,
} from '../../../../domain/achieve/studyTime.ts';

describe('questionnaire answers as question responses', () => {
  it('sends one entry per answered field, in the form’s order, lists and numbers kept', () => {
    expect(
      questionResponses({
        targetDate: '2026-05-03',
        dailyStudyMinutes: 90,
        strongSubjects: ['physics', 'chemistry'],
        weakSubjects: ['mathematics'],
        targetScore: 180,
        homeState: 'KA',
      }),
    ).toEqual([
      { question_id: 'targetDate', response: '2026-05-03' },
      { question_id: 'dailyStudyMinutes', response: 90 },
      { question_id: 'strongSubjects', response: ['physics', 'chemistry'] },
      { question_id: 'weakSubjects', response: ['mathematics'] },
      { question_id: 'targetScore', response: 180 },
      { question_id: 'homeState', response: 'KA' },
    ]);
  });

  it('drops the fields left empty: blank text, no value, an empty list', () => {
    expect(
      questionResponses({
        targetDate: '   ',
        collegeAim: '',
        homeState: undefined,
        targetScore: null,
        strongSubjects: [],
        weakSubjects: ['', '  '],
        dailyStudyMinutes: 0,
      }),
    ).toEqual([{ question_id: 'dailyStudyMinutes', response: 0 }]);
  });

  it('trims text, keeps zero, and writes what the contract has no type for as text', () => {
    expect(
      questionResponses({
        collegeAim: '  IIT Bombay ',
        targetScore: 0,
        agree: true,
        ratio: 1.5,
        broken: Number.NaN,
        mixed: [' physics ', 3, null],
      }),
    ).toEqual([
      { question_id: 'collegeAim', response: 'IIT Bombay' },
      { question_id: 'targetScore', response: 0 },
      { question_id: 'agree', response: 'true' },
      { question_id: 'ratio', response: '1.5' },
      { question_id: 'mixed', response: ['physics', '3'] },
    ]);
  });

  it('sends nothing for no answers', () => {
    expect(questionResponses({})).toEqual([]);
  });
});

describe('the questionnaire’s check', () => {
  it.each([DAILY_STUDY_MINUTES_MIN, 60, DAILY_STUDY_MINUTES_MAX])(
    'takes a daily study time of %i minutes',
    (minutes) => {
      expect(checkQuestionnaire({ [DAILY_STUDY_FIELD]: minutes })).toEqual({
        ok: true,
        responses: [{ question_id: DAILY_STUDY_FIELD, response: minutes }],
      });
    },
  );

  it.each([0, DAILY_STUDY_MINUTES_MAX + 1, 30.5, -5, '60', Number.POSITIVE_INFINITY])(
    'refuses a daily study time of %s (spec §5: 1–365)',
    (minutes) => {
      expect(checkQuestionnaire({ targetScore: 100, [DAILY_STUDY_FIELD]: minutes })).toEqual({
        ok: false,
        invalid: [DAILY_STUDY_FIELD],
      });
    },
  );

  it('lets a questionnaire without the daily study time through', () => {
    expect(checkQuestionnaire({ targetScore: 100, [DAILY_STUDY_FIELD]: undefined })).toEqual({
      ok: true,
      responses: [{ question_id: 'targetScore', response: 100 }],
    });
  });
});
