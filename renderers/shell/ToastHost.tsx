import { useAtomValue } from 'jotai';
import type { KeyboardEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { TOAST_POSITIONS, toastInterrupts, type ToastType } from '../../domain/shell/toastKinds.ts';
import { shellStore } from '../../runtime/shellStore.ts';
import {
  dismissToast,
  pauseToast,
  resumeToast,
  toastsAtom,
  type Toast,
} from '../../runtime/toast/toastStore.ts';
import './shellWidgets.css';
import { CloseButton } from './CloseButton.tsx';

/** A word for the type, so it is not told by colour alone; the default toast needs none. */
const TYPE_LABELS: Record<ToastType, string | undefined> = {
  info: 'shell.toast.type.info',
  warning: 'shell.toast.type.warning',
  error: 'shell.toast.type.error',
  success: 'shell.toast.type.success',
  default: undefined,
};

/**
 * Shows the toasts `showToast` raises, in their corners (bottom centre by default, the
 * session-expired one top right). Each is a live region of its own — errors and warnings
 * interrupt, the rest wait — and closes with its button or Escape; pointer or focus on it holds
 * its countdown.
 */
export function ToastHost() {
  const toasts = useAtomValue(toastsAtom, { store: shellStore });
  return (
    <>
      {TOAST_POSITIONS.map((position) => {
        const here = toasts.filter((t) => t.position === position);
        if (here.length === 0) return null;
        return (
          <div key={position} className={`toast-stack toast-stack--${position}`}>
            {here.map((toast) => (
              <ToastItem key={toast.id} toast={toast} />
            ))}
          </div>
        );
      })}
    </>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const typeLabel = TYPE_LABELS[toast.type];
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    dismissToast(toast.id);
  };
  return (
    // Keyboard users reach it through its button; Escape there (or anywhere inside) closes it.
    <div
      className={`toast toast--${toast.type}`}
      role={toastInterrupts(toast.type) ? 'alert' : 'status'}
      aria-atomic="true"
      onKeyDown={onKeyDown}
      onMouseEnter={() => pauseToast(toast.id)}
      onMouseLeave={() => resumeToast(toast.id)}
      onFocus={() => pauseToast(toast.id)}
      onBlur={() => resumeToast(toast.id)}
    >
      <p className="toast__text">
        {typeLabel && (
          <strong className="toast__type">
            <FormattedMessage id={typeLabel} />
          </strong>
        )}{' '}
        <FormattedMessage id={toast.messageKey} values={toast.values} />
      </p>
      <CloseButton
        className="toast__close"
        labelKey="shell.toast.dismiss"
        onClick={() => dismissToast(toast.id)}
      />
    </div>
  );
}
