import type { Grader } from '../Grader.ts';

export const gradeTrueFalse: Grader<'TrueFalse'> = (question, answer) => {
  const correct = answer.value === question.answer;
  return {
    correct,
    score: correct ? 1 : 0,
    selectedCsv: String(answer.value),
    correctCsv: String(question.answer),
  };
};
