import { describe, expect, it } from 'vitest';
import { awardUnderCap } from '../../../../domain/embiums/awardUnderCap.ts';
import { daysInARow } from '../../../../domain/embiums/daysInARow.ts';
import {
  practiceAnswerObject,
  timelineRecordObject,
} from '../../../../domain/embiums/embiumObjects.ts';
import { indiaDay } from '../../../../domain/embiums/indiaDay.ts';
import { practiceAnswerEvent } from '../../../../domain/embiums/practiceAnswerEvent.ts';
import { runsCompleted } from '../../../../domain/embiums/runsCompleted.ts';

describe('which event a practice answer is', () => {
  it('is perfect when well timed without a hint, right for any other right answer', () => {
    expect(practiceAnswerEvent('Perfect', false)).toBe('practicePerfect');
    expect(practiceAnswerEvent('Perfect', true)).toBe('practiceRight');
    expect(practiceAnswerEvent('TooFastCorrect', false)).toBe('practiceRight');
    expect(practiceAnswerEvent('OvertimeCorrect', false)).toBe('practiceRight');
    expect(practiceAnswerEvent('SolveWithUsCorrect', false)).toBe('practiceRight');
  });

  it('is none for a wrong, wasted, skipped or revealed answer', () => {
    for (const type of [
      'Incorrect',
      'Wasted',
      'OvertimeIncorrect',
      'NonAttempt',
      'SolveWithUsRevealedAnswer',
      'SolveWithUsInCorrect',
    ] as const)
      expect(practiceAnswerEvent(type, false)).toBeNull();
  });
});

describe('an award under the day’s cap', () => {
  const rule = { points: 20, dailyCap: 60 };

  it('is the rule’s points while the cap has room, the rest of it at the edge, then nothing', () => {
    expect(awardUnderCap(rule, 0)).toBe(20);
    expect(awardUnderCap(rule, 40)).toBe(20);
    expect(awardUnderCap(rule, 50)).toBe(10);
    expect(awardUnderCap(rule, 60)).toBe(0);
    expect(awardUnderCap(rule, 75)).toBe(0);
  });
});

describe('the India day', () => {
  it('turns at midnight in India (18:30 UTC), not at midnight UTC', () => {
    const beforeMidnight = Date.UTC(2026, 10, 22, 18, 29, 59, 999);
    const midnight = Date.UTC(2026, 10, 22, 18, 30);
    expect(indiaDay(midnight) - indiaDay(beforeMidnight)).toBe(1);
    // 23:00 UTC is already the next day in India; 00:30 UTC the same one.
    expect(indiaDay(Date.UTC(2026, 10, 22, 23))).toBe(indiaDay(Date.UTC(2026, 10, 23, 0, 30)));
    expect(indiaDay(Date.UTC(2026, 10, 22, 12))).toBe(indiaDay(beforeMidnight));
  });

  it('counts whole days, so consecutive days differ by one', () => {
    const day = indiaDay(Date.UTC(2026, 0, 1, 6));
    expect(Number.isInteger(day)).toBe(true);
    expect(indiaDay(Date.UTC(2026, 0, 2, 6))).toBe(day + 1);
  });
});

describe('runs of right answers', () => {
  it('counts a run each `every` in a row; a wrong answer breaks it, an earned one starts afresh', () => {
    const five = [true, true, true, true, true];
    expect(runsCompleted([...five, false, ...five], 5)).toBe(2);
    expect(runsCompleted([true, true, true, true, false], 5)).toBe(0);
    expect(runsCompleted([...five, ...five], 5)).toBe(2);
    expect(runsCompleted([...five, true, true, true, true], 5)).toBe(1);
    expect(runsCompleted([], 5)).toBe(0);
  });
});

describe('days in a row', () => {
  it('counts back from today through days with awards; a gap or no award today ends it', () => {
    expect(daysInARow([10, 11, 12, 13], 13)).toBe(4);
    expect(daysInARow([8, 10, 11, 12, 13], 13)).toBe(4);
    expect(daysInARow([10, 11, 12], 13)).toBe(0);
    expect(daysInARow([13], 13)).toBe(1);
  });
});

describe('what a timeline record is about', () => {
  it('names the answer, the lesson or the test session the awards are keyed by', () => {
    expect(
      timelineRecordObject({ type: 'Practice', content_id: 'Q1', format_reference: 'S1' }),
    ).toBe(practiceAnswerObject('S1', 'Q1'));
    expect(timelineRecordObject({ type: 'Video', content_id: 'V1' })).toBe('V1');
    expect(timelineRecordObject({ type: 'Test', content_id: 'T1', format_reference: 'S2' })).toBe(
      'S2',
    );
    expect(timelineRecordObject({ type: 'Book', content_id: 'B1' })).toBeNull();
    expect(timelineRecordObject({ type: 'Practice', content_id: 'Q1' })).toBeNull();
  });
});
