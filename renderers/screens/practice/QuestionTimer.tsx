import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatClock, isOverTime, secondsBetween } from '../../../domain/practice/questionTimer.ts';

const TICK_MS = 1000;

export interface QuestionTimerProps {
  /** When the question showed (ms). */
  startedAt: number;
  /** When it was answered (ms): the clock stands still from then on. */
  stoppedAt: number | undefined;
  idealSeconds: number;
}

/**
 * The time on the question, counting up; past the ideal time it says so. Not a live region: a
 * clock read out every second would drown everything else.
 */
export function QuestionTimer({ startedAt, stoppedAt, idealSeconds }: QuestionTimerProps) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (stoppedAt !== undefined) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [stoppedAt]);
  const elapsed = secondsBetween(startedAt, stoppedAt ?? now);
  const over = isOverTime(elapsed, idealSeconds);
  return (
    <p className="practice-timer" data-over={over || undefined}>
      <span className="visually-hidden">
        <FormattedMessage id="practice.timer.label" />
      </span>
      <time dateTime={`PT${elapsed}S`}>{formatClock(elapsed)}</time>
      {over && (
        <span className="practice-timer__over">
          <FormattedMessage id="practice.timer.overTime" />
        </span>
      )}
    </p>
  );
}
