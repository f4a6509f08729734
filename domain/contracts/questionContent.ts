import * as z from 'zod/mini';
import { CONTENT_SCHEMAS, QUESTION_TYPES } from '../questions/types/questionWires.ts';

const text = z.string();

/**
 * What a player shows of a question: everything but the key (practice sends the key with the
 * answer check, tests with the analysis once the key is released). The union of every question
 * type's own content schema.
 */
export const questionContent = z.discriminatedUnion('type', CONTENT_SCHEMAS);
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
