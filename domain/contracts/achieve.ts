import * as z from 'zod/mini';
import { SUPPORTED_LOCALES } from '../rules/locales.ts';
import { epochMs, storedInt, text, wholeNumber } from './contractPrimitives.ts';
import { defineCall } from './defineCall.ts';

/**
 * The achieve service (learning-experience spec §7 "Achieve"): where a child stands for their exam
 * (readiness), the onboarding (diagnostic tests, questionnaire) and the personal plan (PAJ).
 * Every call is per child profile; the child's own token decides whose data it reads.
 */

const locale = z._default(z.enum(SUPPORTED_LOCALES), 'en');
const code = (max: number) => text().check(z.minLength(1), z.maxLength(max));
const examContext = {
  exam_code: z.optional(code(80)),
  goal_code: z.optional(code(40)),
  locale,
};

/** A readiness estimate: expected marks on the exam's paper and a 90 % range, whole marks. */
export const readinessFigure = z.object({
  expected: z.int(),
  low: z.int(),
  high: z.int(),
  max_marks: wholeNumber(),
});

export const readinessChapter = z.object({
  subject: z.string(),
  chapter: z.string(),
  learn_path: z.string(),
  name: z.string(),
  expected: z.int(),
  max: wholeNumber(),
  /** Marks the expected score would rise by if this chapter's concepts were mastered better. */
  gain: wholeNumber(),
});

export const readinessData = z.object({
  ...readinessFigure.shape,
  exam_code: z.string(),
  /** The paper the prediction is for: the exam's full mock test, or a syllabus-weighted paper. */
  paper: z.string(),
  computed_at: epochMs(),
  chapters: z.array(readinessChapter),
  /** One estimate a day, oldest first: how readiness moved. */
  history: z.array(z.object({ day: wholeNumber(), ...readinessFigure.shape })),
});

export const PLAN_STEP_KINDS = ['lesson', 'practice', 'chapter_test', 'mock_test'] as const;
export const PLAN_STEP_STATUSES = ['pending', 'started', 'done', 'missed'] as const;

/** A step of the plan as a tile. */
export const planTile = z.object({
  step_index: wholeNumber(),
  day: wholeNumber(),
  kind: z.enum(PLAN_STEP_KINDS),
  object_id: z.string(),
  title: z.string(),
  subject: z.string(),
  chapter: z.string(),
  learn_path: z.string(),
  concept: z.nullable(z.string()),
  minutes: wholeNumber(),
  status: z.enum(PLAN_STEP_STATUSES),
});

export const targetData = z.object({
  exam_code: z.string(),
  goal_code: z.string(),
  /** The exam day aimed at, as a day number (days since 1970-01-01, UTC). */
  target_day: wholeNumber(),
  daily_minutes: wholeNumber(),
  target_score: z.nullable(wholeNumber()),
});

/** Where the child is in achieve's onboarding, so the home can send them to the next step. */
export const ACHIEVE_STAGES = ['start', 'questionnaire', 'plan'] as const;

export const achieveHomeCall = defineCall({
  service: 'achieve',
  method: 'POST',
  path: '/achieve/home',
  summary:
    'The child’s achieve home: onboarding stage, target, readiness, today’s plan steps and streak',
  auth: 'child',
  body: z.object(examContext),
  responses: {
    200: z.object({
      data: z.object({
        stage: z.enum(ACHIEVE_STAGES),
        /** The onboarding session: diagnostic selection and questionnaire are opened with it. */
        session_id: z.string(),
        target: z.nullable(targetData),
        readiness: z.nullable(readinessFigure),
        paj_id: z.nullable(z.string()),
        today: z.array(planTile),
        streak: z.object({ days: wholeNumber(), best: wholeNumber() }),
        days_left: z.nullable(wholeNumber()),
      }),
    }),
  },
});

export const examUserMetadataCall = defineCall({
  service: 'achieve',
  method: 'GET',
  path: '/achieve/exam-user-metadata',
  summary: 'The child’s exam for achieve: its subjects, the target set and the days left',
  auth: 'child',
  query: z.object(examContext),
  responses: {
    200: z.object({
      data: z.object({
        exam_code: z.string(),
        goal_code: z.string(),
        exam_name: z.string(),
        subjects: z.array(z.object({ code: z.string(), name: z.string() })),
        target: z.nullable(targetData),
        days_left: z.nullable(wholeNumber()),
      }),
    }),
  },
});

export const readinessCall = defineCall({
  service: 'achieve',
  method: 'GET',
  path: '/achieve/readiness/current',
  summary:
    'Readiness: the child’s predicted score on the exam’s paper from their mastery, with its range',
  auth: 'child',
  query: z.object(examContext),
  responses: { 200: z.object({ data: readinessData }) },
});

export const diagnosticTest = z.object({
  code: z.string(),
  title: z.string(),
  subject: z.string(),
  question_count: wholeNumber(),
  duration_seconds: wholeNumber(),
  status: z.enum(['not_started', 'started', 'finished']),
  session_id: z.nullable(z.string()),
  score: z.nullable(z.number()),
  max_marks: z.nullable(z.number()),
});

export const diagnosticTestsCall = defineCall({
  service: 'achieve',
  method: 'GET',
  path: '/diagnostic-tests',
  summary:
    'The short diagnostic papers of the child’s exam, one a subject, with the child’s status',
  auth: 'child',
  query: z.object({
    exam: z.optional(code(80)),
    goal: z.optional(code(40)),
    locale,
  }),
  responses: { 200: z.object({ data: z.object({ tests: z.array(diagnosticTest) }) }) },
});

/** The questionnaire as an rjsf form: the pack's document with the exam's choices filled in. */
export const diagnosticFormCall = defineCall({
  service: 'achieve',
  method: 'GET',
  path: '/achieve/form/diagnostic',
  summary: 'The achieve questionnaire (JSON Schema form) with the child’s earlier answers',
  auth: 'child',
  query: z.object({ ...examContext, user_session: z.optional(code(100)) }),
  responses: {
    200: z.object({
      data: z.object({
        schema: z.record(z.string(), z.unknown()),
        ui_schema: z.record(z.string(), z.unknown()),
        field_errors: z.record(z.string(), z.string()),
        answers: z.record(z.string(), z.unknown()),
      }),
    }),
  },
});

/** Questionnaire answers travel as a list of question ids and responses (spec §7). */
export const questionResponse = z.object({
  question_id: code(60),
  response: z.union([
    text().check(z.maxLength(200)),
    z.int().check(z.minimum(-1_000_000), z.maximum(1_000_000)),
    z.array(text().check(z.maxLength(80))).check(z.maxLength(20)),
  ]),
});

export const generatePlanCall = defineCall({
  service: 'achieve',
  method: 'POST',
  path: '/achieve/paj/generate',
  summary:
    'Saves the questionnaire and builds the child’s day-by-day plan from mastery, weights and time',
  auth: 'child',
  body: z.object({
    question_response: z.array(questionResponse).check(z.maxLength(30)),
    exam_code: z.optional(code(80)),
    goal_code: z.optional(code(40)),
    session_id: z.optional(code(100)),
    locale,
  }),
  responses: {
    200: z.object({ data: z.object({ paj_id: z.string(), first_day: wholeNumber() }) }),
  },
});

export const planTilesCall = defineCall({
  service: 'achieve',
  method: 'GET',
  path: '/achieve/paj/tiles',
  summary:
    'The plan’s steps from today on, with what the child really did; re-plans when behind or ahead',
  auth: 'child',
  query: z.object({ paj_id: code(100), locale }),
  responses: {
    200: z.object({
      data: z.object({
        paj_id: z.string(),
        today: wholeNumber(),
        last_day: wholeNumber(),
        /** Set when this read re-planned the days ahead. */
        replanned: z.nullable(z.enum(['behind', 'ahead'])),
        tiles: z.array(planTile),
        done_count: wholeNumber(),
        step_count: wholeNumber(),
      }),
    }),
  },
});

export const extendPlanCall = defineCall({
  service: 'achieve',
  method: 'POST',
  path: '/achieve/paj/extend',
  summary: 'Adds the next stretch of days to the child’s plan',
  auth: 'child',
  query: z.object({ locale }),
  body: z.object({ paj_id: code(100) }),
  responses: {
    200: z.object({ data: z.object({ paj_id: z.string(), last_day: wholeNumber() }) }),
  },
});

export const masteryItem = z.object({
  code: z.string(),
  name: z.string(),
  learn_path: z.string(),
  /** Mastery as a whole percentage: the chance of answering a medium question right. */
  mastery: wholeNumber(),
  /** Predicted accuracy on the exam's questions of this part, whole percent. */
  predicted_accuracy: wholeNumber(),
  concepts_practised: wholeNumber(),
  concepts_total: wholeNumber(),
  attempts: storedInt(),
});

const masteryResponse = { 200: z.object({ data: z.object({ items: z.array(masteryItem) }) }) };

export const masterySubjectsCall = defineCall({
  service: 'achieve',
  method: 'GET',
  path: '/exploreMastery/subjects',
  summary: 'Mastery of each subject of the child’s exam',
  auth: 'child',
  query: z.object(examContext),
  responses: masteryResponse,
});

export const masteryChaptersCall = defineCall({
  service: 'achieve',
  method: 'GET',
  path: '/exploreMastery/chapters',
  summary: 'Mastery of each chapter of a subject',
  auth: 'child',
  query: z.object({ ...examContext, subject_code: code(80), user_id: z.optional(code(100)) }),
  responses: masteryResponse,
});

export const masteryTopicsCall = defineCall({
  service: 'achieve',
  method: 'GET',
  path: '/exploreMastery/topics',
  summary: 'Mastery of each topic of a chapter',
  auth: 'child',
  query: z.object({ ...examContext, subject_code: code(80), chapter_code: code(120) }),
  responses: masteryResponse,
});
