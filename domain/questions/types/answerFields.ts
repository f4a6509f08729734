import * as z from 'zod/mini';
import { text as requestText } from '../../contracts/contractPrimitives.ts';

/**
 * The fields answers are made of, bounded so a malformed answer is a 400 naming the field and
 * never reaches a grader.
 */
export const answerId = () => requestText().check(z.minLength(1), z.maxLength(16));
export const answerIds = () => z.array(answerId()).check(z.maxLength(16));
export const answerNumber = () =>
  z.number().check(z.refine(Number.isFinite, 'must be a finite number'));
export const answerText = () => requestText().check(z.maxLength(200));
