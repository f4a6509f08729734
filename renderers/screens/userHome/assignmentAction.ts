import type { Assignment } from '../../../domain/contracts/assignments.ts';

/** The word of the link to where an assignment is done: Start, Continue, or Open again once done. */
export function assignmentActionKey(
  assignment: Pick<Assignment, 'status' | 'progressPercent'>,
): string {
  if (assignment.status === 'done') return 'assignments.action.again';
  if (assignment.status === 'in_progress' || assignment.progressPercent > 0)
    return 'assignments.action.continue';
  return 'assignments.action.start';
}

/** The word of each kind of work. */
export const ASSIGNMENT_KIND_WORDS: Readonly<Record<Assignment['kind'], string>> = {
  lesson: 'assignments.kind.lesson',
  book: 'assignments.kind.book',
  chapter: 'assignments.kind.chapter',
  practice: 'assignments.kind.practice',
  test: 'assignments.kind.test',
};
