import { openDB, type DBSchema } from 'idb';
import * as z from 'zod/mini';
import { testEvent, type TestEvent } from '../../domain/contracts/mockTests.ts';

/**
 * The runner's events on this device, in IndexedDB: the copy that survives a crash, a reload or a
 * day offline until the server has confirmed it. One object store for every session, keyed by
 * [sessionId, sequence] so a session's events read back in sequence order and a replayed write of
 * the same sequence overwrites instead of doubling.
 */
const DATABASE = 'abhyas-test-events';
const VERSION = 1;
const STORE = 'events';

interface StoredEvent {
  sessionId: string;
  sequence: number;
  event: TestEvent;
}

interface EventsSchema extends DBSchema {
  events: { key: [string, number]; value: StoredEvent };
}

export interface TestEventStore {
  /** Resolves once the write is committed (the transaction's complete event), not merely queued. */
  put(event: TestEvent): Promise<void>;
  /** The session's events in sequence order; rows an older build wrote in another shape are skipped. */
  list(): Promise<TestEvent[]>;
  remove(sequences: readonly number[]): Promise<void>;
  close(): void;
}

export async function openTestEventStore(sessionId: string): Promise<TestEventStore> {
  const db = await openDB<EventsSchema>(DATABASE, VERSION, {
    upgrade(database) {
      database.createObjectStore(STORE, { keyPath: ['sessionId', 'sequence'] });
    },
  });
  const session = IDBKeyRange.bound([sessionId, -Infinity], [sessionId, Infinity]);
  return {
    async put(event) {
      await db.put(STORE, { sessionId, sequence: event.sequence, event });
    },
    async list() {
      const rows = await db.getAll(STORE, session);
      const events: TestEvent[] = [];
      for (const row of rows) {
        // Storage is a boundary: what was written by an earlier build may not match today's schema.
        const parsed = z.safeParse(testEvent, row.event);
        if (parsed.success) events.push(parsed.data);
        else console.warn(`test event ${sessionId}#${row.sequence} is unreadable; skipped`);
      }
      return events;
    },
    async remove(sequences) {
      const tx = db.transaction(STORE, 'readwrite');
      await Promise.all([...sequences.map((s) => tx.store.delete([sessionId, s])), tx.done]);
    },
    close() {
      db.close();
    },
  };
}
