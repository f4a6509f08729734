import { describe, expect, it } from 'vitest';
import { ATTEMPT_TYPES } from '../../../../domain/contracts/practice.ts';
import { attemptTone } from '../../../../domain/practice/attemptTone.ts';
import { planStepQuery } from '../../../../domain/practice/planStep.ts';
import {
  practiceHref,
  practiceSummaryHref,
  sessionSummaryHref,
} from '../../../../domain/practice/practiceLinks.ts';
import {
  formatClock,
  isOverTime,
  percentOf,
  secondsBetween,
} from '../../../../domain/practice/questionTimer.ts';

const CHAPTER = 'PreUG--jee-main--physics--mechanics--kinematics';

describe('question timer', () => {
  it('formats seconds as a clock', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(9.9)).toBe('0:09');
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(formatClock(-3)).toBe('0:00');
  });

  it('is over time only past a known ideal time', () => {
    expect(isOverTime(60, 60)).toBe(false);
    expect(isOverTime(61, 60)).toBe(true);
    expect(isOverTime(500, 0)).toBe(false);
  });

  it('counts whole seconds, never negative', () => {
    expect(secondsBetween(1000, 4400)).toBe(3);
    expect(secondsBetween(5000, 1000)).toBe(0);
  });

  it('turns shares into clamped percentages', () => {
    expect(percentOf(0.456)).toBe(46);
    expect(percentOf(1.2)).toBe(100);
    expect(percentOf(-1)).toBe(0);
  });
});

describe('practice links', () => {
  it('builds the practice, practice summary and session summary addresses', () => {
    expect(practiceHref(CHAPTER)).toBe(`/practice?mode=Normal&learnmap_id=${CHAPTER}`);
    expect(practiceHref(CHAPTER, 'Laws of Motion')).toBe(
      `/practice?mode=Normal&learnmap_id=${CHAPTER}&title=Laws+of+Motion`,
    );
    expect(practiceSummaryHref(CHAPTER)).toBe(
      `/practice/summary/kinematics?learnmap_id=${CHAPTER}`,
    );
    expect(sessionSummaryHref('s 1')).toBe('/practice/session-summary?session_id=s+1');
  });
});

describe('attempt tone', () => {
  it('gives every attempt type a tone', () => {
    expect(ATTEMPT_TYPES.map(attemptTone)).not.toContain(undefined);
    expect(attemptTone('Perfect')).toBe('good');
    expect(attemptTone('OvertimeCorrect')).toBe('fair');
    expect(attemptTone('Wasted')).toBe('poor');
    expect(attemptTone('NonAttempt')).toBe('neutral');
  });
});

describe('plan step update', () => {
  const session = {
    session_id: 's1',
    mode: 'PAJPractice' as const,
    title: '',
    last_eorder: 0,
    learning_map: { learnpath_name: CHAPTER, concepts: [] },
    guide_messages: [],
    userId: 'u',
    paj_id: 'p1',
    paj_step_index: 3,
    paj_step_path: null,
    paj_step_path_index: null,
    call_id: 'call-9',
    object_type: null,
  };

  it('reports the step with defaults for what the session leaves open', () => {
    expect(planStepQuery(session, 'STARTED')).toEqual({
      paj_id: 'p1',
      step_index: 3,
      path_type: 'practice',
      path_index: 0,
      object_type: 'practice',
      object_id: 's1',
      status: 'STARTED',
      call_id: 'call-9',
    });
  });

  it('reports nothing for a session of no plan', () => {
    expect(planStepQuery({ ...session, paj_id: null }, 'COMPLETED')).toBe(undefined);
  });
});
