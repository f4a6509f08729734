import type { Question } from '../../schemas/types.generated.ts';

/** A question as the content pack writes it (schemas/content/questions.schema.json). */
export type BankQuestion = Question;
export type QuestionType = BankQuestion['type'];
export type QuestionOfType<T extends QuestionType> = Extract<BankQuestion, { type: T }>;
/** A part of a linked-comprehension passage: itself a question of a simple type. */
export type PartQuestion = QuestionOfType<'LinkedComprehension'>['parts'][number];

/** Every question type the bank and the players know; the record types below are complete over it. */
export const QUESTION_TYPES = [
  'SingleChoice',
  'MultipleChoice',
  'Integer',
  'TrueFalse',
  'Assertion',
  'FillInTheBlanks',
  'Dropdowns',
  'MatchTheFollowing',
  'MatrixMatch',
  'Sequencing',
  'Subjective',
  'CompareNumber',
  'NumberLine',
  'LinkedComprehension',
] as const satisfies readonly QuestionType[];

/** Blanks in a body are runs of two or more underscores (learning-experience spec §5). */
export const BLANK_PATTERN = /_{2,}/g;
