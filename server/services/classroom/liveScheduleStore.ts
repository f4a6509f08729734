import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { AppError } from '../../../domain/errors.ts';
import { LIVE_CLASS_DURATION_MAX_MINUTES } from '../../../domain/liveClass/liveClassLength.ts';
import { liveClassEnd, liveClassOngoing } from '../../../domain/liveClass/liveClassCategories.ts';
import { texts } from '../../db/jsonColumns.ts';
import type { Database } from '../../db/schema.ts';
import { hasClassroom } from './instituteClassroomStore.ts';
import type { BatchRow, LiveClassRow } from './liveClassStore.ts';
import { timingOf } from './liveClassView.ts';

/**
 * The institute's side of live classes (docs/decisions/classrooms.md): batches, the schedule,
 * cancelling, ending early and recordings. Used by `abhyas live …` and by tests; every function
 * names the organisation, so one institute never touches another's classes. A refusal is an
 * AppError with the code a caller shows: CLASSROOM_NOT_FOUND, BATCH_NOT_FOUND,
 * LIVE_CLASS_NOT_FOUND, LIVE_CLASS_NOT_OPEN (a class no longer on, or not on yet) or
 * VALIDATION_FAILED.
 */

/** A live class as the institute sees it. */
export interface ScheduledLiveClass {
  id: string;
  orgId: number;
  classroomId: string;
  batchId: string | null;
  title: string;
  /** Locale → title; empty when the title is the same in every language. */
  titleTranslations: Record<string, string>;
  teacherName: string | null;
  subjectCode: string | null;
  startsAt: number;
  durationMinutes: number;
  /** Its planned end, or when it was ended early. */
  endsAt: number;
  provider: string;
  room: string;
  recordingUrl: string | null;
  cancelledAt: number | null;
  endedAt: number | null;
  demo: boolean;
  createdAt: number;
}

/** A batch (a course of live classes) of a classroom. */
export interface LiveClassBatchRecord {
  id: string;
  orgId: number;
  classroomId: string;
  title: string;
  titleTranslations: Record<string, string>;
  subjectCode: string | null;
  createdAt: number;
}

/** Random bytes of a room name: 128 bits, so nobody finds a class's room by guessing. */
const ROOM_BYTES = 16;
const ROOM_PREFIX = 'live-';
/** Recordings are links a student opens: only web addresses. */
const RECORDING_PROTOCOLS = new Set(['https:', 'http:']);

function toLiveClass(row: LiveClassRow): ScheduledLiveClass {
  return {
    id: row.id,
    orgId: row.org_id,
    classroomId: row.classroom_id,
    batchId: row.batch_id,
    title: row.title,
    titleTranslations: texts(row.title_translations),
    teacherName: row.teacher_name,
    subjectCode: row.subject_code,
    startsAt: row.starts_at,
    durationMinutes: row.duration_minutes,
    endsAt: liveClassEnd(timingOf(row)),
    provider: row.provider,
    room: row.room,
    recordingUrl: row.recording_url,
    cancelledAt: row.cancelled_at,
    endedAt: row.ended_at,
    demo: row.demo === 1,
    createdAt: row.created_at,
  };
}

function toBatch(row: BatchRow): LiveClassBatchRecord {
  return {
    id: row.id,
    orgId: row.org_id,
    classroomId: row.classroom_id,
    title: row.title,
    titleTranslations: texts(row.title_translations),
    subjectCode: row.subject_code,
    createdAt: row.created_at,
  };
}

/** A room name nobody can guess: every live class without a room the institute named gets one. */
export function drawRoomName(): string {
  return ROOM_PREFIX + randomBytes(ROOM_BYTES).toString('hex');
}

/** The room the institute named, or a name nobody can guess. */
function roomOf(named: string | undefined): string {
  const trimmed = named?.trim() ?? '';
  return trimmed === '' ? drawRoomName() : trimmed;
}

function requireTitle(title: string): string {
  const trimmed = title.trim();
  if (trimmed === '') throw new AppError('VALIDATION_FAILED', 'title: must not be empty');
  return trimmed;
}

async function requireClassroom(db: Kysely<Database>, orgId: number, classroomId: string) {
  if (!(await hasClassroom(db, orgId, classroomId))) throw new AppError('CLASSROOM_NOT_FOUND');
}

async function requireLiveClass(
  db: Kysely<Database>,
  orgId: number,
  liveClassId: string,
): Promise<LiveClassRow> {
  const row = await db
    .selectFrom('live_classes')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('id', '=', liveClassId)
    .executeTakeFirst();
  if (!row) throw new AppError('LIVE_CLASS_NOT_FOUND');
  return row;
}

/** A new batch of the classroom. */
export async function createBatch(
  db: Kysely<Database>,
  input: {
    orgId: number;
    classroomId: string;
    title: string;
    titleTranslations?: Record<string, string> | undefined;
    subjectCode?: string | undefined;
    now: number;
  },
): Promise<LiveClassBatchRecord> {
  await requireClassroom(db, input.orgId, input.classroomId);
  const row: BatchRow = {
    id: randomUUID(),
    org_id: input.orgId,
    classroom_id: input.classroomId,
    title: requireTitle(input.title),
    title_translations: JSON.stringify(input.titleTranslations ?? {}),
    subject_code: input.subjectCode ?? null,
    created_at: input.now,
  };
  await db.insertInto('live_class_batches').values(row).execute();
  return toBatch(row);
}

/**
 * A new live class of the classroom (in one of its batches, if given) on the meeting service
 * `provider`; its room is a random name nobody can guess unless one is given.
 */
export async function scheduleLiveClass(
  db: Kysely<Database>,
  input: {
    orgId: number;
    classroomId: string;
    batchId?: string | undefined;
    title: string;
    titleTranslations?: Record<string, string> | undefined;
    teacherName?: string | undefined;
    subjectCode?: string | undefined;
    startsAt: number;
    durationMinutes: number;
    provider: string;
    room?: string | undefined;
    recordingUrl?: string | undefined;
    demo?: boolean | undefined;
    now: number;
  },
): Promise<ScheduledLiveClass> {
  const title = requireTitle(input.title);
  if (!Number.isSafeInteger(input.startsAt) || input.startsAt < 0)
    throw new AppError('VALIDATION_FAILED', 'startsAt: must be whole epoch milliseconds');
  if (
    !Number.isInteger(input.durationMinutes) ||
    input.durationMinutes < 1 ||
    input.durationMinutes > LIVE_CLASS_DURATION_MAX_MINUTES
  )
    throw new AppError(
      'VALIDATION_FAILED',
      `durationMinutes: must be whole minutes from 1 to ${String(LIVE_CLASS_DURATION_MAX_MINUTES)}`,
    );
  await requireClassroom(db, input.orgId, input.classroomId);
  if (input.batchId !== undefined) {
    const batch = await db
      .selectFrom('live_class_batches')
      .select('id')
      .where('org_id', '=', input.orgId)
      .where('classroom_id', '=', input.classroomId)
      .where('id', '=', input.batchId)
      .executeTakeFirst();
    if (!batch) throw new AppError('BATCH_NOT_FOUND');
  }
  const row: LiveClassRow = {
    id: randomUUID(),
    org_id: input.orgId,
    classroom_id: input.classroomId,
    batch_id: input.batchId ?? null,
    title,
    title_translations: JSON.stringify(input.titleTranslations ?? {}),
    teacher_name: input.teacherName ?? null,
    subject_code: input.subjectCode ?? null,
    starts_at: input.startsAt,
    duration_minutes: input.durationMinutes,
    provider: input.provider,
    room: roomOf(input.room),
    recording_url: input.recordingUrl === undefined ? null : recordingUrl(input.recordingUrl),
    cancelled_at: null,
    ended_at: null,
    demo: input.demo ? 1 : 0,
    created_at: input.now,
  };
  await db.insertInto('live_classes').values(row).execute();
  return toLiveClass(row);
}

/** The organisation's live classes (of one classroom or batch), soonest first. */
export async function listLiveClasses(
  db: Kysely<Database>,
  input: { orgId: number; classroomId?: string | undefined; batchId?: string | undefined },
): Promise<ScheduledLiveClass[]> {
  let select = db.selectFrom('live_classes').selectAll().where('org_id', '=', input.orgId);
  if (input.classroomId !== undefined)
    select = select.where('classroom_id', '=', input.classroomId);
  if (input.batchId !== undefined) select = select.where('batch_id', '=', input.batchId);
  const rows = await select.orderBy('starts_at').orderBy('id').execute();
  return rows.map(toLiveClass);
}

/**
 * Cancels a class that has not ended: it is never on after this, its room stays shut. Cancelling
 * again keeps the first time; an ended class cannot be cancelled (LIVE_CLASS_NOT_OPEN).
 */
export async function cancelLiveClass(
  db: Kysely<Database>,
  input: { orgId: number; liveClassId: string; now: number },
): Promise<ScheduledLiveClass> {
  const row = await requireLiveClass(db, input.orgId, input.liveClassId);
  if (row.cancelled_at !== null) return toLiveClass(row);
  const before = toLiveClass(row);
  if (before.endsAt <= input.now) throw new AppError('LIVE_CLASS_NOT_OPEN');
  await db
    .updateTable('live_classes')
    .set({ cancelled_at: input.now })
    .where('org_id', '=', input.orgId)
    .where('id', '=', input.liveClassId)
    .where('cancelled_at', 'is', null)
    .execute();
  return toLiveClass(await requireLiveClass(db, input.orgId, input.liveClassId));
}

/** Ends an ongoing class before its planned end; a class that is not on is LIVE_CLASS_NOT_OPEN. */
export async function endLiveClass(
  db: Kysely<Database>,
  input: { orgId: number; liveClassId: string; now: number },
): Promise<ScheduledLiveClass> {
  const row = await requireLiveClass(db, input.orgId, input.liveClassId);
  if (!liveClassOngoing(timingOf(row), input.now)) throw new AppError('LIVE_CLASS_NOT_OPEN');
  await db
    .updateTable('live_classes')
    .set({ ended_at: input.now })
    .where('org_id', '=', input.orgId)
    .where('id', '=', input.liveClassId)
    .execute();
  return toLiveClass(await requireLiveClass(db, input.orgId, input.liveClassId));
}

/** Sets (or, with null, removes) the link to a class's recording. */
export async function setRecording(
  db: Kysely<Database>,
  input: { orgId: number; liveClassId: string; url: string | null },
): Promise<ScheduledLiveClass> {
  await requireLiveClass(db, input.orgId, input.liveClassId);
  await db
    .updateTable('live_classes')
    .set({ recording_url: input.url === null ? null : recordingUrl(input.url) })
    .where('org_id', '=', input.orgId)
    .where('id', '=', input.liveClassId)
    .execute();
  return toLiveClass(await requireLiveClass(db, input.orgId, input.liveClassId));
}

/** A recording's link as stored: an absolute http(s) address, never a script: or data: one. */
function recordingUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new AppError('VALIDATION_FAILED', 'recordingUrl: must be an absolute web address');
  }
  if (!RECORDING_PROTOCOLS.has(parsed.protocol))
    throw new AppError('VALIDATION_FAILED', 'recordingUrl: must be an http or https address');
  return parsed.href;
}
