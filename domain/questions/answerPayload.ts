import * as z from 'zod/mini';
import { ANSWER_SCHEMAS, type AnswerOf as AnswerOfType } from './types/questionWires.ts';

/**
 * What a student's answer looks like, as the player submits it and the server checks it: the
 * union of every question type's answer schema, so a malformed answer for its type is a 400
 * naming the field.
 */
export const answerPayload = z.discriminatedUnion('type', ANSWER_SCHEMAS);

export type AnswerPayload = z.infer<typeof answerPayload>;
export type AnswerOf<T extends AnswerPayload['type']> = AnswerOfType<T>;
