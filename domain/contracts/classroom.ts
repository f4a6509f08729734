/**
 * The classroom service's classroom calls (learning-experience spec §7 "Classrooms", §3
 * "Classroom"): a student checks an institute's invite code, joins the class with it, lists their
 * classes a page at a time and leaves them. Choices in docs/decisions/classrooms.md.
 */
import * as z from 'zod/mini';
import { EMAIL_MAX_LENGTH } from '../classroom/rosterStudent.ts';
import { isName, NAME_MAX_LENGTH, NAME_MIN_LENGTH } from '../rules/patterns.ts';
import { SUPPORTED_LOCALES } from '../rules/locales.ts';
import {
  epochMs,
  PAGE_NUMBER_MAX,
  storedIntParam,
  text,
  wholeNumber,
} from './contractPrimitives.ts';
import { defineCall } from './defineCall.ts';

/** Classes come 10 a page (spec §8 "Classroom page size"). */
export const CLASSROOM_PAGE_SIZE = 10;
/** The most a page may hold, and the most classes one leave call names. */
export const CLASSROOM_PAGE_SIZE_MAX = 50;
/** An unpaged list stops here: more classes than a student can be in. */
export const CLASSROOM_UNPAGED_MAX = 500;
/** A typed invite code may carry a dash and spaces around its eight characters. */
export const INVITE_CODE_INPUT_MAX_LENGTH = 32;
/** Classroom ids are uuids; the bound keeps a hostile id out of a query. */
export const CLASS_ID_MAX_LENGTH = 64;
/** The join's account fields are only accepted (the token decides): bounds, not checks. */
const ACCOUNT_ID_MAX_LENGTH = 64;
/** A mobile as typed, with a +91 and spaces. */
const MOBILE_INPUT_MAX_LENGTH = 20;

export const CLASSROOM_SORTS = ['className', 'joinedAt'] as const;
export type ClassroomSort = (typeof CLASSROOM_SORTS)[number];

export const CLASSROOM_STATUSES = ['ACTIVE', 'LEFT'] as const;
export type ClassroomStatus = (typeof CLASSROOM_STATUSES)[number];

const locale = z.optional(z.enum(SUPPORTED_LOCALES));
const classId = text().check(z.minLength(1), z.maxLength(CLASS_ID_MAX_LENGTH));
const inviteCode = text().check(z.minLength(1), z.maxLength(INVITE_CODE_INPUT_MAX_LENGTH));
const firstName = text().check(
  z.trim(),
  z.refine(isName, `must be at least ${String(NAME_MIN_LENGTH)} letters, spaces or dots`),
);
const lastName = text().check(z.trim(), z.maxLength(NAME_MAX_LENGTH));

/** A class the student is (or was) in, as spec §3 names its fields. */
export const classroom = z.object({
  /** The student: the child profile's id. */
  testAppStudentId: z.string(),
  className: z.string(),
  /** The institute: its organisation id as a decimal string (the `school_id` of its work). */
  rootOrgId: z.string(),
  /** The institute's square mark, an absolute path on this host. */
  instituteLogo: z.string(),
  instituteName: z.string(),
  classId: z.string(),
  /** The parent account the student signs in with. */
  testAppAccountId: z.string(),
  /** The subjects the class covers (subject codes). */
  orgSubjectAssociations: z.array(z.string()),
  status: z.enum(CLASSROOM_STATUSES),
});
export type Classroom = z.infer<typeof classroom>;

export const validateInviteCodeCall = defineCall({
  service: 'classroom',
  method: 'GET',
  path: '/v1/validate-invite-code/:inviteCode',
  summary:
    'The class an invite code admits to (any case, dash optional): 404 INVITE_CODE_INVALID, 410 INVITE_CODE_EXPIRED or INVITE_CODE_REVOKED; rate-limited',
  auth: 'child',
  params: z.object({ inviteCode }),
  query: z.object({ locale }),
  responses: {
    200: z.object({
      data: z.object({
        classId: z.string(),
        className: z.string(),
        instituteName: z.string(),
        instituteLogo: z.string(),
        expiresAt: epochMs(),
      }),
    }),
  },
});

export const joinClassroomCall = defineCall({
  service: 'classroom',
  method: 'POST',
  path: '/v1/student/join-classroom',
  summary:
    'Joins the class with its invite code (the code is checked again; a class id alone admits no one); joining again answers the class',
  auth: 'child',
  body: z.object({
    inviteCode,
    classId,
    /** The names the institute sees in its roster. */
    firstName,
    lastName,
    /** The spec's body names the account; the token decides it, so these are only accepted. */
    accountId: z.optional(text().check(z.maxLength(ACCOUNT_ID_MAX_LENGTH))),
    email: z.optional(text().check(z.maxLength(EMAIL_MAX_LENGTH))),
    mobile: z.optional(text().check(z.maxLength(MOBILE_INPUT_MAX_LENGTH))),
    locale,
  }),
  responses: { 200: z.object({ data: classroom }) },
});

const classesPage = z.object({
  data: z.object({
    classes: z.array(classroom),
    pageNumber: wholeNumber(),
    pageSize: wholeNumber(),
    total: wholeNumber(),
  }),
});

export const studentClassesCall = defineCall({
  service: 'classroom',
  method: 'POST',
  path: '/v1/student/classes',
  summary:
    'The classes the student is in, a page at a time (1-based), by name or by when joined; enableSorting false lists them in the order joined',
  auth: 'child',
  body: z.object({
    enableSorting: z._default(z.boolean(), true),
    sortBy: z._default(z.enum(CLASSROOM_SORTS), 'className'),
    pageNumber: z._default(z.int().check(z.minimum(1), z.maximum(PAGE_NUMBER_MAX)), 1),
    pageSize: z._default(
      z.int().check(z.minimum(1), z.maximum(CLASSROOM_PAGE_SIZE_MAX)),
      CLASSROOM_PAGE_SIZE,
    ),
    /** Only the classes preparing for this exam. */
    exam: z.optional(text().check(z.minLength(1), z.maxLength(80))),
    /** Every class on one page (up to CLASSROOM_UNPAGED_MAX). */
    unpaged: z._default(z.boolean(), false),
    locale,
  }),
  responses: { 200: classesPage },
});

export const studentClassesListCall = defineCall({
  service: 'classroom',
  method: 'GET',
  path: '/v1/student/classes',
  summary: 'The classes the student is in, a page at a time (the POST call’s list, by query)',
  auth: 'child',
  query: z.object({
    sortBy: z._default(z.enum(CLASSROOM_SORTS), 'className'),
    pageNumber: z._default(storedIntParam().check(z.minimum(1), z.maximum(PAGE_NUMBER_MAX)), 1),
    pageSize: z._default(
      storedIntParam().check(z.minimum(1), z.maximum(CLASSROOM_PAGE_SIZE_MAX)),
      CLASSROOM_PAGE_SIZE,
    ),
    locale,
  }),
  responses: { 200: classesPage },
});

export const leaveClassroomCall = defineCall({
  service: 'classroom',
  method: 'PUT',
  path: '/v1/student/leave-classroom',
  summary:
    'Leaves the named classes; answers the ids actually left (a class not joined is passed over)',
  auth: 'child',
  body: z.object({
    classIdList: z.array(classId).check(z.minLength(1), z.maxLength(CLASSROOM_PAGE_SIZE_MAX)),
  }),
  responses: { 200: z.object({ data: z.object({ left: z.array(z.string()) }) }) },
});

/**
 * Where the brand's square mark is served, the `instituteLogo` of its classes (an image, not a
 * JSON call: the institute is the brand the request came to).
 */
export const INSTITUTE_LOGO_PATH = '/v1/institute-logo';
