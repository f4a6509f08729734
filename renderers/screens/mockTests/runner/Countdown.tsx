import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { announcedMark, countdownText } from './countdownText.ts';

export interface CountdownProps {
  label: ReactNode;
  leftMs: number;
  /** Say the time left at the announced marks (30, 10, 5 and 1 minutes) in a polite live region. */
  announce?: boolean;
}

/**
 * A countdown. The ticking time is a timer (never read out by itself); the marks are said once
 * each as they are passed.
 */
export function Countdown({ label, leftMs, announce = false }: CountdownProps) {
  const id = useId();
  const mark = announcedMark(leftMs);
  // What was last said: only a mark passed while on screen is said (not the one found on arrival).
  const [said, setSaid] = useState<{ mark: number | undefined; minutes?: number }>({ mark });
  if (said.mark !== mark) setSaid({ mark, minutes: Math.max(1, Math.ceil(leftMs / 60_000)) });
  return (
    <div className="runner-countdown">
      <span id={id} className="runner-countdown__label">
        {label}
      </span>
      <span role="timer" aria-labelledby={id} className="runner-countdown__time">
        {countdownText(leftMs)}
      </span>
      {announce && (
        <span className="visually-hidden" role="status">
          {said.minutes !== undefined && mark !== undefined && (
            <FormattedMessage id="runner.timer.left" values={{ minutes: said.minutes }} />
          )}
        </span>
      )}
    </div>
  );
}
