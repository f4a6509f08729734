import type { Period, Span } from './timelinePeriods.ts';
import type { TimelineEntry } from './timelineEntry.ts';

/** What one bucket of a period holds: time by subject, questions, accuracy, videos and tests. */
export interface BucketSummary extends Span {
  /** Whole seconds of every activity. */
  seconds: number;
  /** Whole seconds per subject, largest first. */
  seconds_by_subject: { subject: string; seconds: number }[];
  /** Practice questions answered (skips are not attempts), and those answered right. */
  questions_attempted: number;
  questions_correct: number;
  /** Right answers of those attempted, whole %; null with none attempted. */
  accuracy: number | null;
  /** The last current and predicted practice accuracy recorded in the bucket, whole %. */
  current_practice_accuracy: number | null;
  predicted_practice_accuracy: number | null;
  /** Distinct videos and distinct test sessions. */
  videos_watched: number;
  tests_taken: number;
}

export interface PeriodSummary extends Span {
  dateType: Period['dateType'];
  total: BucketSummary;
  buckets: BucketSummary[];
}

const percent = (part: number, whole: number) => Math.round((part / whole) * 100);
const wholePercent = (share: number | undefined) =>
  share === undefined ? null : Math.round(share);

/**
 * A mock test is recorded once on submit; a submit seen again (another device, a retry) must not
 * count twice, so only the first record of each test session is kept.
 */
function withoutRepeatedTests(entries: readonly TimelineEntry[]): TimelineEntry[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    if (entry.type !== 'Test') return true;
    const key = entry.format_reference ?? entry.id;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The summary of the entries that fall in one span (entries in any order). */
export function summariseSpan(span: Span, entries: readonly TimelineEntry[]): BucketSummary {
  const inside = entries
    .filter((e) => e.at >= span.timestamp && e.at < span.endTimeStamp)
    .sort((a, b) => a.at - b.at);
  const bySubject = new Map<string, number>();
  let attempted = 0;
  let correct = 0;
  let current: number | undefined;
  let predicted: number | undefined;
  const videos = new Set<string>();
  const tests = new Set<string>();
  for (const entry of inside) {
    bySubject.set(entry.subject, (bySubject.get(entry.subject) ?? 0) + entry.seconds);
    if (entry.type === 'Practice') {
      if (entry.status === 'correct' || entry.status === 'incorrect') attempted += 1;
      if (entry.status === 'correct') correct += 1;
      current = entry.current_practice_accuracy ?? current;
      predicted = entry.predicted_practice_accuracy ?? predicted;
    }
    if (entry.type === 'Video') videos.add(entry.content_id);
    if (entry.type === 'Test') tests.add(entry.format_reference ?? entry.id);
  }
  const seconds_by_subject = [...bySubject]
    .filter(([, seconds]) => seconds > 0)
    .map(([subject, seconds]) => ({ subject, seconds }))
    .sort((a, b) => b.seconds - a.seconds || a.subject.localeCompare(b.subject));
  return {
    timestamp: span.timestamp,
    endTimeStamp: span.endTimeStamp,
    seconds: seconds_by_subject.reduce((sum, s) => sum + s.seconds, 0),
    seconds_by_subject,
    questions_attempted: attempted,
    questions_correct: correct,
    accuracy: attempted === 0 ? null : percent(correct, attempted),
    current_practice_accuracy: wholePercent(current),
    predicted_practice_accuracy: wholePercent(predicted),
    videos_watched: videos.size,
    tests_taken: tests.size,
  };
}

/** A period's summary: every bucket, empty ones with zeros, and the whole period's total. */
export function summarisePeriod(period: Period, entries: readonly TimelineEntry[]): PeriodSummary {
  const kept = withoutRepeatedTests([...entries].sort((a, b) => a.at - b.at));
  return {
    dateType: period.dateType,
    timestamp: period.timestamp,
    endTimeStamp: period.endTimeStamp,
    total: summariseSpan(period, kept),
    buckets: period.buckets.map((bucket) => summariseSpan(bucket, kept)),
  };
}
