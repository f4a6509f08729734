// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TestEvent } from '../../../../domain/contracts/mockTests.ts';
import {
  forgetConfirmedEvents,
  openTestEventStore,
} from '../../../../runtime/mockTests/testEventStore.ts';

const event = (sequence: number): TestEvent => ({
  id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
  sequence,
  t: 1_700_000_000_000 + sequence,
  section: null,
  question_code: 'q1',
  event_type: 'view',
  event_info: {},
});

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
});

describe('the test event store', () => {
  it('keeps confirmed events apart from held ones until the session is forgotten', async () => {
    const store = await openTestEventStore('s-1');
    for (const sequence of [1, 2, 3]) await store.put(event(sequence));
    await store.confirm([1, 2]);
    expect((await store.list()).map((e) => e.sequence)).toEqual([3]);
    expect((await store.listConfirmed()).map((e) => e.sequence)).toEqual([1, 2]);
    store.close();

    await forgetConfirmedEvents('s-1');
    const reopened = await openTestEventStore('s-1');
    expect(await reopened.listConfirmed()).toEqual([]);
    // What the server has not confirmed stays: only its confirmation removes it.
    expect((await reopened.list()).map((e) => e.sequence)).toEqual([3]);
    reopened.close();
  });

  it("forgets one session's events only", async () => {
    const one = await openTestEventStore('s-1');
    const two = await openTestEventStore('s-2');
    await one.put(event(1));
    await two.put(event(1));
    await one.confirm([1]);
    await two.confirm([1]);
    await forgetConfirmedEvents('s-1');
    expect(await one.listConfirmed()).toEqual([]);
    expect((await two.listConfirmed()).map((e) => e.sequence)).toEqual([1]);
    one.close();
    two.close();
  });
});
