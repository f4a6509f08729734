import { FormattedMessage } from 'react-intl';
import type { AssignmentStatus } from '../../../domain/assignments/assignmentStatus.ts';

/** The word of each status: To do, In progress, Done, Overdue. */
export const ASSIGNMENT_STATUS_WORDS: Readonly<Record<AssignmentStatus, string>> = {
  not_started: 'assignments.status.not_started',
  in_progress: 'assignments.status.in_progress',
  done: 'assignments.status.done',
  overdue: 'assignments.status.overdue',
};

/** Whether a tile's schoolAssignmentTag (a string on the wire) names a status this page knows. */
export function isAssignmentStatus(value: string): value is AssignmentStatus {
  return Object.hasOwn(ASSIGNMENT_STATUS_WORDS, value);
}

const ICON = { width: 16, height: 16, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false };

/** A shape per status, so the status reads without its colour (and without its word, at a glance). */
function StatusIcon({ status }: { status: AssignmentStatus }) {
  switch (status) {
    case 'not_started':
      return (
        <svg {...ICON} className="icon">
          <circle cx="12" cy="12" r="8" fill="none" stroke="currentColor" strokeWidth="2.5" />
        </svg>
      );
    case 'in_progress':
      return (
        <svg {...ICON} className="icon">
          <circle cx="12" cy="12" r="8" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <path fill="currentColor" d="M12 4a8 8 0 0 1 0 16Z" />
        </svg>
      );
    case 'done':
      return (
        <svg {...ICON} className="icon">
          <path fill="currentColor" d="m9.5 16.2-4.2-4.2-1.4 1.4 5.6 5.6 11-11-1.4-1.4Z" />
        </svg>
      );
    case 'overdue':
      return (
        <svg {...ICON} className="icon">
          <path fill="currentColor" d="M12 2 1 21h22L12 2Zm1 15h-2v-2h2v2Zm0-4h-2V9h2v4Z" />
        </svg>
      );
  }
}

/** An assignment's status in words with its icon; the caller loads the userHome catalog part. */
export function AssignmentStatusTag({ status, id }: { status: AssignmentStatus; id?: string }) {
  return (
    <span className="assignment-status" data-status={status} id={id}>
      <StatusIcon status={status} />
      <FormattedMessage id={ASSIGNMENT_STATUS_WORDS[status]} />
    </span>
  );
}
