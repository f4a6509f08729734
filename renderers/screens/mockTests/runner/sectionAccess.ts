/** Why a section cannot be opened under section locking. */
export type SectionClosure = 'locked' | 'later';
export type ClosedSections = ReadonlyMap<number, SectionClosure>;

export const CLOSED_TEXT = {
  locked: 'runner.section.locked',
  later: 'runner.section.later',
} as const satisfies Record<SectionClosure, string>;

/**
 * With section locking only the open section can be visited: those before it are locked for good,
 * those after it open in turn. Without locking (openIndex undefined) every section is open.
 */
export function closedSections(count: number, openIndex: number | undefined): ClosedSections {
  const closed = new Map<number, SectionClosure>();
  if (openIndex === undefined) return closed;
  for (let i = 0; i < count; i++) {
    if (i < openIndex || openIndex === -1) closed.set(i, 'locked');
    else if (i > openIndex) closed.set(i, 'later');
  }
  return closed;
}
