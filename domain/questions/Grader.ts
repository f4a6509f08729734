import type { AnswerOf } from './answerPayload.ts';
import type { QuestionOfType, QuestionType } from './questionTypes.ts';

/** How an answer fared: right or wrong, with both answers written out as the spec's CSVs. */
export interface Grade {
  correct: boolean;
  /** 0 to 1: partly right answers (some blanks, some pairs) earn part. */
  score: number;
  /** The student's answer, e.g. "a" or "a,c" or "12.5" (selected_answer_csv). */
  selectedCsv: string;
  /** The key, written the same way (correct_answer_csv). */
  correctCsv: string;
}

/**
 * The check of one question type: pure, so the server grades with it and the answer-key check
 * feeds it every key to prove the key grades as right.
 */
export type Grader<T extends QuestionType> = (
  question: QuestionOfType<T>,
  answer: AnswerOf<T>,
) => Grade;
