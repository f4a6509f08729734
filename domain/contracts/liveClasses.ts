/**
 * The classroom service's live-class calls (learning-experience spec §2 "Live classes and
 * classrooms", §3 "In-class performance", §4): the scheduled online classes of the classrooms a
 * student is in, by the spec's categories; registering; the meeting room while a class is on; the
 * time in it; the summary after; and the batches (courses) that group classes. Every call answers
 * LIVE_CLASS_OFF where the brand's live-class switch is off. Choices in
 * docs/decisions/classrooms.md.
 */
import * as z from 'zod/mini';
import {
  ATTENDANCE_EVENTS,
  LIVE_CLASS_ATTENDED_STATUSES,
  LIVE_HEARTBEAT_SECONDS,
} from '../liveClass/attendance.ts';
import { LIVE_CLASS_CATEGORIES } from '../liveClass/liveClassCategories.ts';
import { SUPPORTED_LOCALES } from '../rules/locales.ts';
import {
  epochMs,
  PAGE_NUMBER_MAX,
  storedIntParam,
  text,
  wholeNumber,
} from './contractPrimitives.ts';
import { defineCall } from './defineCall.ts';

/** Live classes come 10 a page unless asked otherwise; a page holds at most 50. */
export const LIVE_CLASS_PAGE_SIZE = 10;
export const LIVE_CLASS_PAGE_SIZE_MAX = 50;
/** Live class and batch ids are uuids; the bound keeps a hostile id out of a query. */
export const LIVE_CLASS_ID_MAX_LENGTH = 64;

const locale = z.optional(z.enum(SUPPORTED_LOCALES));
const id = () => text().check(z.minLength(1), z.maxLength(LIVE_CLASS_ID_MAX_LENGTH));
const liveClassParams = z.object({ liveClassId: id() });

const attendedStatus = z.enum(LIVE_CLASS_ATTENDED_STATUSES);

/** A live class as a student sees it; the title in the asked language where the institute gave one. */
export const liveClass = z.object({
  liveClassId: z.string(),
  title: z.string(),
  classId: z.string(),
  className: z.string(),
  batchId: z.nullable(z.string()),
  batchTitle: z.nullable(z.string()),
  teacherName: z.nullable(z.string()),
  subjectCode: z.nullable(z.string()),
  startsAt: epochMs(),
  /** Its planned end, or when the institute ended it early. */
  endsAt: epochMs(),
  durationMinutes: wholeNumber(),
  /** Every category the class is in now (DEFAULT always). */
  categories: z.array(z.enum(LIVE_CLASS_CATEGORIES)),
  registered: z.boolean(),
  cancelled: z.boolean(),
  liveClassAttendedStatus: attendedStatus,
  /** Whole seconds the student spent in the room. */
  timeSpent: wholeNumber(),
  hasRecording: z.boolean(),
});
export type LiveClass = z.infer<typeof liveClass>;

/** A batch (a course of live classes) of one of the student's classrooms. */
export const liveClassBatch = z.object({
  batchId: z.string(),
  title: z.string(),
  classId: z.string(),
  className: z.string(),
  subjectCode: z.nullable(z.string()),
  /** Its classes that are not cancelled. */
  liveClassCount: wholeNumber(),
  /** The start of its next class not yet ended, if any. */
  nextStartsAt: z.nullable(epochMs()),
});
export type LiveClassBatch = z.infer<typeof liveClassBatch>;

const liveClassAnswer = z.object({ data: liveClass });

export const liveClassesCall = defineCall({
  service: 'classroom',
  method: 'GET',
  path: '/v1/student/live-classes',
  summary:
    "The live classes of the student's classrooms in one category (DEFAULT: all), a page at a time (1-based): past ones latest first, the rest soonest first",
  auth: 'child',
  query: z.object({
    category: z._default(z.enum(LIVE_CLASS_CATEGORIES), 'DEFAULT'),
    /** Only the classes of this batch. */
    batchId: z.optional(id()),
    locale,
    pageNumber: z._default(storedIntParam().check(z.minimum(1), z.maximum(PAGE_NUMBER_MAX)), 1),
    pageSize: z._default(
      storedIntParam().check(z.minimum(1), z.maximum(LIVE_CLASS_PAGE_SIZE_MAX)),
      LIVE_CLASS_PAGE_SIZE,
    ),
  }),
  responses: {
    200: z.object({
      data: z.object({ liveClasses: z.array(liveClass), total: wholeNumber() }),
    }),
  },
});

export const liveClassCall = defineCall({
  service: 'classroom',
  method: 'GET',
  path: '/v1/student/live-classes/:liveClassId',
  summary: "One live class of the student's classrooms (404 LIVE_CLASS_NOT_FOUND for any other)",
  auth: 'child',
  params: liveClassParams,
  query: z.object({ locale }),
  responses: { 200: liveClassAnswer },
});

export const liveClassRegistrationCall = defineCall({
  service: 'classroom',
  method: 'PUT',
  path: '/v1/student/live-classes/:liveClassId/registration',
  summary: 'Registers the student for a live class, or takes the registration back; idempotent',
  auth: 'child',
  params: liveClassParams,
  query: z.object({ locale }),
  body: z.object({ registered: z.boolean() }),
  responses: { 200: liveClassAnswer },
});

export const liveClassAttendanceCall = defineCall({
  service: 'classroom',
  method: 'POST',
  path: '/v1/student/live-classes/:liveClassId/attendance',
  summary: `The room page says the student joined, is still there (every ${String(LIVE_HEARTBEAT_SECONDS)} s) or left; only while the class is on (409 LIVE_CLASS_NOT_OPEN otherwise)`,
  auth: 'child',
  params: liveClassParams,
  body: z.object({ event: z.enum(ATTENDANCE_EVENTS) }),
  responses: {
    200: z.object({
      data: z.object({ liveClassAttendedStatus: attendedStatus, timeSpent: wholeNumber() }),
    }),
  },
});

export const liveClassRoomCall = defineCall({
  service: 'classroom',
  method: 'GET',
  path: '/v1/student/live-classes/:liveClassId/room',
  summary:
    "The meeting room's address, with the student's name, only while the class is on (409 LIVE_CLASS_NOT_OPEN before its start, after its end or once cancelled)",
  auth: 'child',
  params: liveClassParams,
  responses: { 200: z.object({ data: z.object({ url: z.string() }) }) },
});

/** The in-class performance of spec §3 for one class of a batch or classroom. */
export const liveClassPerformanceRow = z.object({
  liveClassId: z.string(),
  title: z.string(),
  liveClassAttendedStatus: attendedStatus,
  timeSpent: wholeNumber(),
});

export const LIVE_CLASS_ANALYSES = ['performance'] as const;

export const liveClassSummaryCall = defineCall({
  service: 'classroom',
  method: 'GET',
  path: '/v1/student/live-classes/:liveClassId/summary',
  summary:
    "After a class: whether the student attended, their time and the recording; analysis=performance adds the student's attendance of the batch's classes (the classroom's when it has no batch)",
  auth: 'child',
  params: liveClassParams,
  query: z.object({ analysis: z.optional(z.enum(LIVE_CLASS_ANALYSES)), locale }),
  responses: {
    200: z.object({
      data: z.object({
        title: z.string(),
        liveClassAttendedStatus: attendedStatus,
        timeSpent: wholeNumber(),
        recordingUrl: z.nullable(z.string()),
        startsAt: epochMs(),
        endsAt: epochMs(),
        performance: z.optional(
          z.object({
            /** Classes that took place up to now (started, not cancelled). */
            classesHeld: wholeNumber(),
            /** Of those, the ones the student ATTENDED. */
            classesAttended: wholeNumber(),
            secondsSpent: wholeNumber(),
            classes: z.array(liveClassPerformanceRow),
          }),
        ),
      }),
    }),
  },
});

export const liveClassBatchesCall = defineCall({
  service: 'classroom',
  method: 'GET',
  path: '/v1/student/batches',
  summary: "The batches (courses of live classes) of the student's classrooms",
  auth: 'child',
  query: z.object({ locale }),
  responses: { 200: z.object({ data: z.object({ batches: z.array(liveClassBatch) }) }) },
});

export const liveClassBatchCall = defineCall({
  service: 'classroom',
  method: 'GET',
  path: '/v1/student/batches/:batchId',
  summary:
    "One batch of the student's classrooms with its live classes, soonest first (404 BATCH_NOT_FOUND for any other)",
  auth: 'child',
  params: z.object({ batchId: id() }),
  query: z.object({ locale }),
  responses: {
    200: z.object({
      data: z.object({ ...liveClassBatch.shape, liveClasses: z.array(liveClass) }),
    }),
  },
});
