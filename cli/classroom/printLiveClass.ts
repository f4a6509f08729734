import type { ScheduledLiveClass } from '../../server/services/classroom/liveScheduleStore.ts';
import { indiaTime } from './parseWhen.ts';

/** A live class with the names an operator knows it by. */
export interface NamedLiveClass {
  liveClass: ScheduledLiveClass;
  className: string;
  batchTitle: string | null;
}

/** The class with its class's name (its id when there is none) and its batch's title. */
export function nameLiveClass(
  liveClass: ScheduledLiveClass,
  names: { classes: ReadonlyMap<string, string>; batches: ReadonlyMap<string, string> },
): NamedLiveClass {
  return {
    liveClass,
    className: names.classes.get(liveClass.classroomId) ?? liveClass.classroomId,
    batchTitle: liveClass.batchId === null ? null : (names.batches.get(liveClass.batchId) ?? null),
  };
}

/** Where a class stands now, in the operator's words. */
function liveClassState(c: ScheduledLiveClass, now: number): string {
  if (c.cancelledAt !== null) return 'cancelled';
  if (now < c.startsAt) return 'upcoming';
  if (now < c.endsAt) return 'on now';
  return c.endedAt !== null ? 'ended early' : 'over';
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The class as JSON: times as ISO strings, with its names and state. */
export function liveClassJson(named: NamedLiveClass, now: number) {
  const c = named.liveClass;
  return {
    ...c,
    className: named.className,
    batchTitle: named.batchTitle,
    state: liveClassState(c, now),
    startsAt: iso(c.startsAt),
    endsAt: iso(c.endsAt),
    cancelledAt: iso(c.cancelledAt),
    endedAt: iso(c.endedAt),
    createdAt: iso(c.createdAt),
  };
}

/** One line a class: id, time, title, class, batch, state, and the recording when there is one. */
export function liveClassLine(named: NamedLiveClass, now: number): string {
  const c = named.liveClass;
  const batch = named.batchTitle === null ? '' : `, batch "${named.batchTitle}"`;
  const recording = c.recordingUrl === null ? '' : `  recording ${c.recordingUrl}`;
  return `${c.id}  ${indiaTime(c.startsAt)}  ${String(c.durationMinutes)} min  "${c.title}" (class "${named.className}"${batch})  ${liveClassState(c, now)}${recording}`;
}

/** What a command did to one class: JSON, or a line saying it. */
export function printLiveClass(
  done: string,
  named: NamedLiveClass,
  json: boolean | undefined,
  now: number,
): void {
  if (json) console.log(JSON.stringify(liveClassJson(named, now), null, 2));
  else {
    const c = named.liveClass;
    console.log(`${done} live class ${liveClassLine(named, now)}`);
    console.log(`room ${c.room} on ${c.provider}`);
  }
}
