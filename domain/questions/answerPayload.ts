import * as z from 'zod/mini';
import { text as requestText } from '../contracts/contractPrimitives.ts';

/**
 * What a student's answer looks like for each question type, as the player submits it and the
 * server checks it: a malformed answer for its type is a 400 naming the field.
 */
const id = requestText().check(z.minLength(1), z.maxLength(16));
const ids = z.array(id).check(z.maxLength(16));
const number = z.number().check(z.refine(Number.isFinite, 'must be a finite number'));
const text = requestText().check(z.maxLength(200));

export const singleChoiceAnswer = z.object({ type: z.literal('SingleChoice'), choice: id });
export const multipleChoiceAnswer = z.object({ type: z.literal('MultipleChoice'), choices: ids });
export const integerAnswer = z.object({ type: z.literal('Integer'), value: number });
export const trueFalseAnswer = z.object({ type: z.literal('TrueFalse'), value: z.boolean() });
export const assertionAnswer = z.object({
  type: z.literal('Assertion'),
  choice: z.enum(['a', 'b', 'c', 'd']),
});
export const fillInTheBlanksAnswer = z.object({
  type: z.literal('FillInTheBlanks'),
  blanks: z.array(text).check(z.maxLength(16)),
});
export const dropdownsAnswer = z.object({ type: z.literal('Dropdowns'), choices: ids });
export const matchAnswer = z.object({
  type: z.literal('MatchTheFollowing'),
  pairs: z.record(id, id),
});
export const matrixMatchAnswer = z.object({
  type: z.literal('MatrixMatch'),
  pairs: z.record(id, ids),
});
export const sequencingAnswer = z.object({ type: z.literal('Sequencing'), order: ids });
/** A written answer the student grades against the ideal answer once they see it. */
export const subjectiveAnswer = z.object({
  type: z.literal('Subjective'),
  text: requestText().check(z.maxLength(5000)),
  selfAssessment: z.enum(['correct', 'partial', 'incorrect']),
});
export const compareNumberAnswer = z.object({
  type: z.literal('CompareNumber'),
  relation: z.enum(['<', '=', '>']),
});
export const numberLineAnswer = z.object({ type: z.literal('NumberLine'), value: number });

/** The answers a linked-comprehension part can take. */
export const partAnswer = z.discriminatedUnion('type', [
  singleChoiceAnswer,
  multipleChoiceAnswer,
  integerAnswer,
  trueFalseAnswer,
]);
export const linkedComprehensionAnswer = z.object({
  type: z.literal('LinkedComprehension'),
  parts: z.record(id.check(z.maxLength(40)), partAnswer),
});

export const answerPayload = z.discriminatedUnion('type', [
  singleChoiceAnswer,
  multipleChoiceAnswer,
  integerAnswer,
  trueFalseAnswer,
  assertionAnswer,
  fillInTheBlanksAnswer,
  dropdownsAnswer,
  matchAnswer,
  matrixMatchAnswer,
  sequencingAnswer,
  subjectiveAnswer,
  compareNumberAnswer,
  numberLineAnswer,
  linkedComprehensionAnswer,
]);

export type AnswerPayload = z.infer<typeof answerPayload>;
export type AnswerOf<T extends AnswerPayload['type']> = Extract<AnswerPayload, { type: T }>;
