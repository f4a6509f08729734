import { useId, useRef, type ReactNode } from 'react';
import { useEscapeKey } from './useEscapeKey.ts';
import { useFocusTrap } from './useFocusTrap.ts';

export interface ModalDialogProps {
  title: ReactNode;
  /** The dialog's message, read out with its title when it opens. */
  message?: ReactNode;
  children?: ReactNode;
  /** An alertdialog for what interrupts the student (time, the clock); a dialog otherwise. */
  alert?: boolean;
  /** Escape closes the dialog when it may be closed; without it, only its buttons do. */
  onClose?: () => void;
  /** Each place keeps its own look: the backdrop's class and the dialog's. */
  backdropClassName: string;
  className: string;
}

/**
 * A modal: focus moves in and stays inside (Tab wraps) and returns where it was when the dialog
 * goes; it names itself by its title and describes itself by its message.
 */
export function ModalDialog({
  title,
  message,
  children,
  alert,
  onClose,
  backdropClassName,
  className,
}: ModalDialogProps) {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  useFocusTrap(root);
  useEscapeKey(root, onClose);
  return (
    <div className={backdropClassName}>
      <div
        ref={root}
        className={className}
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
