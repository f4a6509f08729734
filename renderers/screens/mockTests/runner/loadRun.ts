import {
  bundleMetaCall,
  getEventsCall,
  paperCall,
  resumeSessionCall,
  type BundleMeta,
  type TestEvent,
  type TestPaper,
  type TestSession,
} from '../../../../domain/contracts/mockTests.ts';
import { replayTestEvents, type TestState } from '../../../../domain/mockTests/replayTestEvents.ts';
import { connectedProfilesCall } from '../../../../domain/contracts/session.ts';
import type { Locale } from '../../../../domain/rules/locales.ts';
import { callApi } from '../../../../runtime/api/callApi.ts';
import { openTestEventQueue } from '../../../../runtime/mockTests/openTestEventQueue.ts';
import { openTestEventStore } from '../../../../runtime/mockTests/testEventStore.ts';
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
 * The events this device sent and the server confirmed. Online they are among the server's
 * already; after a reload while offline, the server's events are the offline keep's copy from the
 * last load, and these fill the gap (issue 13).
 */
async function confirmedHere(sessionId: string): Promise<TestEvent[]> {
  const store = await openTestEventStore(sessionId);
  try {
    return await store.listConfirmed();
  } finally {
    store.close();
  }
}

/** One event per sequence (the first source's copy wins), in sequence order. */
function bySequence(events: readonly TestEvent[]): TestEvent[] {
  const seen = new Map<number, TestEvent>();
  for (const event of events) if (!seen.has(event.sequence)) seen.set(event.sequence, event);
  return [...seen.values()].sort((a, b) => a.sequence - b.sequence);
}

const paperInput = (meta: BundleMeta, session: TestSession) => ({
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

/**
 * Every call a reload makes to reopen this run (the shell's session check first), asked again
 * once the offline worker has the page, so it keeps their answers (the meta in the page's
 * `locale`, as RunnerScreen asks it). The answers are not used: the run is open already.
 */
export async function reopenCalls(
  meta: BundleMeta,
  session: TestSession,
  locale: Locale,
): Promise<void> {
  await callApi(connectedProfilesCall);
  await callApi(bundleMetaCall, { params: { code: meta.code }, query: { locale } });
  await callApi(resumeSessionCall, { params: { code: meta.code } });
  await callApi(paperCall, paperInput(meta, session));
  await serverEvents(session.id);
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
  const paperAnswer = await callApi(paperCall, paperInput(meta, session));
  const paper = paperAnswer.body.data;
  const fromServer = bySequence([
    ...(await serverEvents(session.id)),
    ...(await confirmedHere(session.id)),
  ]);
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
