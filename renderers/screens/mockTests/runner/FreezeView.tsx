import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { LoadedRun } from './loadRun.ts';
import { useQueueStatus, useUnsentAnswers } from './useQueueStatus.ts';

export interface FreezeViewProps {
  run: LoadedRun;
  reason: 'submit' | 'timeout';
  onSubmitted: () => void;
}

/**
 * Freezing and submitting (spec §4, "Submit statuses"): the freeze is written on the device first,
 * then everything held is sent. IN_PROGRESS while it goes; SUCCESS moves on; FAIL says the answers
 * are safe on this device — the queue keeps sending them every few seconds while online, and
 * Try again sends at once. The server refusing because the session is already closed (another
 * device submitted it, or its deadline froze it) moves on too.
 */
export function FreezeView({ run, reason, onSubmitted }: FreezeViewProps) {
  const { queue } = run;
  const status = useQueueStatus(queue);
  const unsent = useUnsentAnswers(queue, status);
  const [attempt, setAttempt] = useState(0);
  const [writeFailed, setWriteFailed] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    let current = true;
    queue.freeze(reason).then(
      () => current && setWriteFailed(false),
      (error: unknown) => {
        console.warn('the freeze could not be stored on the device', error);
        if (current) setWriteFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [queue, reason, attempt]);
  const done = status.freeze === 'SUCCESS' || status.closed;
  useEffect(() => {
    if (done) onSubmitted();
  }, [done, onSubmitted]);
  const failed = writeFailed || status.freeze === 'FAIL';

  return (
    <section className="runner-freeze" aria-labelledby="runner-freeze-title">
      <h1 id="runner-freeze-title" ref={heading} tabIndex={-1}>
        {reason === 'timeout' ? (
          <FormattedMessage id="runner.freeze.timeUp" />
        ) : (
          <FormattedMessage id="runner.freeze.title" />
        )}
      </h1>
      <div
        role="status"
        data-freeze={writeFailed ? 'WRITE_FAILED' : (status.freeze ?? 'IN_PROGRESS')}
      >
        {writeFailed ? (
          <p>
            <FormattedMessage id="runner.freeze.writeFailed" />
          </p>
        ) : status.freeze === 'FAIL' ? (
          <>
            <p>
              {status.refused ? (
                <FormattedMessage id="runner.refused" values={{ code: status.refused.code }} />
              ) : (
                <FormattedMessage id="runner.freeze.failed" />
              )}
            </p>
            {unsent > 0 && (
              <p>
                <FormattedMessage id="runner.network.unsent" values={{ count: unsent }} />
              </p>
            )}
          </>
        ) : (
          <p>
            <FormattedMessage id="runner.freeze.sending" />
          </p>
        )}
      </div>
      {failed && (
        <button
          type="button"
          className="runner-button runner-button--primary"
          onClick={() => setAttempt((n) => n + 1)}
        >
          <FormattedMessage id="runner.freeze.retry" />
        </button>
      )}
    </section>
  );
}
