import { useCallback, useRef, useState } from 'react';
import { applyTestEvent, type TestState } from '../../../../domain/mockTests/replayTestEvents.ts';
import type { NewTestEvent } from '../../../../runtime/mockTests/TestEventQueue.ts';
import { serverNow } from '../../../../runtime/time/serverClock.ts';
import type { LoadedRun } from './loadRun.ts';

/** Records one event and resolves with the state it leaves, once it is stored on the device. */
export type RecordEvent = (event: NewTestEvent) => Promise<TestState>;
/** A student's action: `state` is the state it starts from, `record` moves it on. */
export type Action = (record: RecordEvent, state: TestState) => Promise<void>;

/** Thrown inside an action that may not happen: the paper is frozen or its time is up. */
class PaperClosed extends Error {}

export interface TestRun {
  state: TestState;
  /** The last action could not be written on the device (storage full or broken). */
  writeFailed: boolean;
  /**
   * Runs a student's action: its events are recorded in order, each applied to the state only once
   * the queue has stored it, so nothing shows as done that a reload could lose. Actions run one
   * at a time; a student's action asked for while another is being written is dropped (a double
   * click must not save twice and skip a question), while `queued` ones (the runner's own, like
   * moving on when a section's time ends, and moves to a named question) wait their turn.
   */
  perform: (action: Action, options?: { queued?: boolean }) => Promise<void>;
}

/**
 * The paper's state: the replay of the session's events, continued event by event with the same
 * applyTestEvent the server scores with. `onTimeUp` is called when an action comes at or after the
 * deadline (the action is not recorded); keep it stable (useCallback).
 */
export function useTestRun(run: LoadedRun, onTimeUp: () => void): TestRun {
  const [state, setState] = useState(run.initial);
  const [writeFailed, setWriteFailed] = useState(false);
  const latest = useRef(run.initial);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const running = useRef(0);

  const perform = useCallback(
    (action: Action, options: { queued?: boolean } = {}) => {
      if (running.current > 0 && !options.queued) return Promise.resolve();
      running.current += 1;
      const record: RecordEvent = async (event) => {
        if (latest.current.frozen) throw new PaperClosed();
        if (serverNow() >= run.session.deadline_at) {
          onTimeUp();
          throw new PaperClosed();
        }
        const stored = await run.queue.record(event);
        const next = applyTestEvent(latest.current, stored, run.paper);
        latest.current = next;
        setState(next);
        return next;
      };
      const step = chain.current
        .then(() => action(record, latest.current))
        .then(
          () => setWriteFailed(false),
          (error: unknown) => {
            if (error instanceof PaperClosed) return;
            // The queue refused the write (IndexedDB full or gone, or the paper just froze): the
            // action is not shown as done, and the student is told to try again.
            console.warn('a test action could not be stored on the device', error);
            setWriteFailed(true);
          },
        )
        .finally(() => (running.current -= 1));
      chain.current = step;
      return step;
    },
    [run, onTimeUp],
  );

  return { state, writeFailed, perform };
}
