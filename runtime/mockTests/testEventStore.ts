import { openDB, type DBSchema } from 'idb';
import * as z from 'zod/mini';
import { testEvent, type TestEvent } from '../../domain/contracts/mockTests.ts';

/**
 * The runner's events on this device, in IndexedDB: the copy that survives a crash, a reload or a
 * day offline until the server has confirmed it. One object store for every session, keyed by
 * [sessionId, sequence] so a session's events read back in sequence order and a replayed write of
 * the same sequence overwrites instead of doubling. An event the server confirmed stays, marked
 * `confirmed`, until the session is submitted (forgetConfirmedEvents): a reload while offline
 * replays the paper from this device alone (issue 13), and the server's events the offline keep
 * answers with are those of the last load, older than what was confirmed since.
 */
const DATABASE = 'abhyas-test-events';
const VERSION = 1;
const STORE = 'events';

interface StoredEvent {
  sessionId: string;
  sequence: number;
  event: TestEvent;
  /** The server has it (rows written before the offline keep lack the flag: not confirmed). */
  confirmed?: boolean;
}

interface EventsSchema extends DBSchema {
  events: { key: [string, number]; value: StoredEvent };
}

export interface TestEventStore {
  /** Resolves once the write is committed (the transaction's complete event), not merely queued. */
  put(event: TestEvent): Promise<void>;
  /**
   * The session's unconfirmed events in sequence order; rows an older build wrote in another shape
   * are skipped.
   */
  list(): Promise<TestEvent[]>;
  /** The session's events the server confirmed, in sequence order (kept for an offline reload). */
  listConfirmed(): Promise<TestEvent[]>;
  /** The server has these: they are no longer held, only kept until the session is forgotten. */
  confirm(sequences: readonly number[]): Promise<void>;
  close(): void;
}

const openEventsDb = () =>
  openDB<EventsSchema>(DATABASE, VERSION, {
    upgrade(database) {
      database.createObjectStore(STORE, { keyPath: ['sessionId', 'sequence'] });
    },
  });
const sessionRange = (sessionId: string) =>
  IDBKeyRange.bound([sessionId, -Infinity], [sessionId, Infinity]);

export async function openTestEventStore(sessionId: string): Promise<TestEventStore> {
  const db = await openEventsDb();
  const session = sessionRange(sessionId);
  const read = async (confirmed: boolean) => {
    const rows = await db.getAll(STORE, session);
    const events: TestEvent[] = [];
    for (const row of rows) {
      if ((row.confirmed ?? false) !== confirmed) continue;
      // Storage is a boundary: what was written by an earlier build may not match today's schema.
      const parsed = z.safeParse(testEvent, row.event);
      if (parsed.success) events.push(parsed.data);
      else console.warn(`test event ${sessionId}#${row.sequence} is unreadable; skipped`);
    }
    return events;
  };
  return {
    async put(event) {
      await db.put(STORE, { sessionId, sequence: event.sequence, event });
    },
    list: () => read(false),
    listConfirmed: () => read(true),
    async confirm(sequences) {
      const tx = db.transaction(STORE, 'readwrite');
      const marks = sequences.map(async (sequence) => {
        const row = await tx.store.get([sessionId, sequence]);
        if (row) await tx.store.put({ ...row, confirmed: true });
      });
      await Promise.all([...marks, tx.done]);
    },
    close() {
      db.close();
    },
  };
}

/**
 * Drops a submitted session's confirmed events (kept only for an offline reload); events still
 * unconfirmed stay, as the queue's rule is that only the server's confirmation removes them.
 */
export async function forgetConfirmedEvents(sessionId: string): Promise<void> {
  const db = await openEventsDb();
  try {
    const tx = db.transaction(STORE, 'readwrite');
    const rows = await tx.store.getAll(sessionRange(sessionId));
    const drops = rows
      .filter((row) => row.confirmed === true)
      .map((row) => tx.store.delete([sessionId, row.sequence]));
    await Promise.all([...drops, tx.done]);
  } finally {
    db.close();
  }
}
