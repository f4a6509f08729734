import type * as z from 'zod/mini';
import type { QuestionType } from '../questionTypes.ts';
import type { QuestionTypeModule, QuestionWire } from './QuestionTypeModule.ts';

/**
 * Declares a type's module keeping its schemas' own types (the registry derives the unions from
 * them) while its methods are checked against, and typed by, the contract above.
 */
export function defineQuestionType<
  T extends QuestionType,
  CS extends z.ZodMiniType<{ type: T }>,
  AS extends z.ZodMiniType<{ type: T }>,
>(
  module: { readonly type: T; readonly content: CS; readonly answer: AS } & Omit<
    QuestionTypeModule<T, z.infer<CS>, z.infer<AS>>,
    'type' | 'content' | 'answer'
  >,
) {
  return module;
}

/**
 * Declares what the browser needs of a type (its schemas and its key's CSV reader) apart from the
 * rest of its module, so a player's bundle carries no serving, grading or key checks.
 */
export function defineQuestionWire<
  T extends QuestionType,
  CS extends z.ZodMiniType<{ type: T }>,
  AS extends z.ZodMiniType<{ type: T }>,
>(
  wire: { readonly type: T; readonly content: CS; readonly answer: AS } & Omit<
    QuestionWire<T, z.infer<CS>, z.infer<AS>>,
    'type' | 'content' | 'answer'
  >,
) {
  return wire;
}
