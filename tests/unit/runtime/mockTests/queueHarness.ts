import { IDBFactory } from 'fake-indexeddb';
import { vi } from 'vitest';
import type { TestEvent } from '../../../../domain/contracts/mockTests.ts';
import { ApiError } from '../../../../runtime/api/callApi.ts';
import { openTestEventQueue } from '../../../../runtime/mockTests/openTestEventQueue.ts';
import type { NewTestEvent } from '../../../../runtime/mockTests/TestEventQueue.ts';

/**
 * What the queue tests share: fake timers that leave setImmediate real (fake-indexeddb runs its
 * transactions on it), a fresh IndexedDB per test, a switchable navigator.onLine and a fake server.
 */
export function useQueueClock() {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'],
  });
  vi.setSystemTime(1_700_000_000_000);
  vi.stubGlobal('indexedDB', new IDBFactory());
  setOnline(true);
}

let online = true;
Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
export function setOnline(value: boolean) {
  online = value;
}

/**
 * Lets IndexedDB work through its queued tasks: fake-indexeddb runs each request of a transaction
 * as its own macrotask, so a batch of 200 deletes needs a few hundred turns.
 */
export async function settle() {
  for (let i = 0; i < 300; i++) await new Promise((resolve) => setImmediate(resolve));
}

/**
 * Moves the fake clock in small steps, letting the database catch up after each, as real time
 * would: a sync whose answer came at 12 s has finished its local delete before the 14 s check.
 */
export async function advance(ms: number) {
  const STEP = 250;
  for (let left = ms; left > 0; left -= STEP) {
    await vi.advanceTimersByTimeAsync(Math.min(STEP, left));
    await settle();
  }
}

export const SESSION = 'session-1';

export function view(question: string): NewTestEvent {
  return { event_type: 'view', event_info: {}, section: 'PHY', question_code: question };
}

export interface Send {
  events: TestEvent[];
  at: number;
}

/**
 * The server's events call. `answer` decides each send's fate (default: stored); `sends` records
 * what arrived and when; `mostAtOnce` is the highest number of sends under way together.
 */
type Answer = (events: TestEvent[]) => Promise<void>;

export function fakeServer() {
  const stored: Answer = () => Promise.resolve();
  const server = {
    sends: [] as Send[],
    active: 0,
    mostAtOnce: 0,
    answer: stored,
    send: async (events: TestEvent[]) => {
      server.sends.push({ events, at: Date.now() });
      server.active += 1;
      server.mostAtOnce = Math.max(server.mostAtOnce, server.active);
      try {
        await server.answer(events);
      } finally {
        server.active -= 1;
      }
    },
    sequencesSent: () => server.sends.map((s) => s.events.map((e) => e.sequence)),
  };
  return server;
}

export const refuse = (status: number, code: string) => () =>
  Promise.reject(new ApiError(status, code, code));

export function open(server: ReturnType<typeof fakeServer>, lastServerSequence = 0) {
  return openTestEventQueue({
    sessionId: SESSION,
    lastServerSequence,
    serverNow: () => Date.now() + 5_000,
    send: server.send,
  });
}

/** What a later visit finds on the device: a second queue over the same database. */
export async function heldAfterReopen(lastServerSequence = 0) {
  const queue = await open(fakeServer(), lastServerSequence);
  const events = await queue.held();
  queue.close();
  return events.map((e) => e.sequence);
}
