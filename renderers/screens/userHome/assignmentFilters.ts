import type { AssignmentType } from '../../../domain/assignments/assignmentStatus.ts';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../../domain/timeline/timelinePeriods.ts';

/**
 * The filters of /user-home/assignment, in the spec's `type` query (§2: Book, Chapter, {product},
 * Custom): every assignment, then books, chapters (to learn or to practise), lessons (named by the
 * brand's product) and tests. `type` undefined is "All".
 */
export interface AssignmentFilter {
  type: AssignmentType | undefined;
  /** The filter's word (a catalog key). */
  label: string;
}

export function assignmentFilters(product: string): readonly AssignmentFilter[] {
  return [
    { type: undefined, label: 'assignments.filter.all' },
    { type: product, label: 'assignments.filter.lessons' },
    { type: 'Chapter', label: 'assignments.filter.chapters' },
    { type: 'Book', label: 'assignments.filter.books' },
    { type: 'Custom', label: 'assignments.filter.tests' },
  ];
}

/**
 * The filter a query's `type` names, matched in any case (a link typed by hand still works); a
 * type the page does not know shows every assignment.
 */
export function filterOfQuery(
  filters: readonly AssignmentFilter[],
  type: string | null,
): AssignmentFilter {
  const wanted = type?.trim().toLowerCase();
  const all = filters.find((f) => f.type === undefined);
  if (!all) throw new Error('assignment filters lack "All"');
  if (!wanted) return all;
  return filters.find((f) => f.type?.toLowerCase() === wanted) ?? all;
}

/** The assignments a filter keeps, in the order the server sent them. */
export function filterAssignments<A extends { type: string }>(
  assignments: readonly A[],
  filter: AssignmentFilter,
): A[] {
  return filter.type === undefined
    ? [...assignments]
    : assignments.filter((a) => a.type.toLowerCase() === filter.type?.toLowerCase());
}

/** A due time as "in 3 days" / "2 hours ago" reads it: the largest whole unit, rounded. */
export function relativeDue(
  dueAt: number,
  now: number,
): { value: number; unit: 'day' | 'hour' | 'minute' } {
  const gap = dueAt - now;
  const size = Math.abs(gap);
  if (size >= DAY_MS) return { value: Math.round(gap / DAY_MS), unit: 'day' };
  if (size >= HOUR_MS) return { value: Math.round(gap / HOUR_MS), unit: 'hour' };
  return { value: Math.round(gap / MINUTE_MS), unit: 'minute' };
}
