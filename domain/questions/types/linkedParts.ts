import * as z from 'zod/mini';
import type { PartQuestion } from '../questionTypes.ts';
import { Integer, IntegerWire } from './Integer.ts';
import { MultipleChoice, MultipleChoiceWire } from './MultipleChoice.ts';
import type { QuestionTypeModule, QuestionWire } from './QuestionTypeModule.ts';
import { SingleChoice, SingleChoiceWire } from './SingleChoice.ts';
import { TrueFalse, TrueFalseWire } from './TrueFalse.ts';

/** The types a linked-comprehension part can be: a part is served, graded and checked by them. */
const TABLE = { SingleChoice, MultipleChoice, Integer, TrueFalse } as const;
type PartType = PartQuestion['type'];
type Table = typeof TABLE;
export type PartContentOf<T extends PartType> = z.infer<Table[T]['content']>;
export type PartAnswerOf<T extends PartType> = z.infer<Table[T]['answer']>;

/** Typed over the part types, so one generic call reaches a part's own module without a switch. */
export const PART_MODULES: {
  readonly [T in PartType]: QuestionTypeModule<T, PartContentOf<T>, PartAnswerOf<T>>;
} = TABLE;

/** The parts' browser side: their schemas and key readers, without serving or grading. */
const WIRES = {
  SingleChoice: SingleChoiceWire,
  MultipleChoice: MultipleChoiceWire,
  Integer: IntegerWire,
  TrueFalse: TrueFalseWire,
} as const;

export const partContent = z.discriminatedUnion('type', [
  SingleChoiceWire.content,
  MultipleChoiceWire.content,
  IntegerWire.content,
  TrueFalseWire.content,
]);
export const partAnswer = z.discriminatedUnion('type', [
  SingleChoiceWire.answer,
  MultipleChoiceWire.answer,
  IntegerWire.answer,
  TrueFalseWire.answer,
]);
export type PartAnswer = z.infer<typeof partAnswer>;
export type PartContent = z.infer<typeof partContent>;

/** Whether an answer (or content) is of the given part type. */
export function isOfPartType<T extends PartType, V extends { type: string }>(
  type: T,
  value: V,
): value is Extract<V, { type: T }> {
  return value.type === type;
}

/**
 * A part type's module, typed by the type alone: called with a part's own `type`, its methods take
 * that part (and, once checked with isOfPartType, its answer) without a switch.
 */
export function partModule<T extends PartType>(
  type: T,
): QuestionTypeModule<T, PartContentOf<T>, PartAnswerOf<T>> {
  return PART_MODULES[type];
}

/** A part type's browser side, typed by the type alone (for reading a part's key). */
export function partWire<T extends PartType>(
  type: T,
): QuestionWire<T, PartContentOf<T>, PartAnswerOf<T>> {
  return (
    WIRES as { readonly [K in PartType]: QuestionWire<K, PartContentOf<K>, PartAnswerOf<K>> }
  )[type];
}
