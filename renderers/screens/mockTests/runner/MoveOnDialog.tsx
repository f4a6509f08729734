import { FormattedMessage } from 'react-intl';
import { RunnerDialog } from './RunnerDialog.tsx';

export interface MoveOnDialogProps {
  from: string;
  to: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Leaving a timed section early is for good: the student confirms it. */
export function MoveOnDialog({ from, to, onConfirm, onCancel }: MoveOnDialogProps) {
  return (
    <RunnerDialog
      title={<FormattedMessage id="runner.moveOn.title" values={{ section: to }} />}
      message={<FormattedMessage id="runner.moveOn.message" values={{ section: from }} />}
      onClose={onCancel}
    >
      <div className="runner-dialog__actions">
        <button type="button" className="runner-button" onClick={onCancel}>
          <FormattedMessage id="runner.moveOn.stay" />
        </button>
        <button type="button" className="runner-button runner-button--primary" onClick={onConfirm}>
          <FormattedMessage id="runner.moveOn.confirm" />
        </button>
      </div>
    </RunnerDialog>
  );
}
