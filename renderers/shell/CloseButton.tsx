import type { Ref } from 'react';
import { useIntl } from 'react-intl';

export interface CloseButtonProps {
  /** The catalog key of what the button closes, its accessible name ("Close the menu"). */
  labelKey: string;
  className: string;
  onClick: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A × that closes something: named in words for assistive technology, the sign hidden from it.
 * The lazily loaded widgets share it; the navigation drawer (in every route's first bytes) and
 * the runner's palette drawer (in the test player's) keep their own three lines, as a shared
 * chunk would cost those first routes more than it saves.
 */
export function CloseButton({ labelKey, className, onClick, ref }: CloseButtonProps) {
  const intl = useIntl();
  return (
    <button
      ref={ref}
      type="button"
      className={className}
      aria-label={intl.formatMessage({ id: labelKey })}
      onClick={onClick}
    >
      <span aria-hidden="true">×</span>
    </button>
  );
}
