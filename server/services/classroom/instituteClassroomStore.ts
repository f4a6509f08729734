import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import {
  drawInviteCode,
  INVITE_CODE_DAYS,
  normaliseInviteCode,
} from '../../../domain/classroom/inviteCode.ts';
import { DAY_MS } from '../../../domain/timeline/timelinePeriods.ts';
import type { ClassroomsTable, Database } from '../../db/schema.ts';
import { list } from '../../db/jsonColumns.ts';
import { putMember, type MemberInput } from './classroomStore.ts';

/**
 * The institute's side of classrooms (docs/decisions/classrooms.md): making classes, issuing and
 * withdrawing invite codes, the roster. Used by `abhyas classroom …` and by tests; every function
 * names the organisation, so one institute never touches another's classes.
 */

export interface InstituteClassroom {
  id: string;
  orgId: number;
  name: string;
  examCode: string | null;
  subjectCodes: string[];
  createdAt: number;
  archivedAt: number | null;
}

export interface LiveInviteCode {
  /** Stored form (no dash); `formatInviteCode` shows it. */
  code: string;
  expiresAt: number;
  uses: number;
}

export interface ClassroomListing extends InstituteClassroom {
  /** Students in the class now (those who left not counted). */
  members: number;
  /** Codes that still admit students: not withdrawn, not expired. */
  liveCodes: LiveInviteCode[];
}

export interface ClassroomMember {
  profileId: string;
  firstName: string;
  lastName: string;
  joinedAt: number;
  leftAt: number | null;
  joinedBy: string;
}

/** Tries at a fresh code before giving up: with 31⁸ codes a clash is already unheard of. */
const CODE_DRAWS = 5;

type ClassroomRow = Selectable<ClassroomsTable>;

const toClassroom = (row: ClassroomRow): InstituteClassroom => ({
  id: row.id,
  orgId: row.org_id,
  name: row.name,
  examCode: row.exam_code,
  subjectCodes: list(row.subject_codes),
  createdAt: row.created_at,
  archivedAt: row.archived_at,
});

const classroomColumns = [
  'id',
  'org_id',
  'name',
  'exam_code',
  'subject_codes',
  'created_at',
  'archived_at',
] as const;

/** Whether the organisation has the class (archived or not): the check before every write to one. */
export async function hasClassroom(
  db: Kysely<Database>,
  orgId: number,
  classroomId: string,
): Promise<boolean> {
  const found = await db
    .selectFrom('classrooms')
    .select('id')
    .where('org_id', '=', orgId)
    .where('id', '=', classroomId)
    .executeTakeFirst();
  return found !== undefined;
}

/** A new class; undefined when the organisation already has one of that name. */
export async function createClassroom(
  db: Kysely<Database>,
  input: {
    orgId: number;
    name: string;
    examCode?: string | undefined;
    subjectCodes?: readonly string[] | undefined;
    now: number;
  },
): Promise<InstituteClassroom | undefined> {
  const row: ClassroomRow = {
    id: randomUUID(),
    org_id: input.orgId,
    name: input.name,
    exam_code: input.examCode ?? null,
    subject_codes: JSON.stringify(input.subjectCodes ?? []),
    created_at: input.now,
    archived_at: null,
  };
  const inserted = await db
    .insertInto('classrooms')
    .values(row)
    .onConflict((oc) => oc.columns(['org_id', 'name']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1 ? toClassroom(row) : undefined;
}

/** A class of the organisation by its id or its exact name. */
export async function findClassroom(
  db: Kysely<Database>,
  orgId: number,
  idOrName: string,
): Promise<InstituteClassroom | undefined> {
  const row = await db
    .selectFrom('classrooms')
    .select(classroomColumns)
    .where('org_id', '=', orgId)
    .where((eb) => eb.or([eb('id', '=', idOrName), eb('name', '=', idOrName)]))
    // An id beats a class whose name happens to be another class's id.
    .orderBy((eb) => eb.case().when('id', '=', idOrName).then(0).else(1).end())
    .executeTakeFirst();
  return row && toClassroom(row);
}

/**
 * A new invite code for the class, valid `days` days (INVITE_CODE_DAYS unless given), in its
 * stored form; undefined when the organisation has no such class.
 */
export async function createInviteCode(
  db: Kysely<Database>,
  input: { orgId: number; classroomId: string; days?: number | undefined; now: number },
): Promise<string | undefined> {
  if (!(await hasClassroom(db, input.orgId, input.classroomId))) return undefined;
  const expiresAt = input.now + (input.days ?? INVITE_CODE_DAYS) * DAY_MS;
  for (let draw = 0; draw < CODE_DRAWS; draw += 1) {
    const code = drawInviteCode((below) => randomInt(below));
    const inserted = await db
      .insertInto('classroom_invite_codes')
      .values({
        code,
        org_id: input.orgId,
        classroom_id: input.classroomId,
        created_at: input.now,
        expires_at: expiresAt,
        revoked_at: null,
      })
      .onConflict((oc) => oc.column('code').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return code;
  }
  throw new Error(`no free invite code after ${String(CODE_DRAWS)} draws`);
}

/**
 * Withdraws a code (typed in any form); false when the organisation has no such code. A code
 * withdrawn before keeps its first withdrawal time.
 */
export async function revokeInviteCode(
  db: Kysely<Database>,
  input: { orgId: number; code: string; now: number },
): Promise<boolean> {
  const code = normaliseInviteCode(input.code);
  if (code === undefined) return false;
  const found = await db
    .selectFrom('classroom_invite_codes')
    .select('revoked_at')
    .where('org_id', '=', input.orgId)
    .where('code', '=', code)
    .executeTakeFirst();
  if (!found) return false;
  if (found.revoked_at === null)
    await db
      .updateTable('classroom_invite_codes')
      .set({ revoked_at: input.now })
      .where('org_id', '=', input.orgId)
      .where('code', '=', code)
      .execute();
  return true;
}

/** The organisation's classes by name, with how many students each has and its live codes. */
export async function listClassrooms(
  db: Kysely<Database>,
  orgId: number,
  now: number = Date.now(),
): Promise<ClassroomListing[]> {
  const classes = await db
    .selectFrom('classrooms')
    .select(classroomColumns)
    .where('org_id', '=', orgId)
    .orderBy('name')
    .execute();
  const counts = await db
    .selectFrom('classroom_members')
    .select(['classroom_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('org_id', '=', orgId)
    .where('left_at', 'is', null)
    .groupBy('classroom_id')
    .execute();
  const codes = await db
    .selectFrom('classroom_invite_codes')
    .select(['classroom_id', 'code', 'expires_at', 'uses'])
    .where('org_id', '=', orgId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('expires_at')
    .execute();
  const members = new Map(counts.map((c) => [c.classroom_id, Number(c.n)]));
  return classes.map((row) => ({
    ...toClassroom(row),
    members: members.get(row.id) ?? 0,
    liveCodes: codes
      .filter((c) => c.classroom_id === row.id)
      .map((c) => ({ code: c.code, expiresAt: c.expires_at, uses: c.uses })),
  }));
}

/** The class's roster, those in it first, then those who left, by name (none for no such class). */
export async function listMembers(
  db: Kysely<Database>,
  input: { orgId: number; classroomId: string },
): Promise<ClassroomMember[]> {
  const rows = await db
    .selectFrom('classroom_members')
    .select(['profile_id', 'first_name', 'last_name', 'joined_at', 'left_at', 'joined_by'])
    .where('org_id', '=', input.orgId)
    .where('classroom_id', '=', input.classroomId)
    .orderBy((eb) => eb.case().when('left_at', 'is', null).then(0).else(1).end())
    .orderBy('first_name')
    .orderBy('last_name')
    .orderBy('profile_id')
    .execute();
  return rows.map((r) => ({
    profileId: r.profile_id,
    firstName: r.first_name,
    lastName: r.last_name,
    joinedAt: r.joined_at,
    leftAt: r.left_at,
    joinedBy: r.joined_by,
  }));
}

/**
 * Puts a student (a child profile of an account of the organisation) in the class from the
 * institute's roster; false when the class or the profile is not the organisation's. A student
 * already in the class keeps their place, with the roster's names.
 */
export async function enrolMember(
  db: Kysely<Database>,
  input: MemberInput & { joinedBy: 'roster' },
): Promise<boolean> {
  const classroom = await hasClassroom(db, input.orgId, input.classroomId);
  const profile = await db
    .selectFrom('profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select('p.id')
    .where('p.id', '=', input.profileId)
    .where('u.org_id', '=', input.orgId)
    .executeTakeFirst();
  if (!classroom || !profile) return false;
  await putMember(db, input);
  return true;
}
