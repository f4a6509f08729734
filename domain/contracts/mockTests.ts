import * as z from 'zod/mini';
import { answerPayload } from '../questions/answerPayload.ts';
import { QUESTION_TYPES } from '../questions/types/questionWires.ts';
import { SUPPORTED_LOCALES } from '../rules/locales.ts';
import { QUESTION_STATUSES } from '../mockTests/questionStatus.ts';
import { SCHEDULE_STATUSES, SESSION_STATUSES } from '../mockTests/testSchedule.ts';
import {
  epochMs,
  queryFlag,
  SCHOOL_ID_MAX,
  storedInt,
  storedIntParam,
  text,
  wholeNumber,
} from './contractPrimitives.ts';
import { defineCall } from './defineCall.ts';
import { questionContent, shownKey } from './questionContent.ts';
import { testMoments } from './testMoments.ts';

const locale = z.enum(SUPPORTED_LOCALES);
const testCode = text().check(z.minLength(1), z.maxLength(200));
const sessionId = text().check(z.minLength(1), z.maxLength(100));
const questionCode = text().check(z.minLength(1), z.maxLength(40));
const sectionCode = text().check(z.maxLength(60));

/**
 * custom_test: a student's own; diagnostic_test: a short paper of one subject the achieve module
 * opens, listed nowhere else (domain/mockTests/isListedTest.ts).
 */
export const TEST_TYPES = [
  'mock_test',
  'chapterwise_test',
  'custom_test',
  'diagnostic_test',
] as const;

const marking = z.object({ correct: z.number(), incorrect: z.number(), unattempted: z.number() });

/** A student's session of a test (spec §3, "sessionDetails"). Times are server epoch ms. */
export const testSession = z.object({
  id: z.string(),
  test_code: z.string(),
  status: z.enum(SESSION_STATUSES),
  uiStyle: z.string(),
  version: wholeNumber(),
  paperSetNo: wholeNumber(),
  language: locale,
  started_at: epochMs(),
  /** When the paper closes for this student: the end of its time, or the test's end if earlier. */
  deadline_at: epochMs(),
  frozen_at: z.nullable(epochMs()),
  /** The highest event sequence the server holds. */
  last_sequence: wholeNumber(),
});
export type TestSession = z.infer<typeof testSession>;

const sectionMeta = z.object({
  code: z.string(),
  name: z.string(),
  subject: z.string(),
  question_count: wholeNumber(),
  /** Seconds, when the test locks sections. */
  section_time: z.nullable(wholeNumber()),
  /** At most this many answers count (and are taken) in the section. */
  maxAttempted: z.nullable(wholeNumber()),
  marking,
  max_marks: z.number(),
});

/** What a test is before it is opened (spec §3, "Test bundle meta"); never its password. */
export const bundleMeta = z.object({
  code: z.string(),
  type: z.enum(TEST_TYPES),
  goal_code: z.string(),
  exam_code: z.string(),
  version: wholeNumber(),
  title: z.string(),
  instructions: z.array(z.string()),
  /** Seconds. */
  duration: wholeNumber(),
  question_count: wholeNumber(),
  max_marks: z.number(),
  languages: z.array(locale),
  uiStyle: z.string(),
  sectionLocking: z.boolean(),
  auto_submit_alert_at_in_sec: wholeNumber(),
  isScheduled: z.boolean(),
  test_time_details: z.nullable(testMoments),
  is_password_protected: z.boolean(),
  is_result_available: z.boolean(),
  schedule_status: z.enum(SCHEDULE_STATUSES),
  sections: z.array(sectionMeta),
  session: z.nullable(testSession),
});
export type BundleMeta = z.infer<typeof bundleMeta>;

export const bundleMetaCall = defineCall({
  service: 'test',
  method: 'GET',
  path: '/mocktest-bundles/:code/latest',
  summary:
    'A test’s latest version: sections, timing, schedule, marking, and the child’s session if any',
  auth: 'child',
  params: z.object({ code: testCode }),
  query: z.object({ locale: z._default(locale, 'en') }),
  responses: { 200: z.object({ data: bundleMeta }) },
});

export const getSessionCall = defineCall({
  service: 'test',
  method: 'GET',
  path: '/v1/test/:code/session',
  summary: 'The child’s session of a test, or null before the first start',
  auth: 'child',
  params: z.object({ code: testCode }),
  responses: { 200: z.object({ data: z.nullable(testSession) }) },
});

export const startSessionCall = defineCall({
  service: 'test',
  method: 'POST',
  path: '/v1/test/:code/session',
  summary:
    'Starts the test (a started one is returned as it is): checks the password and the schedule; the clock starts now',
  auth: 'child',
  params: z.object({ code: testCode }),
  body: z.object({
    password: z.optional(text().check(z.maxLength(100))),
    language: z._default(locale, 'en'),
    homework_id: z.optional(text().check(z.maxLength(SCHOOL_ID_MAX))),
    school_id: z.optional(text().check(z.maxLength(SCHOOL_ID_MAX))),
    class_id: z.optional(text().check(z.maxLength(SCHOOL_ID_MAX))),
  }),
  responses: { 200: z.object({ data: testSession }) },
});

export const resumeSessionCall = defineCall({
  service: 'test',
  method: 'POST',
  path: '/v1/test/:code/resume',
  summary: 'Resumes a started test where it was left: its deadline and the last event held',
  auth: 'child',
  params: z.object({ code: testCode }),
  responses: { 200: z.object({ data: testSession }) },
});

/** A test question in every language asked for, without its key. */
export const testQuestion = z.object({
  question_index: wholeNumber(),
  code: z.string(),
  category: z.enum(QUESTION_TYPES),
  locales: z.record(z.string(), z.object({ body: z.string(), content: questionContent })),
});
export type TestQuestion = z.infer<typeof testQuestion>;

export const testPaper = z.object({
  code: z.string(),
  version: wholeNumber(),
  paperSetNo: wholeNumber(),
  languages: z.array(locale),
  sections: z.array(z.extend(sectionMeta, { questions: z.array(testQuestion) })),
});
export type TestPaper = z.infer<typeof testPaper>;

export const paperCall = defineCall({
  service: 'test',
  method: 'GET',
  path: '/v2/test/:code/questions',
  summary:
    'The paper of a started test, in the session’s version and paper set: sections and questions without keys, in one or all languages',
  auth: 'child',
  params: z.object({ code: testCode }),
  query: z.object({
    goal_code: z.optional(text().check(z.maxLength(40))),
    exam_code: z.optional(text().check(z.maxLength(80))),
    version: z.optional(storedIntParam()),
    all_locales: queryFlag(),
    locale: z._default(locale, 'en'),
    paperSetNo: z.optional(storedIntParam()),
  }),
  responses: { 200: z.object({ data: testPaper }) },
});

export const questionDetailsCall = defineCall({
  service: 'test',
  method: 'GET',
  path: '/v1/questions/:code/details',
  summary:
    'A question of a finished test with its key (once the answer key is out) and its solution (once solutions are out)',
  auth: 'child',
  params: z.object({ code: questionCode }),
  query: z.object({ locale: z._default(locale, 'en'), session_id: sessionId }),
  responses: {
    200: z.object({
      data: z.object({
        code: z.string(),
        category: z.enum(QUESTION_TYPES),
        body: z.string(),
        content: questionContent,
        key: z.nullable(shownKey),
        explanation: z.nullable(z.string()),
      }),
    }),
  },
});

/** What a student did in the runner; each is stored once by its sequence (spec §3, "Test event"). */
const eventBase = {
  id: text().check(z.minLength(1), z.maxLength(60)),
  /** 1, 2, 3… per session, in the order the student acted. */
  sequence: z.int().check(z.minimum(1), z.maximum(1_000_000)),
  /** When, in server time (the runner keeps its clock on the server's): whole epoch ms. */
  t: epochMs(),
  section: z.nullable(sectionCode),
  question_code: z.nullable(questionCode),
  input_sequence: z.optional(storedInt()),
  eorder: z.optional(storedInt()),
};

export const TEST_EVENT_TYPES = [
  'view',
  'save',
  'mark',
  'clear',
  'section',
  'language',
  'freeze',
] as const;

export const testEvent = z.discriminatedUnion('event_type', [
  z.object({ ...eventBase, event_type: z.literal('view'), event_info: z.object({}) }),
  z.object({
    ...eventBase,
    event_type: z.literal('save'),
    event_info: z.object({
      /** null: saved with nothing chosen. */
      answer: z.nullable(answerPayload),
      /**
       * true: Mark for Review & Next; false: Save & Next (takes a review mark off). Absent on
       * saves stored before the runner sent it: they keep the mark, as the spec's save does.
       */
      review: z.optional(z.boolean()),
    }),
  }),
  z.object({ ...eventBase, event_type: z.literal('mark'), event_info: z.object({}) }),
  z.object({ ...eventBase, event_type: z.literal('clear'), event_info: z.object({}) }),
  z.object({ ...eventBase, event_type: z.literal('section'), event_info: z.object({}) }),
  z.object({
    ...eventBase,
    event_type: z.literal('language'),
    event_info: z.object({ language: locale, paper: z.boolean() }),
  }),
  z.object({
    ...eventBase,
    event_type: z.literal('freeze'),
    event_info: z.object({ reason: z.enum(['submit', 'timeout']) }),
  }),
]);
export type TestEvent = z.infer<typeof testEvent>;

/** Events per call: a day offline in a long paper still fits in a handful of calls. */
export const EVENTS_PER_SYNC = 200;
export const EVENTS_PAGE_SIZE = 500;

export const postEventsCall = defineCall({
  service: 'test',
  method: 'POST',
  path: '/v1/test/:sessionId/events',
  summary:
    'Stores events once each by sequence, in one transaction (a replay stores nothing twice); events after the freeze are refused with TEST_FROZEN',
  auth: 'child',
  params: z.object({ sessionId }),
  body: z.object({
    events: z.array(testEvent).check(z.minLength(1), z.maxLength(EVENTS_PER_SYNC)),
  }),
  responses: {
    200: z.object({
      data: z.object({
        stored: wholeNumber(),
        duplicates: wholeNumber(),
        last_sequence: wholeNumber(),
        status: z.enum(SESSION_STATUSES),
      }),
    }),
  },
});

export const getEventsCall = defineCall({
  service: 'test',
  method: 'GET',
  path: '/v1/test/:sessionId/events',
  summary: 'The events held for a session, in sequence order, a page at a time',
  auth: 'child',
  params: z.object({ sessionId }),
  query: z.object({ pageNumber: z._default(storedIntParam(), 0) }),
  responses: {
    200: z.object({
      data: z.object({
        events: z.array(testEvent),
        pageNumber: wholeNumber(),
        pageSize: wholeNumber(),
        total: wholeNumber(),
      }),
    }),
  },
});

const statusCounts = z.object({
  answered: wholeNumber(),
  notAnswered: wholeNumber(),
  notVisited: wholeNumber(),
  reviewNow: wholeNumber(),
  answeredAndMarkedForReview: wholeNumber(),
});

export const shortSummaryCall = defineCall({
  service: 'test',
  method: 'POST',
  path: '/v1/test/:sessionId/short-summary',
  summary: 'The counts of each status, in all and by section, from the events the server holds',
  auth: 'child',
  params: z.object({ sessionId }),
  responses: {
    200: z.object({
      data: z.object({
        summary: statusCounts,
        sections: z.array(z.object({ code: z.string(), summary: statusCounts })),
        last_sequence: wholeNumber(),
      }),
    }),
  },
});

/** How a question of a finished test went. */
export const QUESTION_RESULTS = ['correct', 'incorrect', 'unattempted'] as const;
export type QuestionResult = (typeof QUESTION_RESULTS)[number];

export const userAttemptsCall = defineCall({
  service: 'test',
  method: 'POST',
  path: '/userhome/v1/userAttempts',
  summary: 'How the child has answered these questions in finished tests',
  auth: 'child',
  body: z.object({
    question_ids: z._default(z.array(text().check(z.maxLength(40))).check(z.maxLength(500)), []),
    question_codes: z._default(z.array(text().check(z.maxLength(40))).check(z.maxLength(500)), []),
  }),
  responses: {
    200: z.object({
      data: z.array(
        z.object({
          code: z.string(),
          attempts: wholeNumber(),
          correct: wholeNumber(),
          last_status: z.nullable(z.enum(QUESTION_RESULTS)),
        }),
      ),
    }),
  },
});

export const sessionByIdCall = defineCall({
  service: 'test',
  method: 'GET',
  path: '/get-session',
  summary: 'A session by its id (for the web views, which are opened with one)',
  auth: 'child',
  query: z.object({ sessionId }),
  responses: { 200: z.object({ data: testSession }) },
});

export const serverNowCall = defineCall({
  service: 'test',
  method: 'GET',
  path: '/now',
  summary: 'The server’s clock (epoch ms), for the runner’s time sync',
  auth: 'none',
  responses: { 200: z.object({ data: z.object({ now: epochMs() }) }) },
});

const areaScore = {
  score: z.number(),
  max_marks: z.number(),
  correct: wholeNumber(),
  incorrect: wholeNumber(),
  unattempted: wholeNumber(),
  /** Right answers among answered questions, %. */
  accuracy: z.number(),
  /** Seconds, to the hundredth: measured from the events, not counted. */
  time_spent: z.number(),
};

export const testAnalysis = z.object({
  session_id: z.string(),
  test_code: z.string(),
  title: z.string(),
  score: z.number(),
  max_marks: z.number(),
  /** 1 is the best; among everyone who finished the test. */
  rank: wholeNumber(),
  /** Share of finishers scoring at or below this score, %. */
  percentile: z.number(),
  takers: wholeNumber(),
  accuracy: z.number(),
  time_spent: z.number(),
  /** Worked solutions (question details) open at this moment; null: open now. */
  solutions_at: z.nullable(epochMs()),
  solutions_released: z.boolean(),
  sections: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      subject: z.string(),
      /** Marks for a right, a wrong and an unattempted answer: +4, −1, 0. */
      marking,
      ...areaScore,
    }),
  ),
  subjects: z.array(z.object({ subject: z.string(), name: z.string(), ...areaScore })),
  questions: z.array(
    z.object({
      question_index: wholeNumber(),
      code: z.string(),
      section: z.string(),
      category: z.enum(QUESTION_TYPES),
      status: z.enum(QUESTION_STATUSES),
      selected: z.nullable(answerPayload),
      selected_answer_csv: z.string(),
      result: z.enum(QUESTION_RESULTS),
      marks: z.number(),
      correct_answer_csv: z.string(),
      time_spent: z.number(),
      ideal_time: wholeNumber(),
      attempt_type: z.nullable(z.string()),
    }),
  ),
});
export type TestAnalysis = z.infer<typeof testAnalysis>;

export const analysisCall = defineCall({
  service: 'test',
  method: 'GET',
  path: '/v1/test/:sessionId/analysis',
  summary:
    'A finished session’s score, rank and percentile, by section and subject, and question by question; a scheduled test’s only once its answer key is out',
  auth: 'child',
  params: z.object({ sessionId }),
  query: z.object({ locale: z._default(locale, 'en') }),
  responses: { 200: z.object({ data: testAnalysis }) },
});

/** Create your own test: what the bank offers the child's exam, subject by subject. */
export const customTestOptionsCall = defineCall({
  service: 'test',
  method: 'GET',
  path: '/v1/custom-test/options',
  summary: 'Subjects and chapters of the child’s exam with how many test questions each has',
  auth: 'child',
  query: z.object({ locale: z._default(locale, 'en') }),
  responses: {
    200: z.object({
      data: z.object({
        subjects: z.array(
          z.object({
            code: z.string(),
            display_name: z.string(),
            chapters: z.array(
              z.object({ learn_path: z.string(), name: z.string(), questions: wholeNumber() }),
            ),
          }),
        ),
        exam_config: z.object({
          min_questions: wholeNumber(),
          max_questions: wholeNumber(),
          min_minutes: wholeNumber(),
          max_minutes: wholeNumber(),
          marking,
        }),
      }),
    }),
  },
});

export const createCustomTestCall = defineCall({
  service: 'test',
  method: 'POST',
  path: '/v1/custom-test',
  summary:
    'Makes a test from the bank over the chosen chapters (one section a subject), taken in the same runner',
  auth: 'child',
  body: z.object({
    chapters: z.array(text().check(z.maxLength(300))).check(z.minLength(1), z.maxLength(60)),
    question_count: z.int(),
    duration_minutes: z.int(),
    locale: z._default(locale, 'en'),
  }),
  responses: { 200: z.object({ data: z.object({ code: z.string() }) }) },
});
