import { describe, expect, it } from 'vitest';
import type { QuestionResult } from '../../../../domain/contracts/mockTests.ts';
import {
  countAnalysis,
  type CountedQuestion,
} from '../../../../domain/mockTests/analysisCounts.ts';
import type { QuestionStatus } from '../../../../domain/mockTests/questionStatus.ts';
import {
  FILTER_COUNTS,
  matchesFilter,
  QUESTION_FILTERS,
  questionsFor,
  type AnalysedQuestion,
} from '../../../../renderers/screens/mockTests/analysis/questionResults.ts';

const counted = (
  result: QuestionResult,
  status: QuestionStatus,
  attemptType?: CountedQuestion['attemptType'],
): CountedQuestion => ({ result, status, attemptType });

/** A 90-question paper as the issue saw it: 5 answered, 1 opened and left, 84 never opened. */
const PAPER: CountedQuestion[] = [
  counted('correct', 'answered', 'Perfect'),
  counted('correct', 'answeredAndMarked', 'TooFastCorrect'),
  counted('correct', 'answered', 'Perfect'),
  counted('incorrect', 'answered', 'Incorrect'),
  counted('incorrect', 'answeredAndMarked', 'Wasted'),
  counted('unattempted', 'reviewNow', 'NonAttempt'),
  ...Array.from({ length: 84 }, () => counted('unattempted', 'notVisited')),
];

describe('countAnalysis', () => {
  it('counts every number the analysis shows, question by question', () => {
    const counts = countAnalysis(PAPER);
    expect({ ...counts, attemptTypes: Object.fromEntries(counts.attemptTypes) }).toEqual({
      questions: 90,
      attempted: 5,
      correct: 3,
      incorrect: 2,
      notAttempted: 85,
      marked: 3,
      toReview: 87,
      attemptTypes: { Perfect: 2, TooFastCorrect: 1, Incorrect: 1, Wasted: 1 },
    });
  });

  it('adds up to the number of questions', () => {
    const counts = countAnalysis(PAPER);
    expect(counts.correct + counts.incorrect + counts.notAttempted).toBe(counts.questions);
    expect(counts.attempted + counts.notAttempted).toBe(counts.questions);
    const typed = [...counts.attemptTypes.values()].reduce((sum, n) => sum + n, 0);
    expect(typed).toBe(counts.attempted);
  });

  it('says "not attempted" once: an opened, unanswered question is not an attempt type too', () => {
    expect(countAnalysis(PAPER).attemptTypes.has('NonAttempt')).toBe(false);
  });

  it('counts an empty paper as nothing', () => {
    expect(countAnalysis([])).toMatchObject({ questions: 0, attempted: 0, notAttempted: 0 });
  });
});

describe('the filters read the summary’s counts', () => {
  const analysed: AnalysedQuestion[] = PAPER.map((q, i) => ({
    question_index: i + 1,
    code: `q-${i + 1}`,
    section: 's',
    category: 'SingleChoice',
    status: q.status,
    selected: null,
    selected_answer_csv: '',
    result: q.result,
    marks: 0,
    correct_answer_csv: 'a',
    time_spent: 0,
    ideal_time: 60,
    attempt_type: q.attemptType ?? null,
  }));

  it.each(QUESTION_FILTERS)('the %s filter lists as many questions as its count', (filter) => {
    const counts = countAnalysis(PAPER);
    expect(analysed.filter((q) => matchesFilter(q, filter))).toHaveLength(
      counts[FILTER_COUNTS[filter]],
    );
  });

  it('lists the wrong answers before the skipped ones, each in the paper’s order', () => {
    const shown = questionsFor(analysed, 'toReview').map((q) => q.code);
    expect(shown.slice(0, 4)).toEqual(['q-4', 'q-5', 'q-6', 'q-7']);
    expect(shown).toHaveLength(87);
  });
});
