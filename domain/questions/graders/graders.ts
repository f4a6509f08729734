import type { AnswerOf, AnswerPayload } from '../answerPayload.ts';
import type { Grade, Grader } from '../Grader.ts';
import type { BankQuestion, QuestionOfType, QuestionType } from '../questionTypes.ts';
import { gradeAssertion } from './Assertion.ts';
import { gradeCompareNumber } from './CompareNumber.ts';
import { gradeDropdowns } from './Dropdowns.ts';
import { gradeFillInTheBlanks } from './FillInTheBlanks.ts';
import { gradeInteger } from './Integer.ts';
import { gradeLinkedComprehension } from './LinkedComprehension.ts';
import { gradeMatchTheFollowing } from './MatchTheFollowing.ts';
import { gradeMatrixMatch } from './MatrixMatch.ts';
import { MismatchedAnswerError } from './MismatchedAnswerError.ts';
import { gradeMultipleChoice } from './MultipleChoice.ts';
import { gradeNumberLine } from './NumberLine.ts';
import { gradeSequencing } from './Sequencing.ts';
import { gradeSingleChoice } from './SingleChoice.ts';
import { gradeSubjective } from './Subjective.ts';
import { gradeTrueFalse } from './TrueFalse.ts';

/** One grader per question type: a type the bank gains without a grader fails the typecheck. */
export const GRADERS: { readonly [T in QuestionType]: Grader<T> } = {
  SingleChoice: gradeSingleChoice,
  MultipleChoice: gradeMultipleChoice,
  Integer: gradeInteger,
  TrueFalse: gradeTrueFalse,
  Assertion: gradeAssertion,
  FillInTheBlanks: gradeFillInTheBlanks,
  Dropdowns: gradeDropdowns,
  MatchTheFollowing: gradeMatchTheFollowing,
  MatrixMatch: gradeMatrixMatch,
  Sequencing: gradeSequencing,
  Subjective: gradeSubjective,
  CompareNumber: gradeCompareNumber,
  NumberLine: gradeNumberLine,
  LinkedComprehension: gradeLinkedComprehension,
};

/** Generic over the type, so each grader gets its own question and answer without a cast. */
function gradeWith<T extends QuestionType>(
  type: T,
  question: QuestionOfType<T>,
  answer: AnswerOf<T>,
): Grade {
  const grader: Grader<T> = GRADERS[type];
  return grader(question, answer);
}

/** Whether the answer is of the question's type; each grader then checks the ids itself. */
function answers<T extends QuestionType>(
  question: QuestionOfType<T>,
  answer: AnswerPayload,
): answer is AnswerOf<T> {
  return answer.type === question.type;
}

/**
 * Grades a student's answer to a bank question. An answer that does not fit the question (another
 * type, ids the question lacks) is refused with a MismatchedAnswerError naming the field.
 */
export function gradeAnswer(question: BankQuestion, answer: AnswerPayload): Grade {
  // Read before the guard: where it fails, it leaves the answer nothing to read.
  const given = answer.type;
  if (answers(question, answer)) return gradeWith(question.type, question, answer);
  throw new MismatchedAnswerError(
    'type',
    `is ${given}, but question ${question.code} is ${question.type}`,
  );
}
