import type * as z from 'zod/mini';
import type { Score } from '../Grader.ts';
import type { QuestionOfType, QuestionType } from '../questionTypes.ts';

/** One thing wrong with a key, at a JSON pointer inside its question ("" for the question). */
export interface KeyProblem {
  pointer: string;
  message: string;
}

/**
 * Everything the product knows of one question type, in one place: what the player is shown and
 * what it sends back (zod, checked at every boundary), how the bank's question is served (never
 * its key), its key written as an answer, how an answer is graded, how an answer (and so the key)
 * is written as the spec's CSV and read back by the player, and what the key check proves of a
 * key before a pack may be imported. Methods, not function properties: a module of one type
 * stands in the registry's record of all types.
 */
/** The part of a type's module the browser needs: its schemas and its key's CSV reader. */
export interface QuestionWire<
  T extends QuestionType,
  C extends { type: QuestionType } = { type: T },
  A extends { type: QuestionType } = { type: T },
> {
  readonly type: T;
  /** The player's view (domain/contracts/questionContent.ts is the union of every type's). */
  readonly content: z.ZodMiniType<C>;
  /** What the player submits (domain/questions/answerPayload.ts is the union). */
  readonly answer: z.ZodMiniType<A>;
  /** The CSV read back, as the player reads the key; undefined when it cannot be read. */
  parseCsv(csv: string, content: C): A | undefined;
}

export interface QuestionTypeModule<
  T extends QuestionType,
  C extends { type: QuestionType } = { type: T },
  A extends { type: QuestionType } = { type: T },
> extends QuestionWire<T, C, A> {
  serve(question: QuestionOfType<T>, locale: string): C;
  /** The answer a perfect student submits: what the player reveals and the key check grades. */
  keyAsAnswer(question: QuestionOfType<T>): A;
  /**
   * An answer that does not fit the question (ids it lacks, a wrong count) is refused with a
   * MismatchedAnswerError naming the field; a merely wrong answer scores.
   */
  grade(question: QuestionOfType<T>, answer: A): Score;
  /** selected_answer_csv; of the key as an answer, correct_answer_csv. */
  answerCsv(question: QuestionOfType<T>, answer: A): string;
  /** What is wrong with the key besides the schema; none for a right key. */
  checkKey(question: QuestionOfType<T>): KeyProblem[];
}
