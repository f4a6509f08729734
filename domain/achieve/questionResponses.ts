import type * as z from 'zod/mini';
import type { questionResponse } from '../contracts/achieve.ts';
import { isValidDailyStudyMinutes } from './studyTime.ts';

/** One answer of the questionnaire as the plan call takes it (spec §7: question_id, response). */
export type QuestionResponse = z.input<typeof questionResponse>;

/** The questionnaire's field for the daily study time, checked against its bounds (spec §5). */
export const DAILY_STUDY_FIELD = 'dailyStudyMinutes';

export type QuestionnaireCheck =
  { ok: true; responses: QuestionResponse[] } | { ok: false; invalid: readonly string[] };

/** A scalar answer as it travels: text trimmed, whole numbers kept, anything empty left out. */
function scalarOf(value: unknown): string | number | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (typeof value === 'boolean') return String(value);
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  // The contract's numbers are whole: a fraction (a "number" field) goes as its text.
  return Number.isInteger(value) ? value : String(value);
}

/** A list answer (several subjects picked): its non-empty entries as text; none is no answer. */
function listOf(values: readonly unknown[]): string[] | undefined {
  const entries = values
    .map(scalarOf)
    .filter((entry) => entry !== undefined)
    .map(String);
  return entries.length === 0 ? undefined : entries;
}

/**
 * The form's answers as the plan call's `question_response`: one entry per answered field, in the
 * form's order, lists kept as lists and numbers as numbers; a field left empty (blank text, no
 * choice, an empty list) is not sent, so the server keeps its default for it.
 */
export function questionResponses(answers: Readonly<Record<string, unknown>>): QuestionResponse[] {
  const responses: QuestionResponse[] = [];
  for (const [questionId, value] of Object.entries(answers)) {
    const response = Array.isArray(value) ? listOf(value) : scalarOf(value);
    if (response !== undefined) responses.push({ question_id: questionId, response });
  }
  return responses;
}

/**
 * The answers checked before the plan is asked for: a daily study time, when given, must be a
 * whole number of minutes within its bounds (spec §5: 1–365). The form checks the same through its
 * schema; this holds even for a questionnaire document that forgot the bounds.
 */
export function checkQuestionnaire(answers: Readonly<Record<string, unknown>>): QuestionnaireCheck {
  const minutes = answers[DAILY_STUDY_FIELD];
  const given = minutes !== undefined && minutes !== null && minutes !== '';
  if (given && !(typeof minutes === 'number' && isValidDailyStudyMinutes(minutes)))
    return { ok: false, invalid: [DAILY_STUDY_FIELD] };
  return { ok: true, responses: questionResponses(answers) };
}
