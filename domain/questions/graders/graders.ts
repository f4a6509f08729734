import type { AnswerPayload } from '../answerPayload.ts';
import type { Grade } from '../Grader.ts';
import type { BankQuestion } from '../questionTypes.ts';
import { questionTypeModule } from '../types/questionTypeModules.ts';
import { MismatchedAnswerError } from './MismatchedAnswerError.ts';

/**
 * Grades a student's answer to a bank question by its type's module, and writes both the answer
 * and the key as the spec's CSVs. An answer that does not fit the question (another type, ids the
 * question lacks) is refused with a MismatchedAnswerError naming the field.
 */
export function gradeAnswer(question: BankQuestion, answer: AnswerPayload): Grade {
  if (answer.type !== question.type)
    throw new MismatchedAnswerError(
      'type',
      `is ${answer.type}, but question ${question.code} is ${question.type}`,
    );
  const module = questionTypeModule(question.type);
  const score = module.grade(question, answer);
  return {
    ...score,
    selectedCsv: module.answerCsv(question, answer),
    correctCsv: module.answerCsv(question, module.keyAsAnswer(question)),
  };
}
