import type { Grader } from '../Grader.ts';

export const gradeCompareNumber: Grader<'CompareNumber'> = (question, answer) => {
  const correct = answer.relation === question.answer;
  return {
    correct,
    score: correct ? 1 : 0,
    selectedCsv: answer.relation,
    correctCsv: question.answer,
  };
};
