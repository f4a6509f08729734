import { sql, type Kysely, type Selectable } from 'kysely';
import type { ClassroomSort } from '../../../domain/contracts/classroom.ts';
import type {
  ClassroomInviteCodesTable,
  ClassroomMembersTable,
  ClassroomsTable,
  Database,
} from '../../db/schema.ts';

/** A class as a member sees it. */
export type MemberClassRow = Pick<
  Selectable<ClassroomsTable>,
  'id' | 'name' | 'exam_code' | 'subject_codes'
> &
  Pick<Selectable<ClassroomMembersTable>, 'joined_at' | 'left_at'>;

/** An invite code with the class it admits to. */
export type InviteCodeRow = Pick<
  Selectable<ClassroomInviteCodesTable>,
  'code' | 'classroom_id' | 'expires_at' | 'revoked_at'
> &
  Pick<Selectable<ClassroomsTable>, 'archived_at'> & { class_name: string };

export interface ClassesQuery {
  orgId: number;
  profileId: string;
  /** 'className' by name, 'joinedAt' in the order joined. */
  sortBy: ClassroomSort;
  exam?: string | undefined;
  limit: number;
  offset: number;
}

export interface MemberInput {
  orgId: number;
  classroomId: string;
  profileId: string;
  firstName: string;
  lastName: string;
  now: number;
  joinedBy: 'code' | 'roster';
}

export interface JoinInput extends MemberInput {
  /** The code joined with, whose uses count a new member. */
  code?: string | undefined;
}

/**
 * What putting a student in a class did: `added` a first time, `back` after they had left,
 * `renamed` a member under new names, `unchanged` a member as they were.
 */
export type MemberWrite = 'added' | 'back' | 'renamed' | 'unchanged';

/**
 * Makes the student a member, the one write of membership (a join by code, the institute's roster,
 * the demo documents): a first time adds them, after leaving takes them back (joined again now),
 * and while a member only renews the names. Runs on the caller's transaction, if any.
 */
export async function putMember(db: Kysely<Database>, input: MemberInput): Promise<MemberWrite> {
  const found = await db
    .selectFrom('classroom_members')
    .select(['left_at', 'first_name', 'last_name'])
    .where('classroom_id', '=', input.classroomId)
    .where('profile_id', '=', input.profileId)
    .where('org_id', '=', input.orgId)
    .executeTakeFirst();
  const names = { first_name: input.firstName, last_name: input.lastName };
  if (found === undefined) {
    const inserted = await db
      .insertInto('classroom_members')
      .values({
        classroom_id: input.classroomId,
        profile_id: input.profileId,
        org_id: input.orgId,
        ...names,
        joined_at: input.now,
        left_at: null,
        joined_by: input.joinedBy,
      })
      // Two joins at once: the second finds the row the first made.
      .onConflict((oc) => oc.columns(['classroom_id', 'profile_id']).doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1 ? 'added' : 'unchanged';
  }
  const back = found.left_at !== null;
  if (!back && found.first_name === input.firstName && found.last_name === input.lastName)
    return 'unchanged';
  await db
    .updateTable('classroom_members')
    .set(
      back ? { ...names, joined_at: input.now, left_at: null, joined_by: input.joinedBy } : names,
    )
    .where('classroom_id', '=', input.classroomId)
    .where('profile_id', '=', input.profileId)
    .execute();
  return back ? 'back' : 'renamed';
}

/**
 * SQL of a student's classrooms: codes, membership, the paged list, leaving. Every query names
 * the organisation, so another organisation's class or code is simply not found.
 */
export function classroomStore(db: Kysely<Database>) {
  const activeMemberships = (orgId: number, profileId: string) =>
    db
      .selectFrom('classroom_members as m')
      .innerJoin('classrooms as c', 'c.id', 'm.classroom_id')
      .where('m.org_id', '=', orgId)
      .where('c.org_id', '=', orgId)
      .where('m.profile_id', '=', profileId)
      .where('m.left_at', 'is', null)
      .where('c.archived_at', 'is', null);
  const memberClassColumns = [
    'c.id',
    'c.name',
    'c.exam_code',
    'c.subject_codes',
    'm.joined_at',
    'm.left_at',
  ] as const;

  return {
    /** The classes the student is in now: the check every classroom read starts from. */
    async memberClassIds(orgId: number, profileId: string): Promise<string[]> {
      const rows = await activeMemberships(orgId, profileId).select('c.id').execute();
      return rows.map((r) => r.id);
    },

    /** A normalised code of the organisation, with its class; undefined when there is none. */
    findCode(orgId: number, code: string): Promise<InviteCodeRow | undefined> {
      return db
        .selectFrom('classroom_invite_codes as i')
        .innerJoin('classrooms as c', 'c.id', 'i.classroom_id')
        .select([
          'i.code',
          'i.classroom_id',
          'i.expires_at',
          'i.revoked_at',
          'c.name as class_name',
          'c.archived_at',
        ])
        .where('i.code', '=', code)
        .where('i.org_id', '=', orgId)
        .where('c.org_id', '=', orgId)
        .executeTakeFirst();
    },

    /**
     * Makes the student a member (`putMember`). The code's uses count members it brought in, not
     * repeats.
     */
    async join(input: JoinInput): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const write = await putMember(trx, input);
        if (input.code !== undefined && (write === 'added' || write === 'back'))
          await trx
            .updateTable('classroom_invite_codes')
            .set((eb) => ({ uses: eb(eb.ref('uses'), '+', 1) }))
            .where('code', '=', input.code)
            .execute();
      });
    },

    /** One class the student is in now. */
    memberClass(
      orgId: number,
      profileId: string,
      classroomId: string,
    ): Promise<MemberClassRow | undefined> {
      return activeMemberships(orgId, profileId)
        .select(memberClassColumns)
        .where('c.id', '=', classroomId)
        .executeTakeFirst();
    },

    /** A page of the classes the student is in, and how many there are in all. */
    async classes(query: ClassesQuery): Promise<{ rows: MemberClassRow[]; total: number }> {
      let base = activeMemberships(query.orgId, query.profileId);
      if (query.exam !== undefined) base = base.where('c.exam_code', '=', query.exam);
      const counted = await base
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirst();
      let page = base.select(memberClassColumns);
      // Names compare without case on both databases (their collations differ); the id keeps
      // equal names in one order from page to page.
      page =
        query.sortBy === 'className'
          ? page
              .orderBy(sql`lower(c.name)`)
              .orderBy('c.name')
              .orderBy('c.id')
          : page.orderBy('m.joined_at').orderBy('c.id');
      const rows = await page.limit(query.limit).offset(query.offset).execute();
      return { rows, total: Number(counted?.n ?? 0) };
    },

    /** Leaves the classes of the list the student is in; answers the ids left. */
    async leave(orgId: number, profileId: string, classIds: readonly string[], now: number) {
      return db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('classroom_members')
          .select('classroom_id')
          .where('org_id', '=', orgId)
          .where('profile_id', '=', profileId)
          .where('classroom_id', 'in', classIds)
          .where('left_at', 'is', null)
          .execute();
        const ids = rows.map((r) => r.classroom_id);
        if (ids.length > 0)
          await trx
            .updateTable('classroom_members')
            .set({ left_at: now })
            .where('org_id', '=', orgId)
            .where('profile_id', '=', profileId)
            .where('classroom_id', 'in', ids)
            .execute();
        return ids;
      });
    },
  };
}

export type ClassroomStore = ReturnType<typeof classroomStore>;
