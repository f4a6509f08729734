import type { Grader } from '../Grader.ts';
import { MismatchedAnswerError } from './MismatchedAnswerError.ts';
import { requireKnownIds } from './requireKnownIds.ts';

/** The exact order; each item in its right place earns its share. */
export const gradeSequencing: Grader<'Sequencing'> = (question, answer) => {
  const ids = question.items.map((item) => item.id);
  // The player orders the items it shows: anything but a permutation of them is not an answer.
  requireKnownIds('order', answer.order, ids, 'item');
  if (answer.order.length !== ids.length)
    throw new MismatchedAnswerError(
      'order',
      `orders ${answer.order.length} items; the question has ${ids.length}`,
    );
  const right = answer.order.filter((id, i) => id === question.answer[i]).length;
  return {
    correct: right === ids.length,
    score: right / ids.length,
    selectedCsv: answer.order.join(','),
    correctCsv: question.answer.join(','),
  };
};
