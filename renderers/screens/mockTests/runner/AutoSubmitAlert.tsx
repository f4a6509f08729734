import { FormattedMessage } from 'react-intl';
import { RunnerDialog } from './RunnerDialog.tsx';

export interface AutoSubmitAlertProps {
  minutesLeft: number;
  onClose: () => void;
}

/** The alert before the paper submits itself (at the deadline minus the test's alert time). */
export function AutoSubmitAlert({ minutesLeft, onClose }: AutoSubmitAlertProps) {
  return (
    <RunnerDialog
      alert
      title={<FormattedMessage id="runner.timer.left" values={{ minutes: minutesLeft }} />}
      message={<FormattedMessage id="runner.autoSubmit.message" />}
      onClose={onClose}
    >
      <div className="runner-dialog__actions">
        <button type="button" className="runner-button runner-button--primary" onClick={onClose}>
          <FormattedMessage id="runner.autoSubmit.continue" />
        </button>
      </div>
    </RunnerDialog>
  );
}
