import { ATTEMPT_TYPES, type AttemptType } from '../../../../domain/contracts/practice.ts';
import type { QuestionResult, TestAnalysis } from '../../../../domain/contracts/mockTests.ts';
import { countAnalysis, type AnalysisCounts } from '../../../../domain/mockTests/analysisCounts.ts';

export type AnalysedQuestion = TestAnalysis['questions'][number];

/** Questions the list shows at first, and adds on each "show more": a long paper stays short. */
export const QUESTIONS_PER_PAGE = 10;

/**
 * What the question list can be narrowed to; the first, wrong or not attempted, is where it
 * opens (the questions worth a second look).
 */
export const QUESTION_FILTERS = ['toReview', 'incorrect', 'unattempted', 'correct', 'all'] as const;
export type QuestionFilter = (typeof QUESTION_FILTERS)[number];

/** The count each filter shows: the summary's own number, from `countAnalysis`. */
export const FILTER_COUNTS = {
  toReview: 'toReview',
  incorrect: 'incorrect',
  unattempted: 'notAttempted',
  correct: 'correct',
  all: 'questions',
} as const satisfies Record<QuestionFilter, keyof AnalysisCounts>;

export function matchesFilter(question: AnalysedQuestion, filter: QuestionFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'toReview') return question.result !== 'correct';
  return question.result === filter;
}

/** Wrong answers before skipped ones (each in the paper's order); the rest in the paper's order. */
const REVIEW_ORDER: Readonly<Record<QuestionResult, number>> = {
  incorrect: 0,
  unattempted: 1,
  correct: 2,
};

/** The questions a filter shows, in the order it shows them. */
export function questionsFor<Q extends AnalysedQuestion>(
  questions: readonly Q[],
  filter: QuestionFilter,
): Q[] {
  const shown = questions.filter((q) => matchesFilter(q, filter));
  return filter === 'toReview'
    ? shown.sort((a, b) => REVIEW_ORDER[a.result] - REVIEW_ORDER[b.result])
    : shown;
}

const KNOWN_ATTEMPT_TYPES: ReadonlySet<string> = new Set(ATTEMPT_TYPES);

/** The attempt type when the server sent one this client knows (the contract leaves it open). */
export function attemptTypeOf(question: AnalysedQuestion): AttemptType | undefined {
  const type = question.attempt_type;
  return type !== null && KNOWN_ATTEMPT_TYPES.has(type) ? (type as AttemptType) : undefined;
}

/** The analysis's counts, all from the one domain function (summary and filters alike). */
export function countsOf(questions: readonly AnalysedQuestion[]): AnalysisCounts {
  return countAnalysis(
    questions.map((q) => ({ result: q.result, status: q.status, attemptType: attemptTypeOf(q) })),
  );
}

export type NumberedQuestion = AnalysedQuestion & { number: number };

/**
 * Numbers the questions 1, 2, 3… in the order the analysis lists them, the paper's order (the
 * contract does not say whether question_index counts from 0 or 1).
 */
export function numberQuestions(questions: readonly AnalysedQuestion[]): NumberedQuestion[] {
  return questions.map((question, index) => ({ ...question, number: index + 1 }));
}
