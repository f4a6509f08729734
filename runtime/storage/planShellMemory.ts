import { dayKey } from '../../domain/rules/dates.ts';
import { readPersisted, writePersisted } from './persistedKeys.ts';

export interface FloaterPosition {
  x: number;
  y: number;
}

/** Where the plan-status floater was left, if it was moved. */
export function floaterPosition(): FloaterPosition | undefined {
  return readPersisted('planFloater');
}

export function rememberFloaterPosition(position: FloaterPosition): void {
  writePersisted('planFloater', position);
}

/** The shell's once-a-day notices: the plan warning, and the offer of plans once it ended. */
export type DailyNotice = 'planWarning' | 'planEnded';

/**
 * The day (dayKey, India's: "once a day" means the student's day) a once-a-day notice was last
 * closed, if ever.
 */
export function noticeClosedOn(notice: DailyNotice): string | undefined {
  return readPersisted('planNotices')?.[notice];
}

/** Whether a once-a-day notice was already closed on the day of nowMs. */
export function noticedToday(notice: DailyNotice, nowMs: number): boolean {
  return noticeClosedOn(notice) === dayKey(nowMs);
}

export function rememberNoticedToday(notice: DailyNotice, nowMs: number): void {
  writePersisted('planNotices', { ...readPersisted('planNotices'), [notice]: dayKey(nowMs) });
}
