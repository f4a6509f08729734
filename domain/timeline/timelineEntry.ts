import { normaliseSubject } from '../tiles/subjectColour.ts';

/** Time with no subject named is counted under this key. */
export const NO_SUBJECT = 'other';

/** One activity record as the summaries read it: when it was kept, and the fields they count. */
export interface TimelineEntry {
  id: string;
  /** When the server kept it, epoch ms. */
  at: number;
  type: string;
  content_id: string;
  format_reference?: string | undefined;
  /** Normalised ("biology"), so a video's "Biology" and practice's "biology" are one subject. */
  subject: string;
  chapter?: string | undefined;
  /** Whole seconds. */
  seconds: number;
  status?: string | undefined;
  current_practice_accuracy?: number | undefined;
  predicted_practice_accuracy?: number | undefined;
}

/** The fields of a stored record the summaries read (the record is the contract's activityRecord). */
export interface StoredRecord {
  type: string;
  content_id: string;
  format_reference?: string | undefined;
  subject?: string | undefined;
  chapter?: string | undefined;
  activity_duration?: number | undefined;
  status?: string | undefined;
  current_practice_accuracy?: number | undefined;
  predicted_practice_accuracy?: number | undefined;
}

/** A kept record as an entry: the subject normalised, the duration in whole seconds. */
export function timelineEntry(id: string, at: number, record: StoredRecord): TimelineEntry {
  const subject = record.subject ? normaliseSubject(record.subject) : '';
  return {
    id,
    at,
    type: record.type,
    content_id: record.content_id,
    format_reference: record.format_reference,
    subject: subject === '' ? NO_SUBJECT : subject,
    chapter: record.chapter,
    seconds: Math.max(0, Math.round(record.activity_duration ?? 0)),
    status: record.status,
    current_practice_accuracy: record.current_practice_accuracy,
    predicted_practice_accuracy: record.predicted_practice_accuracy,
  };
}
