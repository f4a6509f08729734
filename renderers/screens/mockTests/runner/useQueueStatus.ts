import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { QueueStatus, TestEventQueue } from '../../../../runtime/mockTests/TestEventQueue.ts';

/** The queue's status (unconfirmed events, sync errors, the freeze's journey), kept current. */
export function useQueueStatus(queue: TestEventQueue): QueueStatus {
  const subscribe = useCallback((listener: () => void) => queue.subscribe(listener), [queue]);
  const read = useCallback(() => queue.status(), [queue]);
  return useSyncExternalStore(subscribe, read);
}

/** What counts as an answer waiting to be sent: anything that changes a question's status. */
const ANSWER_EVENTS: ReadonlySet<string> = new Set(['save', 'mark', 'clear']);

/**
 * How many questions have answers (saves, marks, clears) held on this device and not yet on the
 * server. The queue counts events, views included; a student asks about answers.
 */
export function useUnsentAnswers(queue: TestEventQueue, status: QueueStatus): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let current = true;
    void queue.held().then((events) => {
      const questions = new Set(
        events.filter((e) => ANSWER_EVENTS.has(e.event_type)).map((e) => e.question_code),
      );
      if (current) setCount(questions.size);
    });
    return () => {
      current = false;
    };
  }, [queue, status]);
  return count;
}
