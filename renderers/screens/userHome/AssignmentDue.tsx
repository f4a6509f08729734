import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Assignment } from '../../../domain/contracts/assignments.ts';
import { useMomentFormat } from '../../tiles/useMomentFormat.ts';
import { relativeDue } from './assignmentFilters.ts';

/**
 * When an assignment is due, as a date and time in India's time zone and as a distance from now
 * ("in 3 days", "yesterday"), both in the student's language; once done, when it was done.
 */
export function AssignmentDue({
  assignment,
  plain = false,
}: {
  assignment: Pick<Assignment, 'dueDate' | 'completedDate'>;
  /** Without the word "Due", where a label already says it. */
  plain?: boolean;
}) {
  const intl = useIntl();
  const { dateTime } = useMomentFormat();
  // The page's moment: a due time reads the same until the page is opened again.
  const [now] = useState(() => Date.now());
  if (assignment.completedDate !== null) {
    return (
      <time dateTime={new Date(assignment.completedDate).toISOString()}>
        <FormattedMessage
          id="assignments.doneOn"
          values={{ date: dateTime(assignment.completedDate) }}
        />
      </time>
    );
  }
  const { value, unit } = relativeDue(assignment.dueDate, now);
  return (
    <time dateTime={new Date(assignment.dueDate).toISOString()}>
      <FormattedMessage
        id={plain ? 'assignments.dueWhen' : 'assignments.dueAt'}
        values={{
          date: dateTime(assignment.dueDate),
          relative: intl.formatRelativeTime(value, unit, { numeric: 'auto' }),
        }}
      />
    </time>
  );
}
