import * as z from 'zod/mini';
import { answerPayload } from '../questions/answerPayload.ts';
import { SUPPORTED_LOCALES } from '../rules/locales.ts';
import { bookmarkRecordFields } from './bookmarks.ts';
import { learningMap } from './content.ts';
import {
  epochMs,
  freeFormRecord,
  SCHOOL_ID_MAX,
  storedInt,
  storedIntParam,
  text,
  wholeNumber,
  queryFlag,
} from './contractPrimitives.ts';
import { defineCall } from './defineCall.ts';
import { shownKey, shownQuestion } from './questionContent.ts';

/** Plan-driven practice reports its steps to the achieve service, under /api/achieve. */

const locale = z.enum(SUPPORTED_LOCALES);
const id = text().check(z.minLength(1), z.maxLength(200));
const optionalText = (max: number) => z.optional(text().check(z.maxLength(max)));
/** Seconds a student may spend on one question: a day bounds any real answer. */
const QUESTION_TIME_MAX_S = 86_400;

/** The practice modes of learning-experience spec §2. */
export const PRACTICE_MODES = [
  'Normal',
  'BookPractice',
  'CFUPractice',
  'AdhocPractice',
  'CustomPractice',
  'PAJPractice',
  'PAJNQEPractice',
] as const;
export type PracticeMode = (typeof PRACTICE_MODES)[number];

/** The attempt types of spec §3, and the extra filters of the summary. */
export const ATTEMPT_TYPES = [
  'TooFastCorrect',
  'Perfect',
  'OvertimeCorrect',
  'Wasted',
  'OvertimeIncorrect',
  'Incorrect',
  'NonAttempt',
  'SolveWithUsRevealedAnswer',
  'SolveWithUsCorrect',
  'SolveWithUsInCorrect',
] as const;
export type AttemptType = (typeof ATTEMPT_TYPES)[number];

const conceptRef = z.object({
  code: z.string(),
  name: z.string(),
  type: z.enum(['primary_concept', 'secondary_concept']),
});

/** A question as practice serves it (learning-experience spec §3, "Practice question"). */
export const practiceQuestion = z.extend(shownQuestion, {
  version: wholeNumber(),
  hints: z.array(z.string()),
  solveWithUs: z.boolean(),
  ideal_time: wholeNumber(),
  /** The bank's level, 1 (easy) to 5. */
  difficulty: z.int(),
  question_number: wholeNumber(),
  total_question_count: wholeNumber(),
  do_intervene: z.boolean(),
  concepts: z.array(conceptRef),
  tags: z.array(z.string()),
  learning_map: learningMap,
});
export type PracticeQuestion = z.infer<typeof practiceQuestion>;

const learnIntervention = z.object({
  recommendation_id: z.string(),
  predicted_mastery: z.number(),
  current_mastery: z.number(),
  concept: conceptRef,
});

export const sessionData = z.object({
  session_id: z.string(),
  mode: z.enum(PRACTICE_MODES),
  title: z.string(),
  last_eorder: wholeNumber(),
  learning_map: z.object({ learnpath_name: z.string(), concepts: z.array(z.string()) }),
  guide_messages: z.array(z.string()),
  userId: z.string(),
  paj_id: z.nullable(z.string()),
  paj_step_index: z.nullable(wholeNumber()),
  paj_step_path: z.nullable(z.string()),
  paj_step_path_index: z.nullable(wholeNumber()),
  call_id: z.nullable(z.string()),
  object_type: z.nullable(z.string()),
});

export const createSessionCall = defineCall({
  service: 'practice',
  method: 'POST',
  path: '/v1/practice/session',
  summary:
    'Starts a practice session in a mode, over a chapter, topic, book, concept list or plan step',
  auth: 'child',
  body: z.object({
    type: z.enum(PRACTICE_MODES),
    /** A learn path (chapter or topic) for Normal/CFU/Custom/PAJ, a book id for BookPractice. */
    learning_map: z.object({
      learnpath_name: optionalText(300),
      book_id: optionalText(100),
      concepts: z.optional(z.array(text().check(z.maxLength(80))).check(z.maxLength(50))),
      question_codes: z.optional(z.array(text().check(z.maxLength(40))).check(z.maxLength(100))),
      video_id: optionalText(100),
    }),
    title: optionalText(200),
    language: z._default(locale, 'en'),
    namespace: optionalText(60),
    platform_session_id: optionalText(100),
    practice_uid: optionalText(100),
    device: optionalText(40),
    source: optionalText(60),
    school_id: optionalText(SCHOOL_ID_MAX),
    class_id: optionalText(SCHOOL_ID_MAX),
    homework_id: optionalText(SCHOOL_ID_MAX),
    paj_id: optionalText(100),
    paj_step_index: z.optional(storedInt()),
    call_id: optionalText(100),
  }),
  responses: { 200: z.object({ data: sessionData }) },
});

const sessionParams = z.object({ sessionId: id });

export const nextQuestionCall = defineCall({
  service: 'practice',
  method: 'GET',
  path: '/v1/practice/:sessionId/question',
  summary:
    'The next question, chosen by the child’s mastery of each concept; 204 when the session has none left',
  auth: 'child',
  params: sessionParams,
  query: z.object({
    questionCode: optionalText(40),
    /** `skipQuestion` skips the question on screen; `nextQuestion` moves on after answering. */
    action: z._default(z.enum(['nextQuestion', 'skipQuestion']), 'nextQuestion'),
    language: z._default(locale, 'en'),
  }),
  responses: {
    200: z.object({
      data: z.object({ question: practiceQuestion, intervention: z.nullable(learnIntervention) }),
    }),
    204: z.undefined(),
  },
});

export const adhocQuestionsCall = defineCall({
  service: 'practice',
  method: 'POST',
  path: '/v1/practice/:sessionId/question',
  summary:
    'Adds the asked questions (adhoc and plan-driven practice) to a session: by code, or by concept',
  auth: 'child',
  params: sessionParams,
  query: z.object({
    mode: z.enum(PRACTICE_MODES),
    conceptCode: optionalText(80),
    questionCode: optionalText(2000),
  }),
  responses: { 200: z.object({ data: z.object({ queued: wholeNumber() }) }) },
});

export const questionByIdCall = defineCall({
  service: 'practice',
  method: 'POST',
  path: '/v1/practice/question/:id',
  summary: 'A question by its code, without its key, keyed by the code',
  auth: 'child',
  params: z.object({ id }),
  body: z.object({
    goal_name: z.optional(text()),
    exam_name: z.optional(text()),
    language: z._default(locale, 'en'),
  }),
  responses: { 200: z.object({ data: z.record(z.string(), practiceQuestion) }) },
});

/** The answer check (learning-experience spec §3, "Answer check response"). */
export const answerCheck = z.extend(shownKey, {
  /** 1 means correct. */
  correctness: z.number(),
  selected_answer_csv: z.string(),
  attemptTypeBadge: z.enum(ATTEMPT_TYPES),
  hintUsed: z.boolean(),
  timeSpent: z.number(),
  idealTime: wholeNumber(),
  /** Silver the answer really earned (after the day's cap; 0 for a replay or where embiums are off). */
  silverEmbiums: wholeNumber(),
  /** The child's embiums after this answer (all metals); absent where the brand has no embiums. */
  totalEmbiums: z.optional(wholeNumber()),
  feedback: z.string(),
  explanation: z.string(),
  mastery: z.object({ concept: z.string(), before: z.number(), after: z.number() }),
});
export type AnswerCheck = z.infer<typeof answerCheck>;

/** One thing the student did with a question: saw it, opened a hint, answered. */
export const questionEvent = z.discriminatedUnion('event', [
  z.object({ event: z.literal('view'), at: epochMs() }),
  z.object({ event: z.literal('hint'), at: epochMs(), hint_index: storedInt() }),
  z.object({
    event: z.literal('submit'),
    at: epochMs(),
    /** Whole seconds on the question before this answer. */
    time_spent: z.int().check(z.nonnegative(), z.maximum(QUESTION_TIME_MAX_S)),
    answer: answerPayload,
  }),
]);

export const questionEventCall = defineCall({
  service: 'practice',
  method: 'POST',
  path: '/v1/practice/:sessionId/question/:code',
  summary:
    'A view, hint or submit event of a question in a session; a submit answers the check (never graded in the browser)',
  auth: 'child',
  params: z.object({ sessionId: id, code: text().check(z.maxLength(40)) }),
  query: z.object({
    version: z.optional(storedIntParam()),
    namespace: optionalText(60),
    language: z._default(locale, 'en'),
  }),
  body: questionEvent,
  responses: {
    200: z.object({
      data: z.object({ recorded: z.literal(true), check: z.nullable(answerCheck) }),
    }),
  },
});

const swuStep = z.object({
  index: wholeNumber(),
  text: z.string(),
  /** Blanks to fill; none means the step is a yes/no question. */
  fibs: wholeNumber(),
  badge: z.nullable(z.enum(['correct', 'incorrect', 'revealed'])),
  is_complete: z.boolean(),
  user_attempt: z.nullable(z.array(z.string())),
  /** The accepted answers, shown once the step is done. */
  fibs_text: z.nullable(z.array(z.string())),
});

const solveWithUs = z.object({
  steps: z.array(swuStep),
  current_step_index: wholeNumber(),
  max_steps: wholeNumber(),
  complete: z.boolean(),
  check: z.nullable(answerCheck),
});

const swuParams = z.object({ sessionId: id, code: text().check(z.maxLength(40)) });
const swuQuery = z.object({
  namespace: optionalText(60),
  language: z._default(locale, 'en'),
  version: z.optional(storedIntParam()),
  showAnswer: queryFlag(),
  showSolution: queryFlag(),
});

export const solveWithUsCall = defineCall({
  service: 'practice',
  method: 'GET',
  path: '/v1/practice/:sessionId/question/:code/solve-with-us',
  summary: 'The solve-with-us steps done so far and the one to take now',
  auth: 'child',
  params: swuParams,
  query: swuQuery,
  responses: { 200: z.object({ data: solveWithUs }) },
});

export const solveWithUsStepCall = defineCall({
  service: 'practice',
  method: 'POST',
  path: '/v1/practice/:sessionId/question/:code/solve-with-us',
  summary:
    'Answers the current step (blanks, or yes/no); the last step completes the question and answers its check',
  auth: 'child',
  params: swuParams,
  query: swuQuery,
  body: z.object({
    start_time: epochMs(),
    answers: z.array(text().check(z.maxLength(100))).check(z.maxLength(10)),
  }),
  responses: { 200: z.object({ data: solveWithUs }) },
});

export const questionAccuracyCall = defineCall({
  service: 'practice',
  method: 'GET',
  path: '/v1/practice/:questionCode/question_accuracy',
  summary: 'How often students answer the question (or a solve-with-us step of it) right',
  auth: 'child',
  params: z.object({ questionCode: text().check(z.maxLength(40)) }),
  query: z.object({ step_index: z.optional(storedIntParam()) }),
  responses: {
    200: z.object({
      data: z.object({ question_accuracy: z.nullable(z.number()), attempts: wholeNumber() }),
    }),
  },
});

export const practiceSummary = z.object({
  totalTimeSpend: z.number(),
  accuracy: z.number(),
  silverEmbiumsEarnedCount: wholeNumber(),
  goldEmbiumsEarnedCount: wholeNumber(),
  /** The model's expected share of right answers over the session, and the real one (%). */
  predicted_practice_accuracy: z.number(),
  current_practice_accuracy: z.number(),
  metaData: z.object({
    attempts: z.array(
      z.object({
        code: z.string(),
        attemptTypeBadge: z.enum(ATTEMPT_TYPES),
        correctness: z.number(),
        timeSpent: z.number(),
        idealTime: wholeNumber(),
        concept: z.string(),
      }),
    ),
  }),
  mastery: z.array(
    z.object({ concept: z.string(), name: z.string(), before: z.number(), after: z.number() }),
  ),
});

export const summaryCall = defineCall({
  service: 'practice',
  method: 'GET',
  path: '/v1/practice/:sessionId/summary',
  summary: 'Time, accuracy, embiums and every attempt of a session; 406 when it has no attempts',
  auth: 'child',
  params: sessionParams,
  query: z.object({ language: z._default(locale, 'en') }),
  responses: { 200: z.object({ data: practiceSummary }) },
});

export const practiceEventsCall = defineCall({
  service: 'practice',
  method: 'POST',
  path: '/v1/practice/:sessionId/events',
  summary:
    'Events of the practice screen (opened, left, intervention skipped…), kept with the session',
  auth: 'child',
  params: sessionParams,
  body: z.object({
    events: z
      .array(
        z.object({
          event: text().check(z.minLength(1), z.maxLength(60)),
          at: epochMs(),
          data: z.optional(freeFormRecord()),
        }),
      )
      .check(z.minLength(1), z.maxLength(50)),
  }),
  responses: { 200: z.object({ data: z.object({ recorded: wholeNumber() }) }) },
});

export const speechToTextCall = defineCall({
  service: 'practice',
  method: 'POST',
  path: '/v1/practice/:sessionId/question/:code/speech_to_text',
  summary:
    'Turns a spoken answer into text; answers PROVIDER_NOT_CONFIGURED where no speech engine is set up',
  auth: 'child',
  params: swuParams,
  responses: { 200: z.object({ data: z.object({ text: z.string() }) }) },
});

export const conceptsCall = defineCall({
  service: 'practice',
  method: 'GET',
  path: '/concepts',
  summary: 'Concepts by code, named in the asked language',
  auth: 'child',
  query: z.object({
    where: text().check(z.minLength(1), z.maxLength(2000)),
    locale: z._default(locale, 'en'),
  }),
  responses: {
    200: z.object({
      data: z.array(
        z.object({
          code: z.string(),
          name: z.string(),
          subject: z.string(),
          mastery: z.number(),
          prerequisites: z.array(z.string()),
        }),
      ),
    }),
  },
});

const bookmarkBody = z.object({
  ...bookmarkRecordFields,
  content_id: text().check(z.minLength(1), z.maxLength(40)),
  content_type: z.literal('Question'),
  content_category_type: z.literal('Practice'),
});

export const questionBookmarkCall = defineCall({
  service: 'practice',
  method: 'POST',
  path: '/bookmark',
  summary: 'Bookmarks a question or removes the bookmark',
  auth: 'child',
  body: bookmarkBody,
  responses: { 200: z.object({ data: z.object({ bookmarked: z.boolean() }) }) },
});

export const questionBookmarkStatusCall = defineCall({
  service: 'practice',
  method: 'GET',
  path: '/bookmark',
  summary: 'Whether a question is bookmarked by the child',
  auth: 'child',
  query: z.object({
    child_id: id,
    content_id: text().check(z.maxLength(40)),
    locale: z._default(locale, 'en'),
    goal_name: z.optional(text()),
    exam_name: z.optional(text()),
  }),
  responses: { 200: z.object({ data: z.object({ bookmarked: z.boolean() }) }) },
});

export const updatePajCall = defineCall({
  service: 'achieve',
  method: 'POST',
  path: '/achieve/update_paj',
  summary: 'Records a step of a personalised plan as started or done (plan-driven practice)',
  auth: 'child',
  query: z.object({
    paj_id: id,
    step_index: storedIntParam(),
    path_type: text().check(z.maxLength(40)),
    path_index: storedIntParam(),
    object_type: text().check(z.maxLength(40)),
    object_id: text().check(z.maxLength(200)),
    status: z.enum(['STARTED', 'COMPLETED']),
    call_id: optionalText(100),
  }),
  responses: {
    200: z.object({
      data: z.object({ paj_id: z.string(), step_index: wholeNumber(), status: z.string() }),
    }),
  },
});
