/**
 * When practice stops helping, a lesson may: after STALL_WINDOW answers on a concept in a session,
 * if at least STALL_WRONG of them were wrong and the concept's mastery is no higher than the model
 * predicted before them, the student is offered the lessons that teach it (once a concept a session).
 */
export const STALL_WINDOW = 3;
export const STALL_WRONG = 2;

export interface ConceptHistory {
  /** The concept's answers in this session, oldest first (true = right). */
  answers: readonly boolean[];
  /** Mastery (0–1) before the last STALL_WINDOW answers, and now. */
  masteryBefore: number;
  masteryNow: number;
  alreadyOffered: boolean;
}

export function shouldIntervene(history: ConceptHistory): boolean {
  if (history.alreadyOffered || history.answers.length < STALL_WINDOW) return false;
  const window = history.answers.slice(-STALL_WINDOW);
  const wrong = window.filter((right) => !right).length;
  return wrong >= STALL_WRONG && history.masteryNow <= history.masteryBefore;
}
