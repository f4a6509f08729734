import {
  getEventsCall,
  paperCall,
  type BundleMeta,
  type TestEvent,
  type TestPaper,
  type TestSession,
} from '../../../../domain/contracts/mockTests.ts';
import { replayTestEvents, type TestState } from '../../../../domain/mockTests/replayTestEvents.ts';
import { callApi } from '../../../../runtime/api/callApi.ts';
import { openTestEventQueue } from '../../../../runtime/mockTests/openTestEventQueue.ts';
import type { TestEventQueue } from '../../../../runtime/mockTests/TestEventQueue.ts';
import { serverNow } from '../../../../runtime/time/serverClock.ts';

/** Everything the paper needs once it is open: the session, its paper, its queue and its state. */
export interface LoadedRun {
  meta: BundleMeta;
  session: TestSession;
  paper: TestPaper;
  queue: TestEventQueue;
  /** The replay of what the server holds and what this device still holds. */
  initial: TestState;
}

/** Every event the server holds for the session, page after page. */
async function serverEvents(sessionId: string): Promise<TestEvent[]> {
  const events: TestEvent[] = [];
  for (let pageNumber = 0; ; pageNumber++) {
    const { body } = await callApi(getEventsCall, {
      params: { sessionId },
      query: { pageNumber },
    });
    events.push(...body.data.events);
    // An empty page ends it too, should the total move while reading.
    if (body.data.events.length === 0 || events.length >= body.data.total) return events;
  }
}

/**
 * Opens a started session's paper: the paper in every language (a language switch must not need
 * the network), the device's queue, and the state as the server's events and the device's
 * unsent ones leave it. The same replay scores the paper on the server, so what the student sees
 * after a reload is what will be marked.
 */
export async function loadRun(
  meta: BundleMeta,
  session: TestSession,
  /** Whether the caller has gone meanwhile (then nothing is kept open). */
  cancelled: () => boolean,
): Promise<LoadedRun | undefined> {
  const paperAnswer = await callApi(paperCall, {
    params: { code: meta.code },
    query: {
      goal_code: meta.goal_code,
      exam_code: meta.exam_code,
      version: session.version,
      all_locales: true,
      locale: session.language,
      paperSetNo: session.paperSetNo,
    },
  });
  const paper = paperAnswer.body.data;
  const fromServer = await serverEvents(session.id);
  if (cancelled()) return undefined;
  const deadline = session.deadline_at;
  const queue = await openTestEventQueue({
    sessionId: session.id,
    lastServerSequence: Math.max(
      session.last_sequence,
      ...fromServer.map((event) => event.sequence),
    ),
    // Nothing the student does after the deadline is recorded (the runner refuses it); the one
    // event that may come later is the timeout freeze, and the server refuses a batch holding an
    // event timed after the deadline whole — so no stamp may ever pass it.
    serverNow: () => Math.min(serverNow(), deadline),
  });
  if (cancelled()) {
    queue.close();
    return undefined;
  }
  try {
    const held = await queue.held();
    return {
      meta,
      session,
      paper,
      queue,
      initial: replayTestEvents(paper, [...fromServer, ...held]),
    };
  } catch (error) {
    queue.close();
    throw error;
  }
}
