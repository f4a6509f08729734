import * as z from 'zod/mini';
import { QUESTION_TYPES } from '../questions/questionTypes.ts';
import { wholeNumber } from './contractPrimitives.ts';

const text = z.string();
const option = z.object({ id: z.string(), text });

/**
 * What a player shows of a question: everything but the key (practice sends the key with the
 * answer check, tests with the analysis once the key is released).
 */
export const questionContent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('SingleChoice'), options: z.array(option) }),
  z.object({ type: z.literal('MultipleChoice'), options: z.array(option) }),
  z.object({ type: z.literal('Integer') }),
  z.object({ type: z.literal('TrueFalse') }),
  z.object({ type: z.literal('Assertion'), assertion: text, reason: text }),
  z.object({ type: z.literal('FillInTheBlanks'), blanks: wholeNumber() }),
  z.object({
    type: z.literal('Dropdowns'),
    blanks: z.array(z.object({ options: z.array(option) })),
  }),
  z.object({
    type: z.literal('MatchTheFollowing'),
    left: z.array(option),
    right: z.array(option),
  }),
  z.object({ type: z.literal('MatrixMatch'), left: z.array(option), right: z.array(option) }),
  z.object({ type: z.literal('Sequencing'), items: z.array(option) }),
  z.object({ type: z.literal('Subjective') }),
  z.object({ type: z.literal('CompareNumber'), left: text, right: text }),
  z.object({
    type: z.literal('NumberLine'),
    min: z.number(),
    max: z.number(),
    step: z.number(),
  }),
  z.object({
    type: z.literal('LinkedComprehension'),
    passage: text,
    parts: z.array(
      z.object({
        code: z.string(),
        body: text,
        content: z.discriminatedUnion('type', [
          z.object({ type: z.literal('SingleChoice'), options: z.array(option) }),
          z.object({ type: z.literal('MultipleChoice'), options: z.array(option) }),
          z.object({ type: z.literal('Integer') }),
          z.object({ type: z.literal('TrueFalse') }),
        ]),
      }),
    ),
  }),
]);
export type QuestionContent = z.infer<typeof questionContent>;

/** A question as any player shows it (practice and tests add their own fields). */
export const shownQuestion = z.object({
  code: z.string(),
  category: z.enum(QUESTION_TYPES),
  body: text,
  content: questionContent,
});
export type ShownQuestion = z.infer<typeof shownQuestion>;

/** What a player marks an answer with once the key is known: the verdict and the key. */
export const shownKey = z.object({
  status: z.enum(['correct', 'incorrect']),
  correct_answer_csv: z.string(),
  correctAnswers: z.array(z.string()),
  idealAnswer: z.nullable(z.string()),
});
export type ShownKey = z.infer<typeof shownKey>;
