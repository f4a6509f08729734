import { FormattedMessage } from 'react-intl';
import { RunnerDialog } from './RunnerDialog.tsx';

export interface LeaveTestDialogProps {
  onStay: () => void;
  onLeave: () => void;
}

/**
 * The student is leaving an open paper (back button, a link): the clock does not stop, so they
 * confirm. Staying is the first button and what Escape does: a back press by mistake costs nothing.
 */
export function LeaveTestDialog({ onStay, onLeave }: LeaveTestDialogProps) {
  return (
    <RunnerDialog
      title={<FormattedMessage id="runner.leave.title" />}
      message={<FormattedMessage id="runner.leave.message" />}
      onClose={onStay}
    >
      <div className="runner-dialog__actions">
        <button type="button" className="runner-button runner-button--primary" onClick={onStay}>
          <FormattedMessage id="runner.leave.stay" />
        </button>
        <button type="button" className="runner-button" onClick={onLeave}>
          <FormattedMessage id="runner.leave.confirm" />
        </button>
      </div>
    </RunnerDialog>
  );
}
