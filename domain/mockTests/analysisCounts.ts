import type { QuestionResult } from '../contracts/mockTests.ts';
import type { AttemptType } from '../contracts/practice.ts';
import { isMarked, type QuestionStatus } from './questionStatus.ts';

/** What counting needs of an analysed question. */
export interface CountedQuestion {
  result: QuestionResult;
  status: QuestionStatus;
  /** How it was attempted against its ideal time, when the client knows the type. */
  attemptType: AttemptType | undefined;
}

/**
 * Every count the analysis shows, question by question. Correct, incorrect and not attempted add
 * up to the questions; attempted is correct and incorrect (an answer marked for review counts, as
 * NTA evaluates it).
 */
export interface AnalysisCounts {
  questions: number;
  attempted: number;
  correct: number;
  incorrect: number;
  notAttempted: number;
  /** Marked for review when the test ended, answered or not. */
  marked: number;
  /** Wrong or not attempted: the questions worth a second look. */
  toReview: number;
  /** Attempted questions by how they went (perfect, too fast…), in first-seen order. */
  attemptTypes: ReadonlyMap<AttemptType, number>;
}

/**
 * The one place the analysis is counted: its summary and its filters both read this, so they
 * cannot disagree. Attempt types count attempted questions only — a question left alone is "not
 * attempted" once, whether or not it was opened (the server types only opened ones `NonAttempt`).
 */
export function countAnalysis(questions: readonly CountedQuestion[]): AnalysisCounts {
  let correct = 0;
  let incorrect = 0;
  let marked = 0;
  const attemptTypes = new Map<AttemptType, number>();
  for (const q of questions) {
    if (q.result === 'correct') correct++;
    if (q.result === 'incorrect') incorrect++;
    if (isMarked(q.status)) marked++;
    if (q.result !== 'unattempted' && q.attemptType !== undefined)
      attemptTypes.set(q.attemptType, (attemptTypes.get(q.attemptType) ?? 0) + 1);
  }
  const notAttempted = questions.length - correct - incorrect;
  return {
    questions: questions.length,
    attempted: correct + incorrect,
    correct,
    incorrect,
    notAttempted,
    marked,
    toReview: incorrect + notAttempted,
    attemptTypes,
  };
}
