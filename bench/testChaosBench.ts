import './browserGlobals.ts';
import { performance } from 'node:perf_hooks';
import type { TestEvent, TestPaper, TestSession } from '../domain/contracts/mockTests.ts';
import { keyAsAnswer } from '../domain/questions/keyAsAnswer.ts';
import { openTestEventQueue } from '../runtime/mockTests/openTestEventQueue.ts';
import { openTestEventStore } from '../runtime/mockTests/testEventStore.ts';
import type { TestEventQueue } from '../runtime/mockTests/TestEventQueue.ts';
import { demoPack } from '../cli/harness/demoPack.ts';
import type { Dialect } from '../server/db/freshDatabaseLocation.ts';
import { childOver, serverProcess, type ServerProcess } from './serverProcess.ts';
import { startTakerClock, type TakerClock } from './takerClock.ts';

const HOST = 'abhyas.localhost';

export interface ChaosSize {
  takers: number;
  answersEach: number;
}

/** `npm run bench`'s run; `npm test` makes a smaller one (tests/api/answersSurviveChaos.test.ts). */
export const FULL_CHAOS: ChaosSize = { takers: 200, answersEach: 60 };
const TEST = 'jee-main-mock-1';
/** Chances per answer of a network spell (1–4 s) and of a page reload. */
const OFFLINE_CHANCE = 0.05;
const OFFLINE_MS = [1_000, 4_000] as const;
const RELOAD_CHANCE = 0.03;
/** Share of network spells with a reload inside them (issue 13: the runner reopens offline). */
const OFFLINE_RELOAD_SHARE = 0.5;
const THINK_MS = [20, 150] as const;
/** When the server is killed (-9) and restarted, as a share of the answers given. */
const CRASH_AT = 0.4;
/** A page waits for a killed server this many times, half a second apart, before giving up. */
const REOPEN_TRIES = 240;
/** Submitting waits at most this long for the server to confirm everything. */
const SUBMIT_WAIT_MS = 180_000;

export interface ChaosResult {
  dialect: Dialect;
  takers: number;
  answersGiven: number;
  answersStored: number;
  lost: number;
  finished: number;
  reloads: number;
  /** Reloads while offline: the queue reopened from what the device kept, the server not asked. */
  offlineReloads: number;
  /** Answers given before an offline reload that the reopened runner would not have shown. */
  unseenAfterOfflineReload: number;
  offlineSpells: number;
  /** The server was killed (-9) after this many answers, and down this long. */
  killedAfterAnswers: number;
  downSeconds: number;
  seconds: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = ([low, high]: readonly [number, number]) => low + Math.random() * (high - low);

/**
 * Students (200 by default) answer questions (60 each) through the runner's own event queue
 * (IndexedDB, here fake-indexeddb) stamped by the runner's own server clock, with network spells,
 * page reloads (the queue closed and opened again, online or — as the offline keep allows —
 * offline, from what the device kept) and the server killed with -9 and restarted mid-run; then
 * every answer given is looked for on the server. The count of answers lost must be 0, and so
 * must the count of answers an offline reload would not show.
 */
export async function testChaosBench(
  dialect: Dialect,
  size: ChaosSize = FULL_CHAOS,
): Promise<ChaosResult> {
  const server = await serverProcess(dialect);
  const base = `${server.url}/api/test`;
  const takers: Seat[] = [];
  try {
    const bank = new Map(
      (await demoPack()).questions.flatMap((f) => f.questions).map((q) => [q.code, q]),
    );
    for (let i = 0; i < size.takers; i++) {
      const token = await childOver(
        server.url,
        `93200${String(i).padStart(5, '0')}`,
        `10.8.${Math.floor(i / 200)}.${i % 200}`,
      );
      takers.push(await seat(base, token));
    }
    let given = 0;
    let crashed: Promise<number> | undefined;
    let killedAfterAnswers = 0;
    let reloads = 0;
    let offlineReloads = 0;
    let unseenAfterOfflineReload = 0;
    let offlineSpells = 0;
    const started = performance.now();
    const answered = await Promise.all(
      takers.map(async (taker) => {
        // By event id, not sequence: an answer whose sequence another took would look stored.
        const saves = new Set<string>();
        let offlineUntil = 0;
        const send = sender(
          base,
          taker.token,
          taker.session,
          () => performance.now() < offlineUntil,
        );
        // What the offline keep holds of the server's view: the session and events of the last
        // load made online (a fresh seat: nothing sent yet).
        let kept: Kept = { lastSequence: 0, eventIds: new Set() };
        let queue = await openQueue(base, taker, send);
        for (let n = 0; n < size.answersEach; n++) {
          await pause(between(THINK_MS));
          let reloadOffline = false;
          if (Math.random() < OFFLINE_CHANCE) {
            offlineSpells++;
            offlineUntil = performance.now() + between(OFFLINE_MS);
            reloadOffline = Math.random() < OFFLINE_RELOAD_SHARE;
          }
          if (reloadOffline) {
            offlineReloads++;
            queue.close();
            const reopened = await openOffline(taker, send, kept);
            queue = reopened.queue;
            unseenAfterOfflineReload += [...saves].filter((id) => !reopened.shown.has(id)).length;
          } else if (Math.random() < RELOAD_CHANCE) {
            reloads++;
            queue.close();
            queue = await openQueue(base, taker, send);
            kept = await keptOnline(base, taker, kept);
          }
          const code = taker.questions[(n * 7) % taker.questions.length] ?? '';
          const question = bank.get(code);
          if (!question) throw new Error(`question ${code} is not in the bank`);
          await queue.record({
            event_type: 'view',
            event_info: {},
            section: null,
            question_code: code,
          });
          const save = await queue.record({
            event_type: 'save',
            event_info: { answer: keyAsAnswer(question) },
            section: null,
            question_code: code,
          });
          saves.add(save.id);
          if (++given === Math.floor(size.takers * size.answersEach * CRASH_AT)) {
            killedAfterAnswers = given;
            crashed = crashAndRestart(server);
          }
        }
        await crashed;
        offlineUntil = 0;
        await submit(queue);
        queue.close();
        return { taker, saves };
      }),
    );
    let stored = 0;
    let lost = 0;
    let finished = 0;
    for (const { taker, saves } of answered) {
      const held = await serverEvents(base, taker.token, taker.session);
      const onServer = new Set(held.filter((e) => e.event_type === 'save').map((e) => e.id));
      stored += [...saves].filter((id) => onServer.has(id)).length;
      lost += [...saves].filter((id) => !onServer.has(id)).length;
      if ((await session(base, taker.token, taker.session)).status === 'finished') finished++;
    }
    return {
      dialect,
      takers: size.takers,
      answersGiven: given,
      answersStored: stored,
      lost,
      finished,
      reloads,
      offlineReloads,
      unseenAfterOfflineReload,
      offlineSpells,
      killedAfterAnswers,
      downSeconds: (await crashed) ?? 0,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    for (const taker of takers) taker.clock.stop();
    await server.stop();
  }
}

interface Seat {
  token: string;
  session: string;
  questions: string[];
  /** The device's server clock, synced while the server is up, as when the paper opened. */
  clock: TakerClock;
}

async function seat(base: string, token: string): Promise<Seat> {
  const headers = { host: HOST, 'x-auth-token': token, 'content-type': 'application/json' };
  const started = await fetch(`${base}/v1/test/${TEST}/session`, {
    method: 'POST',
    headers,
    body: '{}',
  });
  const { id } = ((await started.json()) as { data: TestSession }).data;
  const paper = await fetch(`${base}/v2/test/${TEST}/questions`, { headers });
  const { sections } = ((await paper.json()) as { data: TestPaper }).data;
  // Section A questions: any number of them may be answered.
  const questions = sections
    .filter((s) => s.maxAttempted === null)
    .flatMap((s) => s.questions.map((q) => q.code));
  return { token, session: id, questions, clock: await startTakerClock(base) };
}

/** What the runner does when a page opens: ask the server where it is, then open the queue. */
async function openQueue(
  base: string,
  seat: Seat,
  send: (events: TestEvent[]) => Promise<void>,
): Promise<TestEventQueue> {
  for (let attempt = 1; ; attempt++) {
    try {
      const now = await session(base, seat.token, seat.session);
      return await openTestEventQueue({
        sessionId: seat.session,
        lastServerSequence: now.last_sequence,
        serverNow: seat.clock.now,
        send,
      });
    } catch (error) {
      // The server is down (killed): the page waits and tries again, as a student would reload.
      if (attempt >= REOPEN_TRIES) throw error;
      await pause(500);
    }
  }
}

interface Kept {
  lastSequence: number;
  eventIds: Set<string>;
}

/**
 * A reload online refreshes the offline keep (the worker keeps the session and events answers
 * network-first). Asked while the server is down, the earlier keep stays, as the worker's would.
 */
async function keptOnline(base: string, seat: Seat, earlier: Kept): Promise<Kept> {
  try {
    const now = await session(base, seat.token, seat.session);
    const events = await serverEvents(base, seat.token, seat.session);
    return { lastSequence: now.last_sequence, eventIds: new Set(events.map((e) => e.id)) };
  } catch (error) {
    console.warn('chaos: the keep was not refreshed (server down); the earlier one stays', error);
    return earlier;
  }
}

/**
 * A reload while offline, as loadRun does it: the server's view is the keep's copy, the events
 * this device had confirmed fill what it lacks, and the queue numbers on from all of them. `shown`
 * is every event id the reopened paper replays.
 */
async function openOffline(
  seat: Seat,
  send: (events: TestEvent[]) => Promise<void>,
  kept: Kept,
): Promise<{ queue: TestEventQueue; shown: Set<string> }> {
  const store = await openTestEventStore(seat.session);
  const confirmed = await store.listConfirmed().finally(() => store.close());
  const queue = await openTestEventQueue({
    sessionId: seat.session,
    lastServerSequence: Math.max(kept.lastSequence, ...confirmed.map((e) => e.sequence)),
    serverNow: seat.clock.now,
    send,
  });
  const held = await queue.held();
  const shown = new Set([...kept.eventIds, ...[...confirmed, ...held].map((e) => e.id)]);
  return { queue, shown };
}

/** Posts events as the runner's sender does; "offline" fails like a dropped connection. */
function sender(base: string, token: string, sessionId: string, offline: () => boolean) {
  return async (events: TestEvent[]) => {
    if (offline()) throw Object.assign(new Error('offline'), { status: 0, code: 'NETWORK' });
    let answer: Response;
    try {
      answer = await fetch(`${base}/v1/test/${sessionId}/events`, {
        method: 'POST',
        headers: { host: HOST, 'x-auth-token': token, 'content-type': 'application/json' },
        body: JSON.stringify({ events }),
      });
    } catch (error) {
      throw Object.assign(new Error(`network: ${String(error)}`), { status: 0, code: 'NETWORK' });
    }
    if (!answer.ok) {
      // An answer without a JSON body (a proxy's page) still fails the sync, as UNKNOWN.
      const body = (await answer.json().catch(() => ({}))) as { code?: string };
      throw Object.assign(new Error(`answered ${answer.status}`), {
        status: answer.status,
        code: body.code ?? 'UNKNOWN',
      });
    }
  };
}

async function submit(queue: TestEventQueue): Promise<void> {
  const until = performance.now() + SUBMIT_WAIT_MS;
  let status = await queue.freeze('submit');
  while (status !== 'SUCCESS') {
    if (performance.now() > until) throw new Error('the submit was never confirmed');
    await pause(1_000);
    status = queue.status().freeze ?? 'FAIL';
  }
}

/** Kills the server and starts it again; how long it was down, in seconds. */
async function crashAndRestart(server: ServerProcess): Promise<number> {
  const down = performance.now();
  await server.crash();
  await pause(1_000);
  await server.start();
  return (performance.now() - down) / 1000;
}

async function session(base: string, token: string, id: string): Promise<TestSession> {
  const answer = await fetch(`${base}/get-session?sessionId=${id}`, {
    headers: { host: HOST, 'x-auth-token': token },
  });
  if (!answer.ok) throw new Error(`get-session answered ${answer.status}`);
  return ((await answer.json()) as { data: TestSession }).data;
}

async function serverEvents(base: string, token: string, id: string): Promise<TestEvent[]> {
  const events: TestEvent[] = [];
  for (let page = 0; ; page++) {
    const answer = await fetch(`${base}/v1/test/${id}/events?pageNumber=${page}`, {
      headers: { host: HOST, 'x-auth-token': token },
    });
    const data = ((await answer.json()) as { data: { events: TestEvent[]; total: number } }).data;
    events.push(...data.events);
    if (data.events.length === 0 || events.length >= data.total) return events;
  }
}
