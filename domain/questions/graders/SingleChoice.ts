import type { Grader } from '../Grader.ts';
import { requireKnownIds } from './requireKnownIds.ts';

export const gradeSingleChoice: Grader<'SingleChoice'> = (question, answer) => {
  const ids = question.options.map((o) => o.id);
  requireKnownIds('choice', [answer.choice], ids, 'option');
  const correct = answer.choice === question.answer;
  return {
    correct,
    score: correct ? 1 : 0,
    selectedCsv: answer.choice,
    correctCsv: question.answer,
  };
};
