import type * as z from 'zod/mini';
import type { QuestionType } from '../questionTypes.ts';
import { AssertionWire } from './Assertion.ts';
import { CompareNumberWire } from './CompareNumber.ts';
import { DropdownsWire } from './Dropdowns.ts';
import { FillInTheBlanksWire } from './FillInTheBlanks.ts';
import { IntegerWire } from './Integer.ts';
import { LinkedComprehensionWire } from './LinkedComprehension.ts';
import { MatchTheFollowingWire } from './MatchTheFollowing.ts';
import { MatrixMatchWire } from './MatrixMatch.ts';
import { MultipleChoiceWire } from './MultipleChoice.ts';
import { NumberLineWire } from './NumberLine.ts';
import { NumericalOperationWire } from './NumericalOperation.ts';
import type { QuestionWire } from './QuestionTypeModule.ts';
import { SequencingWire } from './Sequencing.ts';
import { SingleChoiceWire } from './SingleChoice.ts';
import { SubjectiveWire } from './Subjective.ts';
import { TimeReadSetWire } from './TimeReadSet.ts';
import { TrueFalseWire } from './TrueFalse.ts';

/**
 * What the browser needs of every question type, keyed by the schema's type enum: the contracts'
 * unions and the player's key reader come from here, so a player's bundle carries no serving,
 * grading or key checks (those are in questionTypeModules.ts, with the rest of each module).
 */
const TABLE = {
  SingleChoice: SingleChoiceWire,
  MultipleChoice: MultipleChoiceWire,
  Integer: IntegerWire,
  TrueFalse: TrueFalseWire,
  Assertion: AssertionWire,
  FillInTheBlanks: FillInTheBlanksWire,
  Dropdowns: DropdownsWire,
  MatchTheFollowing: MatchTheFollowingWire,
  MatrixMatch: MatrixMatchWire,
  Sequencing: SequencingWire,
  Subjective: SubjectiveWire,
  CompareNumber: CompareNumberWire,
  NumberLine: NumberLineWire,
  TimeReadSet: TimeReadSetWire,
  NumericalOperation: NumericalOperationWire,
  LinkedComprehension: LinkedComprehensionWire,
} as const satisfies { readonly [T in QuestionType]: QuestionWire<T> };

type Table = typeof TABLE;
/** What the player shows of a question of type T. */
export type ContentOf<T extends QuestionType> = z.infer<Table[T]['content']>;
/** What a student submits for a question of type T. */
export type AnswerOf<T extends QuestionType> = z.infer<Table[T]['answer']>;
type ContentSchema = Table[QuestionType]['content'];
type AnswerSchema = Table[QuestionType]['answer'];

/** Every question type the bank and the players know, in the registry's order. */
export const QUESTION_TYPES = Object.keys(TABLE) as [QuestionType, ...QuestionType[]];

/** A type's browser part, typed by the type; called with a question's own `type`, no switch. */
export function questionWire<T extends QuestionType>(
  type: T,
): QuestionWire<T, ContentOf<T>, AnswerOf<T>> {
  return (TABLE as { readonly [K in QuestionType]: QuestionWire<K, ContentOf<K>, AnswerOf<K>> })[
    type
  ];
}

export const CONTENT_SCHEMAS = QUESTION_TYPES.map((type) => TABLE[type].content) as [
  ContentSchema,
  ...ContentSchema[],
];
export const ANSWER_SCHEMAS = QUESTION_TYPES.map((type) => TABLE[type].answer) as [
  AnswerSchema,
  ...AnswerSchema[],
];
