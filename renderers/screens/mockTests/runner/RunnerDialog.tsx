import { useId, useRef, type ReactNode } from 'react';
import { useEscapeKey } from '../../../shell/useEscapeKey.ts';
import { useFocusTrap } from '../../../shell/useFocusTrap.ts';

export interface RunnerDialogProps {
  title: ReactNode;
  /** The dialog's message, read out with its title when it opens. */
  message?: ReactNode;
  children?: ReactNode;
  /** An alertdialog for what interrupts the student (time, the clock); a dialog otherwise. */
  alert?: boolean;
  /** Escape closes the dialog when it may be closed. */
  onClose?: () => void;
}

/**
 * A modal over the paper: focus moves in and stays inside (Tab wraps), returns where it was when
 * the dialog goes. The paper behind is made inert by the screen that opens it.
 */
export function RunnerDialog({ title, message, children, alert, onClose }: RunnerDialogProps) {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  useFocusTrap(root);
  useEscapeKey(root, onClose);
  return (
    <div className="runner-backdrop">
      <div
        ref={root}
        className="runner-dialog"
        role={alert ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={message === undefined ? undefined : `${id}-message`}
        tabIndex={-1}
      >
        <h2 id={`${id}-title`}>{title}</h2>
        {message !== undefined && <p id={`${id}-message`}>{message}</p>}
        {children}
      </div>
    </div>
  );
}
