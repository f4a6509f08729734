import type { Grader } from '../Grader.ts';

export const gradeAssertion: Grader<'Assertion'> = (question, answer) => {
  const correct = answer.choice === question.answer;
  return {
    correct,
    score: correct ? 1 : 0,
    selectedCsv: answer.choice,
    correctCsv: question.answer,
  };
};
