import { useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useEscapeKey } from '../../../shell/useEscapeKey.ts';
import { useFocusTrap } from '../../../shell/useFocusTrap.ts';

export interface PaletteDrawerProps {
  onClose: () => void;
  /** The palette; its heading (`runner-palette-title`) names the drawer. */
  children: ReactNode;
}

/**
 * The palette on a phone: a drawer over the paper, modal while open (focus kept inside, Escape
 * or the close button shut it, focus goes back to the bar's button). Opening a question closes it.
 */
export function PaletteDrawer({ onClose, children }: PaletteDrawerProps) {
  const intl = useIntl();
  const root = useRef<HTMLDivElement>(null);
  useFocusTrap(root);
  useEscapeKey(root, onClose);
  return (
    <div className="runner-backdrop runner-backdrop--drawer">
      <div
        ref={root}
        className="runner-drawer"
        role="dialog"
        aria-modal="true"
        aria-labelledby="runner-palette-title"
        tabIndex={-1}
      >
        <button
          type="button"
          className="runner-button runner-drawer__close"
          onClick={onClose}
          aria-label={intl.formatMessage({ id: 'runner.palette.close' })}
        >
          <span aria-hidden="true">×</span>
        </button>
        {children}
      </div>
    </div>
  );
}
