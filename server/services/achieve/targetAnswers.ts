import * as z from 'zod/mini';
import {
  DAILY_STUDY_MINUTES_MAX,
  DAILY_STUDY_MINUTES_MIN,
} from '../../../domain/achieve/studyTime.ts';
import type { questionResponse } from '../../../domain/contracts/achieve.ts';
import { AppError } from '../../../domain/errors.ts';
import { DAY_MS } from '../../../domain/timeline/timelinePeriods.ts';
import type { TargetRow } from './achieveStore.ts';

/** A target further off than this is no plan's business (and likely a typing slip). */
const TARGET_DAYS_MAX = 3 * 366;
/** The target day when the questionnaire gives none: about six months of study. */
export const DEFAULT_TARGET_DAYS = 180;

const subjects = z._default(z.array(z.string().check(z.maxLength(80))).check(z.maxLength(20)), []);

/** The questionnaire's answers as the plan uses them (content/achieve/questionnaire.json). */
const targetAnswersSchema = z.object({
  targetDate: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  dailyStudyMinutes: z
    .int()
    .check(z.minimum(DAILY_STUDY_MINUTES_MIN), z.maximum(DAILY_STUDY_MINUTES_MAX)),
  strongSubjects: subjects,
  weakSubjects: subjects,
  targetScore: z.optional(z.int().check(z.nonnegative(), z.maximum(10_000))),
  homeState: z.optional(z.string().check(z.maxLength(10))),
  collegeAim: z.optional(z.string().check(z.maxLength(80))),
});
export type TargetAnswers = z.infer<typeof targetAnswersSchema>;

/** The day number of a calendar date (the India day it is). */
function dayOfDate(date: string): number | undefined {
  const ms = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(ms) ? undefined : Math.floor(ms / DAY_MS);
}

/**
 * The answers of the plan call, checked: each question known, each value of its field's type and
 * bounds (spec §5: the daily time 1–365 minutes), subjects of the exam, a target day ahead.
 * A wrong answer is VALIDATION_FAILED naming its question.
 */
export function readTargetAnswers(
  responses: readonly z.output<typeof questionResponse>[],
  examSubjects: readonly string[],
  today: number,
): { answers: TargetAnswers; targetDay: number } {
  const record: Record<string, unknown> = {};
  for (const { question_id, response } of responses) {
    if (!(question_id in targetAnswersSchema.shape))
      throw new AppError('VALIDATION_FAILED', `question_response.${question_id}: no such question`);
    record[question_id] = response;
  }
  const parsed = targetAnswersSchema.safeParse(record);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join('.') ?? '';
    throw new AppError(
      'VALIDATION_FAILED',
      `question_response.${field}: ${parsed.error.issues[0]?.message ?? 'not valid'}`,
    );
  }
  const answers = parsed.data;
  const unknown = [...answers.strongSubjects, ...answers.weakSubjects].find(
    (s) => !examSubjects.includes(s),
  );
  if (unknown !== undefined)
    throw new AppError(
      'VALIDATION_FAILED',
      `question_response: ${unknown} is not a subject of the exam`,
    );
  const targetDay =
    answers.targetDate === undefined ? today + DEFAULT_TARGET_DAYS : dayOfDate(answers.targetDate);
  if (targetDay === undefined || targetDay <= today || targetDay > today + TARGET_DAYS_MAX)
    throw new AppError(
      'VALIDATION_FAILED',
      'question_response.targetDate: the exam day must be after today and within three years',
    );
  return { answers, targetDay };
}

/** The answers a target was saved with. */
export function targetAnswers(target: TargetRow): TargetAnswers {
  const parsed = targetAnswersSchema.safeParse(JSON.parse(target.answers));
  if (parsed.success) return parsed.data;
  // Saved by this same schema: a row that no longer reads is a fault, not a student's mistake.
  throw new Error(`achieve target of ${target.child_id}: stored answers do not read`);
}
