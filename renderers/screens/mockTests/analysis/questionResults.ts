import { ATTEMPT_TYPES, type AttemptType } from '../../../../domain/contracts/practice.ts';
import type { TestAnalysis } from '../../../../domain/contracts/mockTests.ts';

export type AnalysedQuestion = TestAnalysis['questions'][number];

/** What the question list can be narrowed to. */
export const QUESTION_FILTERS = ['all', 'correct', 'incorrect', 'unattempted'] as const;
export type QuestionFilter = (typeof QUESTION_FILTERS)[number];

export function matchesFilter(question: AnalysedQuestion, filter: QuestionFilter): boolean {
  return filter === 'all' || question.result === filter;
}

const KNOWN_ATTEMPT_TYPES: ReadonlySet<string> = new Set(ATTEMPT_TYPES);

/** The attempt type when the server sent one this client knows (the contract leaves it open). */
export function attemptTypeOf(question: AnalysedQuestion): AttemptType | undefined {
  const type = question.attempt_type;
  return type !== null && KNOWN_ATTEMPT_TYPES.has(type) ? (type as AttemptType) : undefined;
}

export type NumberedQuestion = AnalysedQuestion & { number: number };

/**
 * Numbers the questions 1, 2, 3… in the order the analysis lists them, the paper's order (the
 * contract does not say whether question_index counts from 0 or 1).
 */
export function numberQuestions(questions: readonly AnalysedQuestion[]): NumberedQuestion[] {
  return questions.map((question, index) => ({ ...question, number: index + 1 }));
}
