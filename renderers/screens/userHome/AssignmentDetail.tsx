import { useAtomValue } from 'jotai';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { assignmentCall } from '../../../domain/contracts/assignments.ts';
import { ASSIGNMENT_PATH } from '../../../domain/tiles/tileTarget.ts';
import { ApiError } from '../../../runtime/api/callApi.ts';
import { useCall } from '../../../runtime/api/useCall.ts';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import { useTextLanguage } from '../../../runtime/i18n/useTextLanguage.ts';
import { useRegistry } from '../../../runtime/registry/RegistryContext.ts';
import { useMomentFormat } from '../../tiles/useMomentFormat.ts';
import { useDocumentTitle } from '../learn/useDocumentTitle.ts';
import { ASSIGNMENT_KIND_WORDS, assignmentActionKey } from './assignmentAction.ts';
import { AssignmentDue } from './AssignmentDue.tsx';
import { AssignmentStatusTag } from './AssignmentStatusTag.tsx';

const PERCENT = 100;

/**
 * One assignment's page: what it is, for which class, when it is due (a date and how far off),
 * its status in words, how far the student got, the teacher's note, and Start or Continue to
 * where it is done. One not meant for the student (or withdrawn) says so and leads to the list.
 */
export function AssignmentDetail({ assignmentId }: { assignmentId: string }) {
  const intl = useIntl();
  const registry = useRegistry();
  const locale = useAtomValue(localeAtom);
  const textLang = useTextLanguage();
  const { dateTime } = useMomentFormat();
  const { data, error, mutate } = useCall(assignmentCall, {
    params: { assignmentId },
    query: { locale },
  });
  const assignment = data?.data;
  useDocumentTitle(assignment?.title ?? intl.formatMessage({ id: 'assignments.title' }));

  const back = (
    <Link className="assignment-back" to={ASSIGNMENT_PATH}>
      <FormattedMessage id="assignments.back" />
    </Link>
  );

  if (error) {
    const missing = error instanceof ApiError && error.code === 'ASSIGNMENT_NOT_FOUND';
    return (
      <section className="user-home-list assignment-detail" aria-labelledby="assignment-title">
        {back}
        <h1 id="assignment-title">
          <FormattedMessage id="assignments.title" />
        </h1>
        <div className="user-home-empty">
          <p role="alert">
            <FormattedMessage id={missing ? 'assignments.notFound' : 'assignments.failed'} />
          </p>
          {!missing && (
            <button type="button" className="button ghost" onClick={() => void mutate()}>
              <FormattedMessage id="assignments.retry" />
            </button>
          )}
        </div>
      </section>
    );
  }
  if (!assignment) return <registry.Loading />;

  return (
    <section className="user-home-list assignment-detail" aria-labelledby="assignment-title">
      {back}
      <h1 id="assignment-title" lang={textLang(assignment.title)}>
        {assignment.title}
      </h1>
      <dl className="assignment-facts">
        <div>
          <dt>
            <FormattedMessage id="assignments.field.what" />
          </dt>
          <dd>
            <FormattedMessage id={ASSIGNMENT_KIND_WORDS[assignment.kind]} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="assignments.field.class" />
          </dt>
          <dd lang={textLang(assignment.className)}>{assignment.className}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="assignments.field.due" />
          </dt>
          <dd>
            <AssignmentDue
              assignment={{ dueDate: assignment.dueDate, completedDate: null }}
              plain
            />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="assignments.field.status" />
          </dt>
          <dd>
            <AssignmentStatusTag status={assignment.status} />
          </dd>
        </div>
        {assignment.completedDate !== null && (
          <div>
            <dt>
              <FormattedMessage id="assignments.field.completed" />
            </dt>
            <dd>{dateTime(assignment.completedDate)}</dd>
          </div>
        )}
        <div>
          <dt id="assignment-progress">
            <FormattedMessage id="assignments.field.progress" />
          </dt>
          <dd className="assignment-progress">
            <progress
              max={PERCENT}
              value={assignment.progressPercent}
              aria-labelledby="assignment-progress"
            />
            <FormattedNumber value={assignment.progressPercent / PERCENT} style="percent" />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="assignments.field.assigned" />
          </dt>
          <dd>{dateTime(assignment.assignedDate)}</dd>
        </div>
      </dl>
      {assignment.note !== null && (
        <section className="assignment-note" aria-labelledby="assignment-note">
          <h2 id="assignment-note">
            <FormattedMessage id="assignments.field.note" />
          </h2>
          <p lang={textLang(assignment.note)}>{assignment.note}</p>
        </section>
      )}
      <Link className="button primary large" to={assignment.href}>
        <FormattedMessage id={assignmentActionKey(assignment)} />
      </Link>
    </section>
  );
}
