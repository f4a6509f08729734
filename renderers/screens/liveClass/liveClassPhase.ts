import type { LiveClass } from '../../../domain/contracts/liveClasses.ts';

/** Where a class stands for the student now: the status the screens show in words. */
export type LiveClassPhase = 'cancelled' | 'upcoming' | 'ongoing' | 'ended';

/**
 * The phase of a class at `now` (server time): its start and end as the server gave them, so a
 * page left open turns "Upcoming" into "On now" and then "Ended" without asking again.
 */
export function liveClassPhase(
  liveClass: Pick<LiveClass, 'startsAt' | 'endsAt' | 'cancelled'>,
  now: number,
): LiveClassPhase {
  if (liveClass.cancelled) return 'cancelled';
  if (now < liveClass.startsAt) return 'upcoming';
  return now < liveClass.endsAt ? 'ongoing' : 'ended';
}
