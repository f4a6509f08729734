import type { ComponentType } from 'react';
import type { QuestionType } from '../../domain/questions/questionTypes.ts';
import { lazyNamed } from '../lazyNamed.ts';
import type { InputProps } from './InputProps.ts';
import './questions.css';

/**
 * Each type's component in its own chunk: a route is usable before any arrives, and a question
 * waits only for its own type's (preloadQuestionInputs fetches the rest once a question shows, so
 * a paper keeps working when the network drops).
 */
const LOADERS = {
  SingleChoice: () => import('./SingleChoice.tsx'),
  MultipleChoice: () => import('./MultipleChoice.tsx'),
  Integer: () => import('./Integer.tsx'),
  TrueFalse: () => import('./TrueFalse.tsx'),
  Assertion: () => import('./Assertion.tsx'),
  FillInTheBlanks: () => import('./FillInTheBlanks.tsx'),
  Dropdowns: () => import('./Dropdowns.tsx'),
  MatchTheFollowing: () => import('./MatchTheFollowing.tsx'),
  MatrixMatch: () => import('./MatrixMatch.tsx'),
  Sequencing: () => import('./Sequencing.tsx'),
  Subjective: () => import('./Subjective.tsx'),
  CompareNumber: () => import('./CompareNumber.tsx'),
  NumberLine: () => import('./NumberLine.tsx'),
  TimeReadSet: () => import('./TimeReadSet.tsx'),
  NumericalOperation: () => import('./NumericalOperation.tsx'),
  LinkedComprehension: () => import('./LinkedComprehension.tsx'),
} as const satisfies { readonly [T in QuestionType]: () => Promise<unknown> };

/**
 * The answering component of every question type, each taking its own type's props: a type
 * without one, or a component for another type's content, does not typecheck.
 */
export const QUESTION_INPUTS: { readonly [T in QuestionType]: ComponentType<InputProps<T>> } = {
  SingleChoice: lazyNamed<InputProps<'SingleChoice'>, 'SingleChoice'>(
    LOADERS.SingleChoice,
    'SingleChoice',
  ),
  MultipleChoice: lazyNamed<InputProps<'MultipleChoice'>, 'MultipleChoice'>(
    LOADERS.MultipleChoice,
    'MultipleChoice',
  ),
  Integer: lazyNamed<InputProps<'Integer'>, 'Integer'>(LOADERS.Integer, 'Integer'),
  TrueFalse: lazyNamed<InputProps<'TrueFalse'>, 'TrueFalse'>(LOADERS.TrueFalse, 'TrueFalse'),
  Assertion: lazyNamed<InputProps<'Assertion'>, 'Assertion'>(LOADERS.Assertion, 'Assertion'),
  FillInTheBlanks: lazyNamed<InputProps<'FillInTheBlanks'>, 'FillInTheBlanks'>(
    LOADERS.FillInTheBlanks,
    'FillInTheBlanks',
  ),
  Dropdowns: lazyNamed<InputProps<'Dropdowns'>, 'Dropdowns'>(LOADERS.Dropdowns, 'Dropdowns'),
  MatchTheFollowing: lazyNamed<InputProps<'MatchTheFollowing'>, 'MatchTheFollowing'>(
    LOADERS.MatchTheFollowing,
    'MatchTheFollowing',
  ),
  MatrixMatch: lazyNamed<InputProps<'MatrixMatch'>, 'MatrixMatch'>(
    LOADERS.MatrixMatch,
    'MatrixMatch',
  ),
  Sequencing: lazyNamed<InputProps<'Sequencing'>, 'Sequencing'>(LOADERS.Sequencing, 'Sequencing'),
  Subjective: lazyNamed<InputProps<'Subjective'>, 'Subjective'>(LOADERS.Subjective, 'Subjective'),
  CompareNumber: lazyNamed<InputProps<'CompareNumber'>, 'CompareNumber'>(
    LOADERS.CompareNumber,
    'CompareNumber',
  ),
  NumberLine: lazyNamed<InputProps<'NumberLine'>, 'NumberLine'>(LOADERS.NumberLine, 'NumberLine'),
  TimeReadSet: lazyNamed<InputProps<'TimeReadSet'>, 'TimeReadSet'>(
    LOADERS.TimeReadSet,
    'TimeReadSet',
  ),
  NumericalOperation: lazyNamed<InputProps<'NumericalOperation'>, 'NumericalOperation'>(
    LOADERS.NumericalOperation,
    'NumericalOperation',
  ),
  LinkedComprehension: lazyNamed<InputProps<'LinkedComprehension'>, 'LinkedComprehension'>(
    LOADERS.LinkedComprehension,
    'LinkedComprehension',
  ),
};

let preloaded = false;

/** Fetches every type's component once, so later questions show at once, online or not. */
export function preloadQuestionInputs() {
  if (preloaded) return;
  preloaded = true;
  for (const load of Object.values(LOADERS)) void load();
}

/** Types whose component shows the body itself, with its controls where the blanks are. */
export const BODY_SHOWN_BY_INPUT: ReadonlySet<QuestionType> = new Set<QuestionType>([
  'FillInTheBlanks',
  'Dropdowns',
]);
