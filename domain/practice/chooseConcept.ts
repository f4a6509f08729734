/** The same concept is not asked more than this many times in a row while others are open. */
export const MAX_SAME_CONCEPT_IN_A_ROW = 2;

export interface OpenConcept {
  code: string;
  rating: number;
  /** Questions of this concept the session has not asked yet. */
  remaining: number;
}

/**
 * The concept to ask about next: the weakest one with questions left (ties: the syllabus order
 * the list comes in), but not a third time in a row while another concept has questions left.
 */
export function chooseConcept(
  concepts: readonly OpenConcept[],
  recent: readonly string[],
): string | undefined {
  const open = concepts.filter((c) => c.remaining > 0);
  const last = recent.slice(-MAX_SAME_CONCEPT_IN_A_ROW);
  const tired =
    last.length === MAX_SAME_CONCEPT_IN_A_ROW && last.every((code) => code === last[0])
      ? last[0]
      : undefined;
  const fresh = open.filter((c) => c.code !== tired);
  const pool = fresh.length > 0 ? fresh : open;
  let weakest: OpenConcept | undefined;
  for (const concept of pool) if (!weakest || concept.rating < weakest.rating) weakest = concept;
  return weakest?.code;
}
