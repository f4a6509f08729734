/**
 * School work's rules (docs/decisions/classrooms.md, "Assignment status"): what an assignment is
 * for, how far a student got with it, and the spec's `type` of the assignment screen's query.
 */

/** What an institute assigns: a lesson, a book, a chapter to learn, a chapter to practise, a test. */
export const ASSIGNMENT_KINDS = ['lesson', 'book', 'chapter', 'practice', 'test'] as const;
export type AssignmentKind = (typeof ASSIGNMENT_KINDS)[number];

export const ASSIGNMENT_STATUSES = ['not_started', 'in_progress', 'done', 'overdue'] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

/** A practice assignment is done after this many answers in its sessions. */
export const ASSIGNMENT_PRACTICE_ANSWERS = 10;

/** The spec's `type` of /user-home/assignment (§2: Book, Chapter, {product}, Custom). */
export type AssignmentType = 'Book' | 'Chapter' | 'Custom' | (string & {});

/** The query `type` of an assignment of each kind; a lesson is named by the brand's product. */
export function assignmentType(kind: AssignmentKind, product: string): AssignmentType {
  switch (kind) {
    case 'lesson':
      return product;
    case 'book':
      return 'Book';
    case 'chapter':
    case 'practice':
      return 'Chapter';
    case 'test':
      return 'Custom';
  }
}

/**
 * What the other services' records say about one student and one assignment, by kind: lessons of
 * the lesson, book or chapter (finished and begun, of how many), practice answers given in
 * sessions carrying the assignment's id (and whether such a session ran out of questions), a test
 * session carrying it (begun, submitted).
 */
export type AssignmentFacts =
  | { kind: 'lesson' | 'book' | 'chapter'; lessons: number; completed: number; started: number }
  | { kind: 'practice'; answers: number; ranOut: boolean }
  | { kind: 'test'; started: boolean; submitted: boolean };

/** How far a student got: begun, done, and a whole percentage for the progress bar. */
export interface AssignmentProgress {
  started: boolean;
  done: boolean;
  percent: number;
}

const percentOf = (part: number, whole: number) =>
  whole <= 0 ? 0 : Math.min(100, Math.floor((part * 100) / whole));

/** Progress from the facts: the rule of each kind. */
export function progressFromFacts(facts: AssignmentFacts): AssignmentProgress {
  switch (facts.kind) {
    case 'lesson':
    case 'book':
    case 'chapter': {
      // A book or chapter without lessons has nothing to do, and nothing to be done.
      const done = facts.lessons > 0 && facts.completed >= facts.lessons;
      return {
        started: facts.started > 0 || facts.completed > 0,
        done,
        percent: done ? 100 : percentOf(facts.completed, facts.lessons),
      };
    }
    case 'practice': {
      const done =
        facts.answers >= ASSIGNMENT_PRACTICE_ANSWERS || (facts.ranOut && facts.answers > 0);
      return {
        started: facts.answers > 0,
        done,
        percent: done ? 100 : percentOf(facts.answers, ASSIGNMENT_PRACTICE_ANSWERS),
      };
    }
    case 'test':
      return {
        started: facts.started || facts.submitted,
        done: facts.submitted,
        percent: facts.submitted ? 100 : 0,
      };
  }
}

/**
 * The status shown: done once done (even after the due time); otherwise overdue from the due
 * instant on (`now >= dueAt`), else in progress once begun, else not started.
 */
export function assignmentStatus(
  progress: Pick<AssignmentProgress, 'started' | 'done'>,
  dueAt: number,
  now: number,
): AssignmentStatus {
  if (progress.done) return 'done';
  if (now >= dueAt) return 'overdue';
  return progress.started ? 'in_progress' : 'not_started';
}

/** The order of the student's list: open work (overdue, then due soonest) before done work. */
export function assignmentOrder(
  a: { status: AssignmentStatus; dueAt: number },
  b: { status: AssignmentStatus; dueAt: number },
): number {
  const doneA = a.status === 'done' ? 1 : 0;
  const doneB = b.status === 'done' ? 1 : 0;
  return doneA - doneB || a.dueAt - b.dueAt;
}
