import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { leaveClassroomCall, type Classroom } from '../../../domain/contracts/classroom.ts';
import { ApiError, callApi } from '../../../runtime/api/callApi.ts';
import { ModalDialog } from '../../shell/ModalDialog.tsx';

/**
 * Asks before the student leaves a class: what leaving costs, then Leave or Stay. Focus moves into
 * the dialog and back where it was; Escape and Stay close it, except while the leave is on its way.
 * `onLeft` runs only once the server has agreed.
 */
export function LeaveClassroomDialog({
  classroom,
  onClose,
  onLeft,
}: {
  classroom: Classroom;
  onClose: () => void;
  onLeft: (classroom: Classroom) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const leave = () => {
    setBusy(true);
    setError(undefined);
    callApi(leaveClassroomCall, { body: { classIdList: [classroom.classId] } })
      .then(() => onLeft(classroom))
      .catch((e: unknown) => {
        setBusy(false);
        setError(
          e instanceof ApiError && e.status === 0
            ? 'classroom.error.network'
            : 'classroom.leave.failed',
        );
      });
  };

  return (
    <ModalDialog
      title={
        <FormattedMessage id="classroom.leave.title" values={{ className: classroom.className }} />
      }
      message={
        <FormattedMessage
          id="classroom.leave.message"
          values={{ instituteName: classroom.instituteName }}
        />
      }
      onClose={busy ? undefined : onClose}
      backdropClassName="classroom-backdrop"
      className="classroom-dialog"
    >
      <p className="form-alert" role="alert">
        {error && <FormattedMessage id={error} />}
      </p>
      <div className="classroom-actions">
        <button type="button" className="button primary danger" onClick={leave} disabled={busy}>
          <FormattedMessage id={busy ? 'classroom.leave.leaving' : 'classroom.leave.confirm'} />
        </button>
        <button type="button" className="button ghost" onClick={onClose} disabled={busy}>
          <FormattedMessage id="classroom.leave.cancel" />
        </button>
      </div>
    </ModalDialog>
  );
}
