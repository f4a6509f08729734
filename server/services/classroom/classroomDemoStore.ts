import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AssignmentRow } from './assignmentStore.ts';
import { putMember, type MemberInput } from './classroomStore.ts';
import type { BatchRow, LiveClassRow } from './liveClassStore.ts';
import { drawRoomName } from './liveScheduleStore.ts';

/**
 * SQL of the institutes' classroom documents (content/classrooms/, server/content/
 * importClassrooms.ts): rows kept by the ids the documents give them, so a second import finds
 * them again, and the demo's times moved to the import's "now". Each write answers whether it
 * added the row, changed it, or found it as the document says (times aside: they move at every
 * import by design).
 */

export type DemoWrite = 'inserted' | 'updated' | 'unchanged';

/** Whether every field of `wanted` but those named has the value the stored row has. */
function same<T extends object>(stored: T, wanted: T, moving: readonly (keyof T)[]): boolean {
  return (Object.keys(wanted) as (keyof T)[]).every(
    (key) => moving.includes(key) || stored[key] === wanted[key],
  );
}

/**
 * The organisation's class of that name, made (with the document's id) if it has none; its exam
 * and subjects are the document's, and it is open again if it was archived.
 */
export async function upsertDemoClassroom(
  db: Kysely<Database>,
  input: {
    id: string;
    orgId: number;
    name: string;
    examCode: string | null;
    subjectCodes: readonly string[];
    now: number;
  },
): Promise<{ id: string; write: DemoWrite }> {
  const wanted = {
    exam_code: input.examCode,
    subject_codes: JSON.stringify(input.subjectCodes),
    archived_at: null,
  };
  const found = await db
    .selectFrom('classrooms')
    .select(['id', 'exam_code', 'subject_codes', 'archived_at'])
    .where('org_id', '=', input.orgId)
    .where('name', '=', input.name)
    .executeTakeFirst();
  if (!found) {
    await db
      .insertInto('classrooms')
      .values({
        id: input.id,
        org_id: input.orgId,
        name: input.name,
        ...wanted,
        created_at: input.now,
      })
      .execute();
    return { id: input.id, write: 'inserted' };
  }
  const { id, ...stored } = found;
  if (same(stored, wanted, [])) return { id, write: 'unchanged' };
  await db.updateTable('classrooms').set(wanted).where('id', '=', id).execute();
  return { id, write: 'updated' };
}

/**
 * The document's invite code, admitting to the class until `expiresAt` (withdrawn or expired
 * codes are renewed); 'taken' when another organisation holds that code.
 */
export async function renewDemoInviteCode(
  db: Kysely<Database>,
  input: { code: string; orgId: number; classroomId: string; expiresAt: number; now: number },
): Promise<DemoWrite | 'taken'> {
  const found = await db
    .selectFrom('classroom_invite_codes')
    .select(['org_id', 'classroom_id', 'revoked_at'])
    .where('code', '=', input.code)
    .executeTakeFirst();
  if (found && found.org_id !== input.orgId) return 'taken';
  if (!found) {
    await db
      .insertInto('classroom_invite_codes')
      .values({
        code: input.code,
        org_id: input.orgId,
        classroom_id: input.classroomId,
        created_at: input.now,
        expires_at: input.expiresAt,
        revoked_at: null,
      })
      .execute();
    return 'inserted';
  }
  await db
    .updateTable('classroom_invite_codes')
    .set({ classroom_id: input.classroomId, expires_at: input.expiresAt, revoked_at: null })
    .where('code', '=', input.code)
    .execute();
  return found.classroom_id === input.classroomId && found.revoked_at === null
    ? 'unchanged'
    : 'updated';
}

/**
 * The student in the class as the institute enrolled them: added, or back in if they had left
 * (the demo starts each run with its roster whole).
 */
export async function enrolDemoMember(
  db: Kysely<Database>,
  input: Omit<MemberInput, 'joinedBy'>,
): Promise<DemoWrite> {
  const write = await putMember(db, { ...input, joinedBy: 'roster' });
  if (write === 'added') return 'inserted';
  return write === 'unchanged' ? 'unchanged' : 'updated';
}

/** The document's batch, by its id. */
export async function upsertDemoBatch(
  db: Kysely<Database>,
  row: Omit<BatchRow, 'created_at'>,
  now: number,
): Promise<DemoWrite> {
  const found = await db
    .selectFrom('live_class_batches')
    .selectAll()
    .where('id', '=', row.id)
    .executeTakeFirst();
  if (!found) {
    await db
      .insertInto('live_class_batches')
      .values({ ...row, created_at: now })
      .execute();
    return 'inserted';
  }
  if (same(found, { ...found, ...row }, [])) return 'unchanged';
  await db.updateTable('live_class_batches').set(row).where('id', '=', row.id).execute();
  return 'updated';
}

/**
 * The document's live class, by its id, at the time the import gives it: not ended early, and
 * cancelled only if the document says so. Its room stays from import to import; a new one without
 * a room in the document gets a name nobody can guess.
 */
export async function upsertDemoLiveClass(
  db: Kysely<Database>,
  row: Omit<LiveClassRow, 'created_at' | 'demo' | 'room'> & { room: string | null },
  now: number,
): Promise<DemoWrite> {
  const found = await db
    .selectFrom('live_classes')
    .selectAll()
    .where('id', '=', row.id)
    .executeTakeFirst();
  if (!found) {
    await db
      .insertInto('live_classes')
      .values({
        ...row,
        room: row.room ?? drawRoomName(),
        demo: 1,
        created_at: now,
      })
      .execute();
    return 'inserted';
  }
  const wanted = { ...row, room: row.room ?? found.room, demo: 1 };
  await db.updateTable('live_classes').set(wanted).where('id', '=', row.id).execute();
  const moving = ['starts_at', 'cancelled_at', 'ended_at'] as const;
  return same({ ...found }, { ...found, ...wanted }, moving) ? 'unchanged' : 'updated';
}

/** The document's assignment, by its id, due when the import says. */
export async function upsertDemoAssignment(
  db: Kysely<Database>,
  row: Omit<AssignmentRow, 'demo' | 'cancelled_at'>,
): Promise<DemoWrite> {
  const found = await db
    .selectFrom('assignments')
    .selectAll()
    .where('id', '=', row.id)
    .executeTakeFirst();
  const wanted = { ...row, cancelled_at: null, demo: 1 };
  if (!found) {
    await db.insertInto('assignments').values(wanted).execute();
    return 'inserted';
  }
  await db.updateTable('assignments').set(wanted).where('id', '=', row.id).execute();
  const moving = ['due_at', 'assigned_at', 'cancelled_at'] as const;
  return same({ ...found }, { ...found, ...wanted }, moving) ? 'unchanged' : 'updated';
}

/**
 * Calls off the organisation's demo live classes and assignments whose ids the documents no
 * longer give (their attendance and progress stay); answers how many.
 */
export async function cancelDroppedDemoRows(
  db: Kysely<Database>,
  input: {
    orgId: number;
    liveClassIds: readonly string[];
    assignmentIds: readonly string[];
    now: number;
  },
): Promise<number> {
  let live = db
    .updateTable('live_classes')
    .set({ cancelled_at: input.now })
    .where('org_id', '=', input.orgId)
    .where('demo', '=', 1)
    .where('cancelled_at', 'is', null);
  if (input.liveClassIds.length > 0) live = live.where('id', 'not in', [...input.liveClassIds]);
  let work = db
    .updateTable('assignments')
    .set({ cancelled_at: input.now })
    .where('org_id', '=', input.orgId)
    .where('demo', '=', 1)
    .where('cancelled_at', 'is', null);
  if (input.assignmentIds.length > 0) work = work.where('id', 'not in', [...input.assignmentIds]);
  const lives = await live.executeTakeFirst();
  const works = await work.executeTakeFirst();
  return Number(lives.numUpdatedRows) + Number(works.numUpdatedRows);
}
