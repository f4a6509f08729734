import type { AnswerOf } from '../answerPayload.ts';
import type { Grade, Grader } from '../Grader.ts';
import { partKeyAsAnswer } from '../keyAsAnswer.ts';
import type { PartQuestion } from '../questionTypes.ts';
import { gradeInteger } from './Integer.ts';
import { MismatchedAnswerError } from './MismatchedAnswerError.ts';
import { gradeMultipleChoice } from './MultipleChoice.ts';
import { gradeSingleChoice } from './SingleChoice.ts';
import { gradeTrueFalse } from './TrueFalse.ts';

type PartAnswer = AnswerOf<'LinkedComprehension'>['parts'][string];

/** A part's answer of the part's own type, graded by that type's grader. */
function gradePart(part: PartQuestion, answer: PartAnswer): Grade | undefined {
  switch (part.type) {
    case 'SingleChoice':
      return answer.type === part.type ? gradeSingleChoice(part, answer) : undefined;
    case 'MultipleChoice':
      return answer.type === part.type ? gradeMultipleChoice(part, answer) : undefined;
    case 'Integer':
      return answer.type === part.type ? gradeInteger(part, answer) : undefined;
    case 'TrueFalse':
      return answer.type === part.type ? gradeTrueFalse(part, answer) : undefined;
  }
}

/** A part's mistake is reported where it sits in the whole answer. */
function gradePartAt(part: PartQuestion, answer: PartAnswer): Grade {
  const field = `parts.${part.code}`;
  let grade: Grade | undefined;
  try {
    grade = gradePart(part, answer);
  } catch (error) {
    if (!(error instanceof MismatchedAnswerError)) throw error;
    throw new MismatchedAnswerError(`${field}.${error.field}`, error.reason);
  }
  if (!grade)
    throw new MismatchedAnswerError(
      `${field}.type`,
      `is ${answer.type}, but the part is ${part.type}`,
    );
  return grade;
}

/**
 * Each part graded on its own; the passage is right when every part is, and scores the mean of
 * its parts. A part left unanswered scores 0 rather than being refused: students may skip one.
 */
export const gradeLinkedComprehension: Grader<'LinkedComprehension'> = (question, answer) => {
  const given = new Map(Object.entries(answer.parts));
  const codes = question.parts.map((p) => p.code);
  for (const code of given.keys())
    if (!codes.includes(code)) throw new MismatchedAnswerError(`parts.${code}`, 'names no part');
  const grades = question.parts.map((part) => {
    const partAnswer = given.get(part.code);
    return partAnswer ? gradePartAt(part, partAnswer) : undefined;
  });
  const selectedCsv = question.parts
    .flatMap((part, i) => {
      const grade = grades[i];
      return grade ? [`${part.code}:${grade.selectedCsv}`] : [];
    })
    .join(';');
  // An unanswered part's key still belongs in the key's CSV: grade the key to write it.
  const correctCsv = question.parts
    .map((part, i) => {
      const grade = grades[i] ?? gradePartAt(part, partKeyAsAnswer(part));
      return `${part.code}:${grade.correctCsv}`;
    })
    .join(';');
  return {
    correct: grades.every((g) => g?.correct === true),
    score: grades.reduce((sum, g) => sum + (g?.score ?? 0), 0) / grades.length,
    selectedCsv,
    correctCsv,
  };
};
