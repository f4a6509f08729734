import { useCallback, useState } from 'react';
import { dayKey } from '../../domain/rules/dates.ts';
import {
  noticeClosedOn,
  rememberNoticedToday,
  type DailyNotice,
} from '../storage/planShellMemory.ts';

/**
 * A once-a-day notice of the shell (the plan warning, the offer of plans once it ended): whether
 * it shows on the day of nowMs, read from storage once, and closing it for the rest of that day.
 * It shows again when the day turns, though the page stays open.
 */
export function useDailyNotice(notice: DailyNotice, nowMs: number): [boolean, () => void] {
  const [closedOn, setClosedOn] = useState(() => noticeClosedOn(notice));
  const close = useCallback(() => {
    rememberNoticedToday(notice, nowMs);
    setClosedOn(dayKey(nowMs));
  }, [notice, nowMs]);
  return [closedOn !== dayKey(nowMs), close];
}
