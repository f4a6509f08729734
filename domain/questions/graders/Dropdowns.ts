import type { Grader } from '../Grader.ts';
import { MismatchedAnswerError } from './MismatchedAnswerError.ts';
import { requireKnownIds } from './requireKnownIds.ts';

/** Each drop-down earns its share; the question is right only when every one is. */
export const gradeDropdowns: Grader<'Dropdowns'> = (question, answer) => {
  const { blanks } = question;
  if (answer.choices.length !== blanks.length)
    throw new MismatchedAnswerError(
      'choices',
      `answers ${answer.choices.length} drop-downs; the question has ${blanks.length}`,
    );
  let right = 0;
  answer.choices.forEach((choice, i) => {
    const options = blanks[i]?.options.map((o) => o.id) ?? [];
    requireKnownIds(`choices.${i}`, [choice], options, 'option of this drop-down');
    if (choice === blanks[i]?.answer) right++;
  });
  return {
    correct: right === blanks.length,
    score: right / blanks.length,
    selectedCsv: answer.choices.join(','),
    correctCsv: blanks.map((b) => b.answer).join(','),
  };
};
