import type { TestEvent } from '../../domain/contracts/mockTests.ts';

/**
 * The runner's record of what the student did, kept safe until the server has it (issue 6, "Nothing
 * lost"): every action is written to IndexedDB with the session's next sequence number before the
 * runner shows it as done; a loop checks the queue every 2000 ms and syncs at most every 3000 ms,
 * one sync at a time and only while online; a failed sync marks its events unsent again (except
 * on 401, which leaves them as they were); the local copy goes only once the server confirmed it.
 * A refusal that a resend cannot mend is shown and reported, never retried in silence.
 */
/** An action before the queue numbers and times it (each event type keeps its own info). */
type Unstamped<E> = E extends unknown ? Omit<E, 'id' | 'sequence' | 't'> : never;
export type NewTestEvent = Unstamped<TestEvent>;

/** Submitting (spec §4, "Submit statuses"): the freeze event's journey to the server. */
export type FreezeStatus = 'IN_PROGRESS' | 'SUCCESS' | 'FAIL';

export interface QueueStatus {
  /** Events written locally and not yet confirmed by the server. */
  unconfirmed: number;
  syncing: boolean;
  /** The last sync's failure, cleared by the next success. */
  lastError: { status: number; code: string } | undefined;
  freeze: FreezeStatus | undefined;
  /** The server takes nothing more for this session (409: submitted, timed out, results seen). */
  closed: boolean;
  /**
   * The server refused a batch as it is (a 4xx that sending again cannot mend): the events stay on
   * the device and are not sent again until the paper is opened anew, and the student is told.
   */
  refused: { status: number; code: string } | undefined;
}

export interface TestEventQueue {
  /** Writes an action (with its sequence and server time) and resolves once it is stored locally. */
  record(event: NewTestEvent): Promise<TestEvent>;
  /** Every event of the session held locally, in sequence order. */
  held(): Promise<TestEvent[]>;
  /** Records the freeze and sends everything; SUCCESS clears the local copy, FAIL retries later. */
  freeze(reason: 'submit' | 'timeout'): Promise<FreezeStatus>;
  status(): QueueStatus;
  subscribe(listener: (status: QueueStatus) => void): () => void;
  /** Stops the loop (leaving the runner); what is held stays for next time. */
  close(): void;
}
