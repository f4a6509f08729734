/**
 * The classroom service's assignment calls (docs/decisions/classrooms.md, "Assignments"): the
 * school work of the classes a student is in, each with its due date, the student's status and
 * where to do it.
 */
import * as z from 'zod/mini';
import { ASSIGNMENT_KINDS, ASSIGNMENT_STATUSES } from '../assignments/assignmentStatus.ts';
import { SUPPORTED_LOCALES } from '../rules/locales.ts';
import { epochMs, text, wholeNumber } from './contractPrimitives.ts';
import { defineCall } from './defineCall.ts';

/** Assignment ids are uuids; the bound keeps a hostile id out of a query. */
export const ASSIGNMENT_ID_MAX_LENGTH = 64;
/** The spec's `type` is Book, Chapter, Custom or the brand's product name. */
const TYPE_MAX_LENGTH = 40;

const locale = z.optional(z.enum(SUPPORTED_LOCALES));

/** An assignment as the student sees it. */
export const assignment = z.object({
  assignmentId: z.string(),
  classId: z.string(),
  className: z.string(),
  /** The institute: its organisation id as a decimal string. */
  schoolId: z.string(),
  kind: z.enum(ASSIGNMENT_KINDS),
  /** The spec's query `type` of /user-home/assignment: Book, Chapter, {product} or Custom. */
  type: z.string(),
  /** The video id, book id, chapter learn path or test code. */
  contentRef: z.string(),
  /** The content's title in the asked language. */
  title: z.string(),
  /** What the teacher wrote with it. */
  note: z.nullable(z.string()),
  dueDate: epochMs(),
  assignedDate: epochMs(),
  /** When the student finished it, once done. */
  completedDate: z.nullable(epochMs()),
  status: z.enum(ASSIGNMENT_STATUSES),
  progressPercent: wholeNumber(),
  /** Where the student does it, carrying homework_id, school_id and class_id. */
  href: z.string(),
});
export type Assignment = z.infer<typeof assignment>;

export const assignmentsCall = defineCall({
  service: 'classroom',
  method: 'GET',
  path: '/v1/student/assignments',
  summary:
    'The assignments of the classes the student is in, with due dates and the student’s status: open work by due date, then done work',
  auth: 'child',
  query: z.object({
    status: z.optional(z.enum(ASSIGNMENT_STATUSES)),
    type: z.optional(text().check(z.minLength(1), z.maxLength(TYPE_MAX_LENGTH))),
    locale,
  }),
  responses: { 200: z.object({ data: z.object({ assignments: z.array(assignment) }) }) },
});

export const assignmentCall = defineCall({
  service: 'classroom',
  method: 'GET',
  path: '/v1/student/assignments/:assignmentId',
  summary:
    'One assignment of a class the student is in: 404 ASSIGNMENT_NOT_FOUND for any other (another class’s, another institute’s, cancelled)',
  auth: 'child',
  params: z.object({
    assignmentId: text().check(z.minLength(1), z.maxLength(ASSIGNMENT_ID_MAX_LENGTH)),
  }),
  query: z.object({ locale }),
  responses: { 200: z.object({ data: assignment }) },
});
