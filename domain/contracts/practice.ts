import * as z from 'zod/mini';
import { answerPayload } from '../questions/answerPayload.ts';
import { SUPPORTED_LOCALES } from '../rules/locales.ts';
import { learningMap } from './content.ts';
import { defineCall } from './defineCall.ts';
import { shownKey, shownQuestion } from './questionContent.ts';

/** The practice service (sessions, questions, answer checks), under /api/practice. */
export const PRACTICE_BASE = '/api/practice';
/** Plan-driven practice reports its steps to the achieve service, under /api/achieve. */
export const ACHIEVE_BASE = '/api/achieve';

const locale = z.enum(SUPPORTED_LOCALES);
const id = z.string().check(z.minLength(1), z.maxLength(200));
const text = z.string();

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
  version: z.number(),
  hints: z.array(text),
  solveWithUs: z.boolean(),
  ideal_time: z.number(),
  difficulty: z.number(),
  question_number: z.number(),
  total_question_count: z.number(),
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
  last_eorder: z.number(),
  learning_map: z.object({ learnpath_name: z.string(), concepts: z.array(z.string()) }),
  guide_messages: z.array(z.string()),
  userId: z.string(),
  paj_id: z.nullable(z.string()),
  paj_step_index: z.nullable(z.number()),
  paj_step_path: z.nullable(z.string()),
  paj_step_path_index: z.nullable(z.number()),
  call_id: z.nullable(z.string()),
  object_type: z.nullable(z.string()),
});

export const createSessionCall = defineCall({
  method: 'POST',
  path: '/v1/practice/session',
  summary:
    'Starts a practice session in a mode, over a chapter, topic, book, concept list or plan step',
  auth: 'child',
  body: z.object({
    type: z.enum(PRACTICE_MODES),
    /** A learn path (chapter or topic) for Normal/CFU/Custom/PAJ, a book id for BookPractice. */
    learning_map: z.object({
      learnpath_name: z.optional(z.string().check(z.maxLength(300))),
      book_id: z.optional(z.string().check(z.maxLength(100))),
      concepts: z.optional(z.array(z.string().check(z.maxLength(80))).check(z.maxLength(50))),
      question_codes: z.optional(
        z.array(z.string().check(z.maxLength(40))).check(z.maxLength(100)),
      ),
      video_id: z.optional(z.string().check(z.maxLength(100))),
    }),
    title: z.optional(z.string().check(z.maxLength(200))),
    language: z._default(locale, 'en'),
    namespace: z.optional(z.string().check(z.maxLength(60))),
    platform_session_id: z.optional(z.string().check(z.maxLength(100))),
    practice_uid: z.optional(z.string().check(z.maxLength(100))),
    device: z.optional(z.string().check(z.maxLength(40))),
    source: z.optional(z.string().check(z.maxLength(60))),
    school_id: z.optional(z.string().check(z.maxLength(100))),
    class_id: z.optional(z.string().check(z.maxLength(100))),
    paj_id: z.optional(z.string().check(z.maxLength(100))),
    paj_step_index: z.optional(z.number().check(z.int(), z.nonnegative())),
    call_id: z.optional(z.string().check(z.maxLength(100))),
  }),
  responses: { 200: z.object({ data: sessionData }) },
});

const sessionParams = z.object({ sessionId: id });

export const nextQuestionCall = defineCall({
  method: 'GET',
  path: '/v1/practice/:sessionId/question',
  summary:
    'The next question, chosen by the child’s mastery of each concept; 204 when the session has none left',
  auth: 'child',
  params: sessionParams,
  query: z.object({
    questionCode: z.optional(z.string().check(z.maxLength(40))),
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
  method: 'POST',
  path: '/v1/practice/:sessionId/question',
  summary:
    'Adds the asked questions (adhoc and plan-driven practice) to a session: by code, or by concept',
  auth: 'child',
  params: sessionParams,
  query: z.object({
    mode: z.enum(PRACTICE_MODES),
    conceptCode: z.optional(z.string().check(z.maxLength(80))),
    questionCode: z.optional(z.string().check(z.maxLength(2000))),
  }),
  responses: { 200: z.object({ data: z.object({ queued: z.number() }) }) },
});

export const questionByIdCall = defineCall({
  method: 'POST',
  path: '/v1/practice/question/:id',
  summary: 'A question by its code, without its key, keyed by the code',
  auth: 'child',
  params: z.object({ id }),
  body: z.object({
    goal_name: z.optional(z.string()),
    exam_name: z.optional(z.string()),
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
  idealTime: z.number(),
  silverEmbiums: z.number(),
  feedback: z.string(),
  explanation: z.string(),
  mastery: z.object({ concept: z.string(), before: z.number(), after: z.number() }),
});
export type AnswerCheck = z.infer<typeof answerCheck>;

/** One thing the student did with a question: saw it, opened a hint, answered. */
export const questionEvent = z.discriminatedUnion('event', [
  z.object({ event: z.literal('view'), at: z.number() }),
  z.object({ event: z.literal('hint'), at: z.number(), hint_index: z.number() }),
  z.object({
    event: z.literal('submit'),
    at: z.number(),
    /** Seconds on the question before this answer. */
    time_spent: z.number().check(z.nonnegative(), z.maximum(86_400)),
    answer: answerPayload,
  }),
]);

export const questionEventCall = defineCall({
  method: 'POST',
  path: '/v1/practice/:sessionId/question/:code',
  summary:
    'A view, hint or submit event of a question in a session; a submit answers the check (never graded in the browser)',
  auth: 'child',
  params: z.object({ sessionId: id, code: z.string().check(z.maxLength(40)) }),
  query: z.object({
    version: z.optional(z.coerce.number()),
    namespace: z.optional(z.string().check(z.maxLength(60))),
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
  index: z.number(),
  text: z.string(),
  /** Blanks to fill; none means the step is a yes/no question. */
  fibs: z.number(),
  badge: z.nullable(z.enum(['correct', 'incorrect', 'revealed'])),
  is_complete: z.boolean(),
  user_attempt: z.nullable(z.array(z.string())),
  /** The accepted answers, shown once the step is done. */
  fibs_text: z.nullable(z.array(z.string())),
});

const solveWithUs = z.object({
  steps: z.array(swuStep),
  current_step_index: z.number(),
  max_steps: z.number(),
  complete: z.boolean(),
  check: z.nullable(answerCheck),
});

const swuParams = z.object({ sessionId: id, code: z.string().check(z.maxLength(40)) });
const swuQuery = z.object({
  namespace: z.optional(z.string().check(z.maxLength(60))),
  language: z._default(locale, 'en'),
  version: z.optional(z.coerce.number()),
  showAnswer: z._default(z.coerce.boolean(), false),
  showSolution: z._default(z.coerce.boolean(), false),
});

export const solveWithUsCall = defineCall({
  method: 'GET',
  path: '/v1/practice/:sessionId/question/:code/solve-with-us',
  summary: 'The solve-with-us steps done so far and the one to take now',
  auth: 'child',
  params: swuParams,
  query: swuQuery,
  responses: { 200: z.object({ data: solveWithUs }) },
});

export const solveWithUsStepCall = defineCall({
  method: 'POST',
  path: '/v1/practice/:sessionId/question/:code/solve-with-us',
  summary:
    'Answers the current step (blanks, or yes/no); the last step completes the question and answers its check',
  auth: 'child',
  params: swuParams,
  query: swuQuery,
  body: z.object({
    start_time: z.number(),
    answers: z.array(z.string().check(z.maxLength(100))).check(z.maxLength(10)),
  }),
  responses: { 200: z.object({ data: solveWithUs }) },
});

export const questionAccuracyCall = defineCall({
  method: 'GET',
  path: '/v1/practice/:questionCode/question_accuracy',
  summary: 'How often students answer the question (or a solve-with-us step of it) right',
  auth: 'child',
  params: z.object({ questionCode: z.string().check(z.maxLength(40)) }),
  query: z.object({ step_index: z.optional(z.coerce.number().check(z.int(), z.nonnegative())) }),
  responses: {
    200: z.object({
      data: z.object({ question_accuracy: z.nullable(z.number()), attempts: z.number() }),
    }),
  },
});

export const practiceSummary = z.object({
  totalTimeSpend: z.number(),
  accuracy: z.number(),
  silverEmbiumsEarnedCount: z.number(),
  goldEmbiumsEarnedCount: z.number(),
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
        idealTime: z.number(),
        concept: z.string(),
      }),
    ),
  }),
  mastery: z.array(
    z.object({ concept: z.string(), name: z.string(), before: z.number(), after: z.number() }),
  ),
});

export const summaryCall = defineCall({
  method: 'GET',
  path: '/v1/practice/:sessionId/summary',
  summary: 'Time, accuracy, embiums and every attempt of a session; 406 when it has no attempts',
  auth: 'child',
  params: sessionParams,
  query: z.object({ language: z._default(locale, 'en') }),
  responses: { 200: z.object({ data: practiceSummary }) },
});

export const practiceEventsCall = defineCall({
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
          event: z.string().check(z.minLength(1), z.maxLength(60)),
          at: z.number(),
          data: z.optional(z.record(z.string(), z.unknown())),
        }),
      )
      .check(z.minLength(1), z.maxLength(50)),
  }),
  responses: { 200: z.object({ data: z.object({ recorded: z.number() }) }) },
});

export const speechToTextCall = defineCall({
  method: 'POST',
  path: '/v1/practice/:sessionId/question/:code/speech_to_text',
  summary:
    'Turns a spoken answer into text; answers PROVIDER_NOT_CONFIGURED where no speech engine is set up',
  auth: 'child',
  params: swuParams,
  responses: { 200: z.object({ data: z.object({ text: z.string() }) }) },
});

export const conceptsCall = defineCall({
  method: 'GET',
  path: '/concepts',
  summary: 'Concepts by code, named in the asked language',
  auth: 'child',
  query: z.object({
    where: z.string().check(z.minLength(1), z.maxLength(2000)),
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
  child_id: id,
  content_id: z.string().check(z.maxLength(40)),
  content_type: z.literal('Question'),
  content_category_type: z.literal('Practice'),
  bookmarked: z.boolean(),
  goal_name: z.optional(z.string()),
  exam_name: z.optional(z.string()),
  locale: z._default(locale, 'en'),
});

export const questionBookmarkCall = defineCall({
  method: 'POST',
  path: '/bookmark',
  summary: 'Bookmarks a question or removes the bookmark',
  auth: 'child',
  body: bookmarkBody,
  responses: { 200: z.object({ data: z.object({ bookmarked: z.boolean() }) }) },
});

export const questionBookmarkStatusCall = defineCall({
  method: 'GET',
  path: '/bookmark',
  summary: 'Whether a question is bookmarked by the child',
  auth: 'child',
  query: z.object({
    child_id: id,
    content_id: z.string().check(z.maxLength(40)),
    locale: z._default(locale, 'en'),
    goal_name: z.optional(z.string()),
    exam_name: z.optional(z.string()),
  }),
  responses: { 200: z.object({ data: z.object({ bookmarked: z.boolean() }) }) },
});

export const updatePajCall = defineCall({
  method: 'POST',
  path: '/achieve/update_paj',
  summary: 'Records a step of a personalised plan as started or done (plan-driven practice)',
  auth: 'child',
  query: z.object({
    paj_id: id,
    step_index: z.coerce.number().check(z.int(), z.nonnegative()),
    path_type: z.string().check(z.maxLength(40)),
    path_index: z.coerce.number().check(z.int(), z.nonnegative()),
    object_type: z.string().check(z.maxLength(40)),
    object_id: z.string().check(z.maxLength(200)),
    status: z.enum(['STARTED', 'COMPLETED']),
    call_id: z.optional(z.string().check(z.maxLength(100))),
  }),
  responses: {
    200: z.object({
      data: z.object({ paj_id: z.string(), step_index: z.number(), status: z.string() }),
    }),
  },
});
