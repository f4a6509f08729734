import * as z from 'zod/mini';
import { answerPayload } from '../questions/answerPayload.ts';
import { QUESTION_TYPES } from '../questions/types/questionWires.ts';
import { SUPPORTED_LOCALES } from '../rules/locales.ts';
import { text } from './contractPrimitives.ts';
import { defineCall } from './defineCall.ts';
import { shownKey, shownQuestion } from './questionContent.ts';

/*
 * The timeline's question call, apart from its summaries: a question carries the question types'
 * wire formats, which the summaries (shown on the user home) have no use for.
 */

/** Where a child met a question: the `{type}` of the question call. */
export const QUESTION_SEEN_IN = ['practice', 'test'] as const;

export const timelineQuestionCall = defineCall({
  service: 'timeline',
  method: 'GET',
  path: '/v1/:type/question/:id',
  summary:
    'A question the child answered in practice, or met in a test whose key is out, with its key, their last answer and its solution (404 QUESTION_NOT_SEEN otherwise)',
  auth: 'child',
  params: z.object({
    type: z.enum(QUESTION_SEEN_IN),
    id: text().check(z.minLength(1), z.maxLength(40)),
  }),
  query: z.object({
    /** The question's type, when the caller knows it: a mismatch is not this question. */
    questionType: z.optional(z.enum(QUESTION_TYPES)),
    locale: z._default(z.enum(SUPPORTED_LOCALES), 'en'),
    goal: z.optional(text().check(z.maxLength(100))),
    exam: z.optional(text().check(z.maxLength(100))),
  }),
  responses: {
    200: z.object({
      data: z.extend(shownQuestion, {
        /** The key, marked by the child's last answer there. */
        key: shownKey,
        selected: z.nullable(answerPayload),
        /** The worked solution; null while a test's solutions are not out. */
        explanation: z.nullable(z.string()),
      }),
    }),
  },
});
