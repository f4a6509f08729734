import * as z from 'zod/mini';
import { SUPPORTED_LOCALES } from '../rules/locales.ts';
import { epochMs, storedIntParam, wholeNumber } from './contractPrimitives.ts';
import { defineCall } from './defineCall.ts';

/** The tests-taken list answers at most this many tests. */
export const TESTS_TAKEN_MAX = 50;
/** How many it answers when asked for no size. */
export const TESTS_TAKEN_DEFAULT = 20;

const started = z.object({
  status: z.literal('started'),
  session_id: z.string(),
  test_code: z.string(),
  title: z.string(),
  started_at: epochMs(),
  /** Whole milliseconds until the paper is frozen, by the server's clock. */
  time_left: wholeNumber(),
  max_score: z.nullable(z.number()),
  /** Resumes the runner where the student stopped. */
  path: z.string(),
});

const finished = z.object({
  status: z.literal('finished'),
  session_id: z.string(),
  test_code: z.string(),
  title: z.string(),
  started_at: epochMs(),
  submitted_at: epochMs(),
  /** Null until the results are out (then `results_at` says when they will be). */
  score: z.nullable(z.number()),
  max_score: z.nullable(z.number()),
  rank: z.nullable(wholeNumber()),
  candidates: z.nullable(wholeNumber()),
  results_at: z.nullable(epochMs()),
  /** The analysis (or, before the results are out, the test's summary). */
  path: z.string(),
});

export const testTaken = z.discriminatedUnion('status', [started, finished]);
export type TestTaken = z.infer<typeof testTaken>;

export const testsTakenCall = defineCall({
  service: 'test',
  method: 'GET',
  path: '/v1/tests-taken',
  summary:
    'The child’s tests: started ones first with their time left, then finished ones newest first with score and rank',
  auth: 'child',
  query: z.object({
    locale: z._default(z.enum(SUPPORTED_LOCALES), 'en'),
    size: z._default(
      storedIntParam().check(z.minimum(1), z.maximum(TESTS_TAKEN_MAX)),
      TESTS_TAKEN_DEFAULT,
    ),
  }),
  responses: {
    200: z.object({
      data: z.object({
        items: z.array(testTaken),
        counts: z.object({ started: wholeNumber(), finished: wholeNumber() }),
      }),
    }),
  },
});
