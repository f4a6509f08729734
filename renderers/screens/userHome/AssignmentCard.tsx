import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Assignment } from '../../../domain/contracts/assignments.ts';
import { ASSIGNMENT_PATH } from '../../../domain/tiles/tileTarget.ts';
import { useTextLanguage } from '../../../runtime/i18n/useTextLanguage.ts';
import { ASSIGNMENT_KIND_WORDS, assignmentActionKey } from './assignmentAction.ts';
import { AssignmentDue } from './AssignmentDue.tsx';
import { AssignmentStatusTag } from './AssignmentStatusTag.tsx';

/**
 * One assignment of the list: its title leading to its page, what it is and for which class, when
 * it is due, its status in words, and the way straight to the work.
 */
export function AssignmentCard({ assignment }: { assignment: Assignment }) {
  const textLang = useTextLanguage();
  const id = `assignment-${assignment.assignmentId}`;
  return (
    <li className="assignment-card" aria-labelledby={id} data-status={assignment.status}>
      <h2 id={id} lang={textLang(assignment.title)}>
        <Link to={`${ASSIGNMENT_PATH}/${encodeURIComponent(assignment.assignmentId)}`}>
          {assignment.title}
        </Link>
      </h2>
      <p className="assignment-meta">
        <FormattedMessage id={ASSIGNMENT_KIND_WORDS[assignment.kind]} />
        <span aria-hidden="true"> · </span>
        <span lang={textLang(assignment.className)}>{assignment.className}</span>
      </p>
      <p className="assignment-due">
        <AssignmentDue assignment={assignment} />
      </p>
      <div className="assignment-foot">
        <AssignmentStatusTag status={assignment.status} />
        <Link className="button primary" to={assignment.href} aria-describedby={id}>
          <FormattedMessage id={assignmentActionKey(assignment)} />
        </Link>
      </div>
    </li>
  );
}
