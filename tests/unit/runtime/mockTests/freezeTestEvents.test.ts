// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENTS_PER_SYNC } from '../../../../domain/contracts/mockTests.ts';
import { TEST_QUEUE_CHECK_MS } from '../../../../runtime/mockTests/openTestEventQueue.ts';
import type { FreezeStatus } from '../../../../runtime/mockTests/TestEventQueue.ts';
import {
  advance,
  fakeServer,
  heldAfterReopen,
  open,
  refuse,
  setOnline,
  useQueueClock,
  view,
} from './queueHarness.ts';

beforeEach(useQueueClock);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('freeze', () => {
  it('sends everything held at once, freeze last, and succeeds once the server has it all', async () => {
    const server = fakeServer();
    const queue = await open(server);
    await queue.record(view('Q1'));
    await queue.record(view('Q2'));
    expect(await queue.freeze('submit')).toBe('SUCCESS');
    // No loop tick was needed: submitting does not wait for the 2 s check.
    expect(server.sequencesSent()).toEqual([[1, 2, 3]]);
    expect(server.sends[0]?.events[2]).toMatchObject({
      event_type: 'freeze',
      event_info: { reason: 'submit' },
    });
    expect(queue.status()).toMatchObject({ freeze: 'SUCCESS', unconfirmed: 0 });
    expect(await heldAfterReopen()).toEqual([]);
    queue.close();
  });

  it('goes IN_PROGRESS, then FAIL on a failed send, then SUCCESS when the loop gets it through', async () => {
    const server = fakeServer();
    server.answer = refuse(503, 'UNAVAILABLE');
    const queue = await open(server);
    const seen: (FreezeStatus | undefined)[] = [];
    queue.subscribe((s) => {
      if (seen.at(-1) !== s.freeze) seen.push(s.freeze);
    });
    await queue.record(view('Q1'));
    expect(await queue.freeze('timeout')).toBe('FAIL');
    expect(await heldAfterReopen()).toEqual([1, 2]);
    server.answer = () => Promise.resolve();
    await advance(TEST_QUEUE_CHECK_MS); // 2 s after the failed send: still throttled
    expect(server.sends).toHaveLength(1);
    await advance(TEST_QUEUE_CHECK_MS);
    expect(server.sequencesSent()).toEqual([
      [1, 2],
      [1, 2],
    ]);
    expect(seen).toEqual(['IN_PROGRESS', 'FAIL', 'SUCCESS']);
    expect(await heldAfterReopen()).toEqual([]);
    queue.close();
  });

  it('fails without sending while offline, and the loop confirms it once back online', async () => {
    const server = fakeServer();
    const queue = await open(server);
    setOnline(false);
    expect(await queue.freeze('submit')).toBe('FAIL');
    expect(server.sends).toHaveLength(0);
    setOnline(true);
    await advance(TEST_QUEUE_CHECK_MS);
    expect(queue.status().freeze).toBe('SUCCESS');
    queue.close();
  });

  it('sends a long paper’s events in batches of EVENTS_PER_SYNC', async () => {
    const server = fakeServer();
    const queue = await open(server);
    for (let i = 0; i < 2 * EVENTS_PER_SYNC; i++) await queue.record(view(`Q${i}`));
    expect(await queue.freeze('submit')).toBe('SUCCESS');
    expect(server.sequencesSent().map((batch) => [batch[0], batch.length])).toEqual([
      [1, 200],
      [201, 200],
      [401, 1],
    ]);
    queue.close();
  });

  it('waits for a sync under way instead of sending beside it', async () => {
    const server = fakeServer();
    server.answer = () => new Promise((resolve) => setTimeout(resolve, 5_000));
    const queue = await open(server);
    await queue.record(view('Q1'));
    await advance(TEST_QUEUE_CHECK_MS);
    const frozen = queue.freeze('submit');
    await advance(5_000);
    await advance(5_000);
    expect(await frozen).toBe('SUCCESS');
    expect(server.sequencesSent()).toEqual([[1], [2]]);
    expect(server.mostAtOnce).toBe(1);
    queue.close();
  });

  it('records one freeze however often submit is pressed, and no action after it', async () => {
    const server = fakeServer();
    server.answer = refuse(500, 'INTERNAL');
    const queue = await open(server);
    await Promise.all([queue.freeze('submit'), queue.freeze('submit')]);
    await expect(queue.record(view('Q1'))).rejects.toThrow('frozen');
    expect((await queue.held()).map((e) => e.event_type)).toEqual(['freeze']);
    queue.close();
  });

  it('takes up a freeze left from an earlier visit as not yet synced', async () => {
    const server = fakeServer();
    setOnline(false);
    const first = await open(server);
    await first.freeze('timeout');
    first.close();
    setOnline(true);
    const second = await open(server);
    expect(second.status().freeze).toBe('FAIL');
    await advance(TEST_QUEUE_CHECK_MS);
    expect(second.status().freeze).toBe('SUCCESS');
    second.close();
  });

  it('fails and keeps the events when the server already froze the session', async () => {
    const server = fakeServer();
    server.answer = refuse(409, 'TEST_FROZEN');
    const queue = await open(server);
    await queue.record(view('Q1'));
    expect(await queue.freeze('submit')).toBe('FAIL');
    expect(queue.status().lastError).toEqual({ status: 409, code: 'TEST_FROZEN' });
    await advance(5 * TEST_QUEUE_CHECK_MS);
    expect(server.sends).toHaveLength(1);
    expect(await heldAfterReopen()).toEqual([1, 2]);
    queue.close();
  });
});
