import type { LiveClass } from '../../../domain/contracts/liveClasses.ts';
import { liveClassAttendedStatus } from '../../../domain/liveClass/attendance.ts';
import {
  liveClassCategories,
  liveClassEnd,
  type LiveClassTiming,
} from '../../../domain/liveClass/liveClassCategories.ts';
import { texts } from '../../db/jsonColumns.ts';
import type { LiveClassRow, StudentLiveClassRow } from './liveClassStore.ts';

/** The title in the asked language where the institute gave one, else the title as written. */
export function localTitle(title: string, translations: string | null, locale: string): string {
  return texts(translations)[locale] ?? title;
}

/** What of a stored live class decides when it is on. */
export function timingOf(
  row: Pick<LiveClassRow, 'starts_at' | 'duration_minutes' | 'ended_at' | 'cancelled_at'>,
): LiveClassTiming {
  return {
    startsAt: row.starts_at,
    durationMinutes: row.duration_minutes,
    endedAt: row.ended_at,
    cancelledAt: row.cancelled_at,
  };
}

/**
 * A live class as the student sees it at `now`, in `locale`; `recordingUrl` is the institute's
 * link or the meeting service's recording, if either.
 */
export function liveClassView(
  row: StudentLiveClassRow,
  now: number,
  locale: string,
  recordingUrl: string | null,
): LiveClass {
  const timing = timingOf(row);
  const registered = row.registered_at !== null;
  const timeSpent = row.seconds_spent ?? 0;
  return {
    liveClassId: row.id,
    title: localTitle(row.title, row.title_translations, locale),
    classId: row.classroom_id,
    className: row.class_name,
    batchId: row.batch_id,
    batchTitle:
      row.batch_title === null
        ? null
        : localTitle(row.batch_title, row.batch_title_translations, locale),
    teacherName: row.teacher_name,
    subjectCode: row.subject_code,
    startsAt: row.starts_at,
    endsAt: liveClassEnd(timing),
    durationMinutes: row.duration_minutes,
    categories: liveClassCategories(timing, now, registered),
    registered,
    cancelled: row.cancelled_at !== null,
    liveClassAttendedStatus: liveClassAttendedStatus(timing, timeSpent, now),
    timeSpent,
    hasRecording: recordingUrl !== null,
  };
}
