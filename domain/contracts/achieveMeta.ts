import * as z from 'zod/mini';
import { SUPPORTED_LOCALES } from '../rules/locales.ts';
import { text, wholeNumber } from './contractPrimitives.ts';
import { readinessFigure } from './achieve.ts';
import { defineCall } from './defineCall.ts';

/**
 * The achieve service's reference data (learning-experience spec §7 "Achieve"): success stories,
 * the meta lists the questionnaire and future success draw on (shipped with the content pack,
 * sources in content/achieve/README.md), and what the predicted score means for colleges.
 */

/** Success stories come 10 a page (spec §9). */
export const SUCCESS_STORIES_PAGE_SIZE = 10;
const PAGE_SIZE_MAX = 50;

const locale = z._default(z.enum(SUPPORTED_LOCALES), 'en');
const code = (max: number) => text().check(z.minLength(1), z.maxLength(max));
const localeOnly = z.object({ locale });

export const successStory = z.object({
  id: z.string(),
  exam: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  year: wholeNumber(),
  headline: z.string(),
  story: z.string(),
  score: z.nullable(z.object({ value: wholeNumber(), max: wholeNumber() })),
});

export const socialStoriesCall = defineCall({
  service: 'achieve',
  method: 'POST',
  path: '/success_stories/social',
  summary: 'Students’ success stories, the child’s exam first, a page at a time',
  auth: 'child',
  body: z.object({
    exam_code: z.optional(code(80)),
    goal_code: z.optional(code(40)),
    learnpath_code: z.optional(code(300)),
    latitude: z.optional(z.number().check(z.minimum(-90), z.maximum(90))),
    longitude: z.optional(z.number().check(z.minimum(-180), z.maximum(180))),
    locale,
    page_size: z._default(
      z.int().check(z.minimum(1), z.maximum(PAGE_SIZE_MAX)),
      SUCCESS_STORIES_PAGE_SIZE,
    ),
    /** Where the page starts: the token the last page gave (a count of stories already shown). */
    page_token: z.optional(text().check(z.regex(/^\d{1,6}$/))),
    type: z.optional(code(40)),
  }),
  responses: {
    200: z.object({
      data: z.object({
        stories: z.array(successStory),
        next_page_token: z.nullable(z.string()),
        total: wholeNumber(),
        /** The pack's stories are illustrative, not real students': the screen says so. */
        demo: z.boolean(),
      }),
    }),
  },
});

export const academicStoriesCall = defineCall({
  service: 'achieve',
  method: 'GET',
  path: '/achieve/success_stories/academic',
  summary: 'Academic success stories of the child’s exam (students who followed a plan)',
  auth: 'child',
  query: z.object({ session_id: z.optional(code(100)), locale }),
  responses: {
    200: z.object({ data: z.object({ stories: z.array(successStory), demo: z.boolean() }) }),
  },
});

const named = z.object({ code: z.string(), name: z.string() });

/** The kinds of college the pack's meta lists hold (content/achieve/meta.json). */
export const COLLEGE_KINDS = [
  'iit',
  'nit',
  'iiit',
  'state_engineering',
  'aiims',
  'government_medical',
] as const;

export const college = z.object({
  code: z.string(),
  name: z.string(),
  state: z.string(),
  kind: z.enum(COLLEGE_KINDS),
  exam: z.string(),
  scope: z.enum(['national', 'state']),
  /** How admission was decided and where it closed (approximate, general category, last round). */
  admission: z.object({
    basis: z.enum(['rank', 'percentile', 'score']),
    typical_closing: z.number(),
    year: wholeNumber(),
  }),
});

const listResponse = <T extends z.ZodMiniType>(item: T) => ({
  200: z.object({ data: z.object({ items: z.array(item) }) }),
});

export const statesCall = defineCall({
  service: 'achieve',
  method: 'GET',
  path: '/meta/data/states/default',
  summary: 'India’s states and union territories',
  auth: 'child',
  query: localeOnly,
  responses: listResponse(named),
});

export const stateCollegesCall = defineCall({
  service: 'achieve',
  method: 'GET',
  path: '/meta/data/colleges/default/state',
  summary: 'Colleges that admit through the child’s exam in a state (the child’s own by default)',
  auth: 'child',
  query: z.object({ locale, state: z.optional(code(10)), exam: z.optional(code(80)) }),
  responses: listResponse(college),
});

export const nationalCollegesCall = defineCall({
  service: 'achieve',
  method: 'GET',
  path: '/meta/data/colleges/default/national',
  summary: 'Colleges that admit through the child’s exam from all of India',
  auth: 'child',
  query: z.object({ locale, exam: z.optional(code(80)) }),
  responses: listResponse(college),
});

export const jobOptionsCall = defineCall({
  service: 'achieve',
  method: 'GET',
  path: '/meta/data/job_options/default',
  summary: 'Careers a student may aim at, with the exams and degrees that lead there',
  auth: 'child',
  query: localeOnly,
  responses: listResponse(z.object({ ...named.shape, leads_from: z.array(z.string()) })),
});

export const educationQualificationsCall = defineCall({
  service: 'achieve',
  method: 'GET',
  path: '/meta/data/education_qualifications/default',
  summary: 'India’s education qualifications, school to degree',
  auth: 'child',
  query: localeOnly,
  responses: listResponse(named),
});

export const crunchingVariablesCall = defineCall({
  service: 'achieve',
  method: 'GET',
  path: '/meta/crunching_variables',
  summary: 'How much the predictions stand on: answers, questions and students counted',
  auth: 'child',
  query: localeOnly,
  responses: {
    200: z.object({
      data: z.object({
        /** Answers the organisation's students have given in practice (what readiness learns from). */
        count: wholeNumber(),
        questions: wholeNumber(),
        students: wholeNumber(),
      }),
    }),
  },
});

export const COLLEGE_CHANCES = ['likely', 'possible', 'stretch'] as const;

export const futureSuccessCall = defineCall({
  service: 'achieve',
  method: 'GET',
  path: '/futureSuccess',
  summary:
    'What the predicted score means: the rank it was near last year and colleges that closed near it',
  auth: 'child',
  query: z.object({
    childId: z.optional(code(100)),
    exam_name: z.optional(code(80)),
    goal_name: z.optional(code(40)),
    locale,
  }),
  responses: {
    200: z.object({
      data: z.object({
        exam_code: z.string(),
        predicted: readinessFigure,
        /** The all-India rank band last year's scores near the range reached; null when unknown. */
        rank: z.nullable(
          z.object({ best: wholeNumber(), worst: wholeNumber(), year: wholeNumber() }),
        ),
        colleges: z.array(z.object({ ...college.shape, chance: z.enum(COLLEGE_CHANCES) })),
        sources: z.array(z.object({ name: z.string(), url: z.string(), year: wholeNumber() })),
      }),
    }),
  },
});
