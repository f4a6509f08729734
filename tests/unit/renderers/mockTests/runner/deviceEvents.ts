import type { TestEvent } from '../../../../../domain/contracts/mockTests.ts';
import { openTestEventStore } from '../../../../../runtime/mockTests/testEventStore.ts';
import { SESSION_ID } from './runnerServer.ts';

/** What this device holds of the session in IndexedDB, read as a later visit would. */
export async function heldOnDevice(): Promise<TestEvent[]> {
  const store = await openTestEventStore(SESSION_ID);
  try {
    return await store.list();
  } finally {
    store.close();
  }
}

/** Everything recorded so far, wherever it is now: the server's copy, or the device's. */
export async function everything(serverEvents: readonly TestEvent[]): Promise<TestEvent[]> {
  const all = new Map<number, TestEvent>();
  for (const event of [...serverEvents, ...(await heldOnDevice())]) all.set(event.sequence, event);
  return [...all.values()].sort((a, b) => a.sequence - b.sequence);
}
