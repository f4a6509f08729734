import type { ComponentType } from 'react';
import type { QuestionType } from '../../domain/questions/questionTypes.ts';
import { Assertion } from './Assertion.tsx';
import { CompareNumber } from './CompareNumber.tsx';
import { Dropdowns } from './Dropdowns.tsx';
import { FillInTheBlanks } from './FillInTheBlanks.tsx';
import { Integer } from './Integer.tsx';
import { LinkedComprehension } from './LinkedComprehension.tsx';
import { MatchTheFollowing } from './MatchTheFollowing.tsx';
import { MatrixMatch } from './MatrixMatch.tsx';
import { MultipleChoice } from './MultipleChoice.tsx';
import { NumberLine } from './NumberLine.tsx';
import type { QuestionInputProps } from './QuestionInputProps.ts';
import { Sequencing } from './Sequencing.tsx';
import { SingleChoice } from './SingleChoice.tsx';
import { Subjective } from './Subjective.tsx';
import { TrueFalse } from './TrueFalse.tsx';
import './questions.css';

/** The answering component of every question type: a type without one does not typecheck. */
export const QUESTION_INPUTS: Readonly<Record<QuestionType, ComponentType<QuestionInputProps>>> = {
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
  LinkedComprehension,
};

/** Types whose component shows the body itself, with its controls where the blanks are. */
export const BODY_SHOWN_BY_INPUT: ReadonlySet<QuestionType> = new Set<QuestionType>([
  'FillInTheBlanks',
  'Dropdowns',
]);
