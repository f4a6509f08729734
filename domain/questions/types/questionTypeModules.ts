import type { QuestionType } from '../questionTypes.ts';
import { Assertion } from './Assertion.ts';
import { CompareNumber } from './CompareNumber.ts';
import { Dropdowns } from './Dropdowns.ts';
import { FillInTheBlanks } from './FillInTheBlanks.ts';
import { Integer } from './Integer.ts';
import { LinkedComprehension } from './LinkedComprehension.ts';
import { MatchTheFollowing } from './MatchTheFollowing.ts';
import { MatrixMatch } from './MatrixMatch.ts';
import { MultipleChoice } from './MultipleChoice.ts';
import { NumberLine } from './NumberLine.ts';
import { NumericalOperation } from './NumericalOperation.ts';
import type { QuestionTypeModule } from './QuestionTypeModule.ts';
import type { AnswerOf, ContentOf } from './questionWires.ts';
import { Sequencing } from './Sequencing.ts';
import { SingleChoice } from './SingleChoice.ts';
import { Subjective } from './Subjective.ts';
import { TimeReadSet } from './TimeReadSet.ts';
import { TrueFalse } from './TrueFalse.ts';

/**
 * Every question type's module, keyed by the schema's type enum: a type the schema gains without
 * a module here (or a module whose type is not the schema's) fails the typecheck.
 */
const TABLE = {
  SingleChoice,
  MultipleChoice,
  Integer,
  TrueFalse,
  Assertion,
  FillInTheBlanks,
  Dropdowns,
  MatchTheFollowing,
  MatrixMatch,
  Sequencing,
  Subjective,
  CompareNumber,
  NumberLine,
  TimeReadSet,
  NumericalOperation,
  LinkedComprehension,
} as const satisfies { readonly [T in QuestionType]: QuestionTypeModule<T> };

/** The registry typed over the type, so a call generic over T reaches T's own module. */
export const QUESTION_TYPE_MODULES: {
  readonly [T in QuestionType]: QuestionTypeModule<T, ContentOf<T>, AnswerOf<T>>;
} = TABLE;

/** A type's module, typed by the type; called with a question's own `type`, no switch needed. */
export function questionTypeModule<T extends QuestionType>(
  type: T,
): QuestionTypeModule<T, ContentOf<T>, AnswerOf<T>> {
  return QUESTION_TYPE_MODULES[type];
}
