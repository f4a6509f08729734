import type { BundleMeta, TestSession } from '../../domain/contracts/mockTests.ts';
import { TEST_SUBMITTED_STATUS } from '../../domain/timeline/activityStatuses.ts';
import { postActivity } from './postActivity.ts';

/** What produced a test record. */
export const TEST_SOURCE_REFERENCE = 'mock_test';

/**
 * Adds a submitted test to the timeline: the seconds from the start of the session to now (by the
 * server's clock), never more than the test's own time; its subject when all its sections share
 * one. A submit seen twice is counted once by the summaries (same session). `now` is the server's
 * clock, read by the runner that owns it (importing the clock here would split it off the runner).
 */
export function postTestActivity(
  meta: BundleMeta,
  session: TestSession,
  now: number,
): Promise<void> {
  const spent = Math.round((now - session.started_at) / 1000);
  const subjects = new Set(meta.sections.map((s) => s.subject));
  const [subject] = subjects;
  return postActivity({
    source_reference: TEST_SOURCE_REFERENCE,
    type: 'Test',
    sub_type: meta.type,
    content_id: meta.code,
    format_reference: session.id,
    exam: meta.exam_code,
    goal: meta.goal_code,
    ...(subjects.size === 1 && subject && { subject }),
    total_duration: meta.duration,
    activity_duration: Math.min(Math.max(0, spent), meta.duration),
    lang: session.language,
    status: TEST_SUBMITTED_STATUS,
  });
}
