import type { AnswerCheck, PracticeQuestion } from '../../domain/contracts/practice.ts';
import { learnPathPlace } from '../../domain/timeline/learnPathPlace.ts';
import type { PracticeStatus } from '../../domain/timeline/activityStatuses.ts';
import type { Locale } from '../../domain/rules/locales.ts';
import { postActivity } from './postActivity.ts';

/** What produced a practice record (the spec asks only that one be named). */
export const PRACTICE_SOURCE_REFERENCE = 'practice';

/**
 * The session's answers so far, right and all, on this page: the current practice accuracy each
 * record carries. (A reload starts the tally afresh; the summaries count every record anyway.)
 */
const tallies = new Map<string, { correct: number; answered: number }>();

export interface PracticeActivity {
  sessionId: string;
  question: PracticeQuestion;
  locale: Locale;
  /** Whole seconds on the question. */
  seconds: number;
  /** The answer check; none when the question was skipped. */
  check: AnswerCheck | undefined;
}

/**
 * Adds one practised question to the timeline: right, wrong or skipped, the time on it, the
 * session's accuracy so far (current) and the model's chance of a right answer on the concept
 * after it (predicted: the mastery the answer check reports, 0–1, as %).
 */
export function postPracticeActivity({
  sessionId,
  question,
  locale,
  seconds,
  check,
}: PracticeActivity) {
  const tally = tallies.get(sessionId) ?? { correct: 0, answered: 0 };
  let status: PracticeStatus = 'skipped';
  if (check) {
    status = check.status === 'correct' ? 'correct' : 'incorrect';
    tally.answered += 1;
    if (status === 'correct') tally.correct += 1;
    tallies.set(sessionId, tally);
  }
  const path = question.learning_map.topic_learnpath_name;
  return postActivity({
    source_reference: PRACTICE_SOURCE_REFERENCE,
    type: 'Practice',
    content_id: question.code,
    format_reference: sessionId,
    learnpath_name: path || undefined,
    learnpath_format: question.category,
    ...learnPathPlace(path),
    activity_duration: seconds,
    lang: locale,
    status,
    ...(check && { embiums: check.silverEmbiums }),
    ...(tally.answered > 0 && {
      current_practice_accuracy: Math.round((tally.correct / tally.answered) * 100),
    }),
    ...(check && { predicted_practice_accuracy: Math.round(check.mastery.after * 100) }),
  });
}
