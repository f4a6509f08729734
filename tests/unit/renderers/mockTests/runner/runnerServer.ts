import { cleanup } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, vi } from 'vitest';
import type {
  BundleMeta,
  TestEvent,
  TestPaper,
  TestSession,
} from '../../../../../domain/contracts/mockTests.ts';
import { countStatuses } from '../../../../../domain/mockTests/questionStatus.ts';
import { replayTestEvents } from '../../../../../domain/mockTests/replayTestEvents.ts';
import { stubServices, type Reply, type SeenRequest } from '../../stubServices.ts';

/** 5 June 2026, 10:00 in India: the clock every runner test starts at. */
export const NOW = Date.UTC(2026, 5, 5, 4, 30);
export const MINUTE = 60_000;
export const CODE = 'jee-mini-1';
export const SESSION_ID = 's-1';
const TEST = '/api/test';
export const PATHS = {
  meta: `${TEST}/mocktest-bundles/${CODE}/latest`,
  start: `${TEST}/v1/test/${CODE}/session`,
  resume: `${TEST}/v1/test/${CODE}/resume`,
  paper: `${TEST}/v2/test/${CODE}/questions`,
  events: `${TEST}/v1/test/${SESSION_ID}/events`,
  summary: `${TEST}/v1/test/${SESSION_ID}/short-summary`,
  now: `${TEST}/now`,
  profiles: '/api/auth/connected_profiles',
};

const CONNECTED = {
  data: {
    user_details: {
      id: 'parent-1',
      org_id: 1,
      email: 'parent@example.in',
      mobile: null,
      email_verified: true,
      mobile_verified: false,
      first_name: 'Asha',
      last_name: 'Rao',
    },
    linked_profiles: [],
    skip_password_token: null,
  },
};

const marking = { correct: 4, incorrect: -1, unattempted: 0 };

/** Two sections: Physics (q-1…q-3) and Chemistry (q-4, q-5), where only one answer is taken. */
const SECTIONS = [
  { code: 'phy', name: 'Physics', subject: 'physics', questions: ['q-1', 'q-2', 'q-3'], max: null },
  { code: 'chem', name: 'Chemistry', subject: 'chemistry', questions: ['q-4', 'q-5'], max: 1 },
] as const;

export function makeMeta(overrides: Partial<BundleMeta> = {}): BundleMeta {
  const locking = overrides.sectionLocking ?? false;
  return {
    code: CODE,
    type: 'mock_test',
    goal_code: 'PreUG',
    exam_code: 'jee-main',
    version: 2,
    title: 'JEE mini test',
    instructions: ['Use a pencil for rough work.'],
    duration: 20 * 60,
    question_count: 5,
    max_marks: 16,
    languages: ['en', 'hi'],
    uiStyle: 'dark',
    sectionLocking: locking,
    auto_submit_alert_at_in_sec: 300,
    isScheduled: false,
    test_time_details: null,
    is_password_protected: false,
    is_result_available: false,
    schedule_status: 'BEGUN.IN_ATTEMPT_WINDOW',
    sections: SECTIONS.map((s) => ({
      code: s.code,
      name: s.name,
      subject: s.subject,
      question_count: s.questions.length,
      section_time: locking ? 600 : null,
      maxAttempted: s.max,
      marking,
      max_marks: (s.max ?? s.questions.length) * 4,
    })),
    session: null,
    ...overrides,
  };
}

export function makeSession(overrides: Partial<TestSession> = {}): TestSession {
  return {
    id: SESSION_ID,
    test_code: CODE,
    status: 'started',
    uiStyle: 'dark',
    version: 2,
    paperSetNo: 3,
    language: 'en',
    started_at: NOW - MINUTE,
    deadline_at: NOW + 19 * MINUTE,
    frozen_at: null,
    last_sequence: 0,
    ...overrides,
  };
}

export function makePaper(locking = false): TestPaper {
  let index = 0;
  return {
    code: CODE,
    version: 2,
    paperSetNo: 3,
    languages: ['en', 'hi'],
    sections: SECTIONS.map((s) => ({
      code: s.code,
      name: s.name,
      subject: s.subject,
      question_count: s.questions.length,
      section_time: locking ? 600 : null,
      maxAttempted: s.max,
      marking,
      max_marks: (s.max ?? s.questions.length) * 4,
      questions: s.questions.map((code) => ({
        question_index: ++index,
        code,
        category: 'SingleChoice' as const,
        locales: {
          en: { body: `Body of ${code}`, content: { type: 'SingleChoice' as const, options: [] } },
          hi: { body: `प्रश्न ${code}`, content: { type: 'SingleChoice' as const, options: [] } },
        },
      })),
    })),
  };
}

export type EventsAnswer = 'store' | 'unavailable' | 'frozen' | 'invalid';

/**
 * A small test service holding one session and its events: each sequence is stored once, events
 * timed after the close are refused whole with TEST_FROZEN, a freeze finishes the session — as
 * the real service does (tests/api/mockTests.test.ts). `eventsAnswer` makes the events call fail.
 */
export function fakeTestServer({
  meta = makeMeta(),
  session = null,
  events = [],
  password,
}: {
  meta?: BundleMeta;
  session?: TestSession | null;
  events?: TestEvent[];
  password?: string;
} = {}) {
  const locking = meta.sectionLocking;
  const server = {
    meta,
    session,
    stored: new Map<number, TestEvent>(events.map((e) => [e.sequence, e])),
    eventsAnswer: 'store' as EventsAnswer,
    requests: [] as SeenRequest[],
    /** The stored events in sequence order. */
    events: () => [...server.stored.values()].sort((a, b) => a.sequence - b.sequence),
    posts: () =>
      server.requests.filter((r) => r.method === 'POST' && r.url.pathname === PATHS.events),
  };
  const data = (body: unknown): Reply => ({ body: { data: body } });
  const refuse = (status: number, code: string): Reply => ({
    status,
    body: { code, message: code },
  });

  const answer = (request: SeenRequest): Reply | undefined => {
    const { method } = request;
    const path = request.url.pathname;
    if (path === PATHS.now) return data({ now: Date.now() });
    // callApi refreshes the child's token once on a 403 before it believes it (a wrong password).
    if (path === PATHS.profiles) return { body: CONNECTED };
    if (method === 'GET' && path === PATHS.meta)
      return data({ ...server.meta, session: server.session });
    if (method === 'POST' && path === PATHS.start) {
      const body = request.body as { password?: string; language: 'en' | 'hi' };
      if (password !== undefined && body.password !== password)
        return refuse(403, 'TEST_PASSWORD_WRONG');
      server.session ??= makeSession({
        started_at: NOW,
        deadline_at: NOW + 20 * MINUTE,
        language: body.language,
      });
      return data(server.session);
    }
    if (method === 'POST' && path === PATHS.resume) {
      if (!server.session) return refuse(409, 'TEST_NOT_STARTED');
      if (server.session.status !== 'started') return refuse(409, 'TEST_FINISHED');
      return data(server.session);
    }
    if (method === 'GET' && path === PATHS.paper) return data(makePaper(locking));
    if (method === 'GET' && path === PATHS.events)
      return data({
        events: server.events(),
        pageNumber: 0,
        pageSize: 500,
        total: server.stored.size,
      });
    if (method === 'POST' && path === PATHS.events) return postEvents(request);
    if (method === 'POST' && path === PATHS.summary) {
      const state = replayTestEvents(makePaper(locking), server.events());
      const all = [...state.questions.values()];
      return data({
        summary: countStatuses(all.map((q) => q.status)),
        sections: SECTIONS.map((s) => ({
          code: s.code,
          summary: countStatuses(all.filter((q) => q.section === s.code).map((q) => q.status)),
        })),
        last_sequence: 0,
      });
    }
    return undefined;
  };

  function postEvents(request: SeenRequest): Reply {
    if (server.eventsAnswer === 'unavailable') return refuse(503, 'UNAVAILABLE');
    if (server.eventsAnswer === 'invalid') return refuse(400, 'VALIDATION_FAILED');
    const session = server.session;
    if (!session) return refuse(404, 'SESSION_NOT_FOUND');
    const { events } = request.body as { events: TestEvent[] };
    const closesAt = session.frozen_at ?? session.deadline_at;
    if (server.eventsAnswer === 'frozen' || events.some((e) => e.t > closesAt))
      return refuse(409, 'TEST_FROZEN');
    for (const event of events)
      if (!server.stored.has(event.sequence)) server.stored.set(event.sequence, event);
    const freeze = events.find((e) => e.event_type === 'freeze');
    if (freeze) server.session = { ...session, status: 'finished', frozen_at: freeze.t };
    return data({
      stored: events.length,
      duplicates: 0,
      last_sequence: 0,
      status: server.session?.status ?? 'started',
    });
  }

  stubServices((request) => {
    server.requests.push(request);
    return answer(request);
  });
  return server;
}

/** What the student did, as event type and question (or language), in sequence order. */
export function actions(events: readonly TestEvent[]): string[] {
  return [...events]
    .sort((a, b) => a.sequence - b.sequence)
    .map((e) => {
      if (e.event_type === 'save') {
        const answer = e.event_info.answer;
        const marked = e.event_info.review === true ? ' marked' : '';
        return `save ${e.question_code ?? ''} ${answer?.type === 'SingleChoice' ? answer.choice : 'none'}${marked}`;
      }
      if (e.event_type === 'language')
        return `language ${e.event_info.language}${e.event_info.paper ? ' paper' : ''}`;
      if (e.event_type === 'freeze') return `freeze ${e.event_info.reason}`;
      if (e.event_type === 'section') return `section ${e.section ?? ''}`;
      return `${e.event_type} ${e.question_code ?? ''}`;
    });
}

let online = true;
Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

/** Switches the device on or off line, as the browser tells pages. */
export function setOnline(value: boolean) {
  online = value;
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

/**
 * Each runner test starts on line, at NOW, with an empty IndexedDB. Only Date is faked:
 * IndexedDB (fake-indexeddb) and the queue's loop keep real timers.
 */
export function setUpRunnerTests() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    online = true;
    vi.stubGlobal('indexedDB', new IDBFactory());
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
