import { useEffect, useState } from 'react';
import type { TestSession } from '../../../../domain/contracts/mockTests.ts';
import { openTestEventQueue } from '../../../../runtime/mockTests/openTestEventQueue.ts';
import type { TestEventQueue } from '../../../../runtime/mockTests/TestEventQueue.ts';
import { serverNow } from '../../../../runtime/time/serverClock.ts';

/**
 * Before a finished session's feedback, sends whatever this device still holds of it: answers
 * made before the freeze that never reached the server (a submit offline, then the deadline froze
 * it there) still count when they arrive, and the server scores again. 'done' once nothing is
 * held, or the server will not take it (a refusal other than no network); until then the number
 * of events waiting.
 */
export function useSendHeld(session: TestSession): number | 'done' {
  const [left, setLeft] = useState<number | 'done'>(0);
  useEffect(() => {
    let current = true;
    let queue: TestEventQueue | undefined;
    let unsubscribe: (() => void) | undefined;
    const closesAt = session.frozen_at ?? session.deadline_at;
    openTestEventQueue({
      sessionId: session.id,
      lastServerSequence: session.last_sequence,
      // A stamp never passes the close: nothing new is recorded here, and nothing may be refused for it.
      serverNow: () => Math.min(serverNow(), closesAt),
    }).then(
      (opened) => {
        queue = opened;
        if (!current) return opened.close();
        const follow = () => {
          const status = opened.status();
          const refused = status.lastError !== undefined && status.lastError.status !== 0;
          setLeft(status.unconfirmed === 0 || refused ? 'done' : status.unconfirmed);
        };
        unsubscribe = opened.subscribe(follow);
        follow();
      },
      (error: unknown) => {
        // No storage on this device (private mode, or refused): nothing can be held here either.
        console.warn('the test event store could not be opened', error);
        if (current) setLeft('done');
      },
    );
    return () => {
      current = false;
      unsubscribe?.();
      queue?.close();
    };
  }, [session]);
  return left;
}
