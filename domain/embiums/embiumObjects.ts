/**
 * The objects awards are keyed by, one name each (an award is once per child, event and object).
 * A lesson is its video id and a test its session id, as the client names them when it asks; the
 * server's own practice awards name the answer or the run within the session.
 */
export const practiceAnswerObject = (sessionId: string, code: string) => `${sessionId}/${code}`;

export const practiceRunObject = (sessionId: string, run: number) => `${sessionId}/run/${run}`;

/** A study streak is earned once per day it completes. */
export const studyStreakObject = (day: number) => `day/${day}`;

/** What a timeline record is about, as the awards name it; none for a kind that earns nothing. */
export function timelineRecordObject(record: {
  type: string;
  content_id: string;
  format_reference?: string | undefined;
}): string | null {
  if (record.type === 'Video') return record.content_id;
  if (record.type === 'Practice' && record.format_reference)
    return practiceAnswerObject(record.format_reference, record.content_id);
  if (record.type === 'Test' && record.format_reference) return record.format_reference;
  return null;
}
