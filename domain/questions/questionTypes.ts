import type { Question } from '../../schemas/types.generated.ts';

/** A question as the content pack writes it (schemas/content/questions.schema.json). */
export type BankQuestion = Question;
/** The schema's enum of question types: every registry is a complete record over it. */
export type QuestionType = BankQuestion['type'];
export type QuestionOfType<T extends QuestionType> = Extract<BankQuestion, { type: T }>;
/** A part of a linked-comprehension passage: itself a question of a simple type. */
export type PartQuestion = QuestionOfType<'LinkedComprehension'>['parts'][number];

/** Blanks in a body are runs of two or more underscores (learning-experience spec §5). */
export const BLANK_PATTERN = /_{2,}/g;
