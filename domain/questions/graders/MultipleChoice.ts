import type { Grader } from '../Grader.ts';
import { requireKnownIds } from './requireKnownIds.ts';

/**
 * All and only the key's options: one missed or one extra is wrong. The score counts options
 * classified right (chosen when in the key, left when not) so summaries can show near misses.
 */
export const gradeMultipleChoice: Grader<'MultipleChoice'> = (question, answer) => {
  const ids = question.options.map((o) => o.id);
  requireKnownIds('choices', answer.choices, ids, 'option');
  const chosen = new Set(answer.choices);
  const key = new Set(question.answer);
  const right = ids.filter((id) => chosen.has(id) === key.has(id)).length;
  // Written in option order, so the same choice always reads the same whatever order it was picked.
  const inOptionOrder = (set: Set<string>) => ids.filter((id) => set.has(id)).join(',');
  return {
    correct: right === ids.length,
    score: right / ids.length,
    selectedCsv: inOptionOrder(chosen),
    correctCsv: inOptionOrder(key),
  };
};
