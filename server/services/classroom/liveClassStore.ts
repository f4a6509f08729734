import type { Kysely, Selectable } from 'kysely';
import type { Attendance } from '../../../domain/liveClass/attendance.ts';
import type {
  Database,
  LiveClassAttendanceTable,
  LiveClassBatchesTable,
  LiveClassesTable,
  LiveClassRegistrationsTable,
} from '../../db/schema.ts';

export type LiveClassRow = Selectable<LiveClassesTable>;
export type BatchRow = Selectable<LiveClassBatchesTable>;

/** A live class of one of the student's classrooms, with the student's registration and time. */
export type StudentLiveClassRow = Omit<LiveClassRow, 'org_id' | 'demo' | 'created_at'> & {
  class_name: string;
  batch_title: string | null;
  batch_title_translations: string | null;
  registered_at: Selectable<LiveClassRegistrationsTable>['registered_at'] | null;
  seconds_spent: Selectable<LiveClassAttendanceTable>['seconds_spent'] | null;
};

/** A batch of one of the student's classrooms. */
export type StudentBatchRow = Omit<BatchRow, 'org_id' | 'created_at'> & { class_name: string };

export interface StudentLiveClassQuery {
  orgId: number;
  /** The classrooms the student is in now (the membership check). */
  classIds: readonly string[];
  profileId: string;
  batchId?: string | undefined;
  /** Only classes starting at or after this moment. */
  startsFrom?: number | undefined;
  /** Only classes starting before this moment. */
  startsBefore?: number | undefined;
}

/** How often an attendance write is tried again when another event of the student won the race. */
const ATTENDANCE_WRITE_TRIES = 5;

/**
 * SQL of a student's live classes and batches. Every read names the organisation and the
 * classrooms the student is in, so a class of another organisation or of a class the student
 * is not in is simply not found.
 */
export function liveClassStore(db: Kysely<Database>) {
  const studentClasses = (query: StudentLiveClassQuery) => {
    let select = db
      .selectFrom('live_classes as lc')
      .innerJoin('classrooms as c', 'c.id', 'lc.classroom_id')
      .leftJoin('live_class_batches as b', 'b.id', 'lc.batch_id')
      .leftJoin('live_class_registrations as r', (join) =>
        join.onRef('r.live_class_id', '=', 'lc.id').on('r.profile_id', '=', query.profileId),
      )
      .leftJoin('live_class_attendance as a', (join) =>
        join.onRef('a.live_class_id', '=', 'lc.id').on('a.profile_id', '=', query.profileId),
      )
      .select([
        'lc.id',
        'lc.classroom_id',
        'c.name as class_name',
        'lc.batch_id',
        'b.title as batch_title',
        'b.title_translations as batch_title_translations',
        'lc.title',
        'lc.title_translations',
        'lc.teacher_name',
        'lc.subject_code',
        'lc.starts_at',
        'lc.duration_minutes',
        'lc.provider',
        'lc.room',
        'lc.recording_url',
        'lc.cancelled_at',
        'lc.ended_at',
        'r.registered_at',
        'a.seconds_spent',
      ])
      .where('lc.org_id', '=', query.orgId)
      .where('c.org_id', '=', query.orgId)
      .where('lc.classroom_id', 'in', [...query.classIds]);
    if (query.batchId !== undefined) select = select.where('lc.batch_id', '=', query.batchId);
    if (query.startsFrom !== undefined)
      select = select.where('lc.starts_at', '>=', query.startsFrom);
    if (query.startsBefore !== undefined)
      select = select.where('lc.starts_at', '<', query.startsBefore);
    return select;
  };

  return {
    /** The classes of the student's classrooms (the query's bounds), soonest first. */
    async classes(query: StudentLiveClassQuery): Promise<StudentLiveClassRow[]> {
      if (query.classIds.length === 0) return [];
      return studentClasses(query).orderBy('lc.starts_at').orderBy('lc.id').execute();
    },

    /** One class of the student's classrooms; undefined for any other. */
    async liveClass(
      orgId: number,
      classIds: readonly string[],
      profileId: string,
      liveClassId: string,
    ): Promise<StudentLiveClassRow | undefined> {
      if (classIds.length === 0) return undefined;
      return studentClasses({ orgId, classIds, profileId })
        .where('lc.id', '=', liveClassId)
        .executeTakeFirst();
    },

    /** The names the student has in the class's roster: the name the meeting shows. */
    memberName(orgId: number, classroomId: string, profileId: string) {
      return db
        .selectFrom('classroom_members')
        .select(['first_name', 'last_name'])
        .where('org_id', '=', orgId)
        .where('classroom_id', '=', classroomId)
        .where('profile_id', '=', profileId)
        .executeTakeFirst();
    },

    /** Registers the student for the class, or takes it back; either is idempotent. */
    async setRegistration(
      orgId: number,
      liveClassId: string,
      profileId: string,
      registered: boolean,
      now: number,
    ): Promise<void> {
      if (registered)
        await db
          .insertInto('live_class_registrations')
          .values({
            live_class_id: liveClassId,
            profile_id: profileId,
            org_id: orgId,
            registered_at: now,
          })
          .onConflict((oc) => oc.columns(['live_class_id', 'profile_id']).doNothing())
          .execute();
      else
        await db
          .deleteFrom('live_class_registrations')
          .where('live_class_id', '=', liveClassId)
          .where('profile_id', '=', profileId)
          .where('org_id', '=', orgId)
          .execute();
    },

    /**
     * Writes the student's attendance after an event: `next` turns the stored attendance (none
     * before the first event) into the new one. The write is conditional on the row being as read,
     * so two events of one student at once (two tabs) both count, each applied to the other's
     * result, on either database.
     */
    async recordAttendance(
      orgId: number,
      liveClassId: string,
      profileId: string,
      next: (before: Attendance | undefined) => Attendance,
    ): Promise<Attendance> {
      for (let attempt = 0; attempt < ATTENDANCE_WRITE_TRIES; attempt += 1) {
        const row = await db
          .selectFrom('live_class_attendance')
          .select(['first_joined_at', 'last_seen_at', 'open', 'seconds_spent'])
          .where('live_class_id', '=', liveClassId)
          .where('profile_id', '=', profileId)
          .executeTakeFirst();
        const before: Attendance | undefined = row && {
          firstJoinedAt: row.first_joined_at,
          lastSeenAt: row.last_seen_at,
          open: row.open === 1,
          secondsSpent: row.seconds_spent,
        };
        const after = next(before);
        const values = {
          last_seen_at: after.lastSeenAt,
          open: after.open ? 1 : 0,
          seconds_spent: after.secondsSpent,
        };
        const written = before
          ? await db
              .updateTable('live_class_attendance')
              .set(values)
              .where('live_class_id', '=', liveClassId)
              .where('profile_id', '=', profileId)
              .where('last_seen_at', '=', before.lastSeenAt)
              .where('open', '=', before.open ? 1 : 0)
              .where('seconds_spent', '=', before.secondsSpent)
              .executeTakeFirst()
              .then((r) => Number(r.numUpdatedRows))
          : await db
              .insertInto('live_class_attendance')
              .values({
                live_class_id: liveClassId,
                profile_id: profileId,
                org_id: orgId,
                first_joined_at: after.firstJoinedAt,
                ...values,
              })
              .onConflict((oc) => oc.columns(['live_class_id', 'profile_id']).doNothing())
              .executeTakeFirst()
              .then((r) => Number(r.numInsertedOrUpdatedRows ?? 0));
        if (written === 1) return after;
      }
      throw new Error(`attendance of ${profileId} in ${liveClassId} kept changing while written`);
    },

    /** The batches of the student's classrooms, by title. */
    async batches(
      orgId: number,
      classIds: readonly string[],
      batchId?: string,
    ): Promise<StudentBatchRow[]> {
      if (classIds.length === 0) return [];
      let select = db
        .selectFrom('live_class_batches as b')
        .innerJoin('classrooms as c', 'c.id', 'b.classroom_id')
        .select([
          'b.id',
          'b.classroom_id',
          'c.name as class_name',
          'b.title',
          'b.title_translations',
          'b.subject_code',
        ])
        .where('b.org_id', '=', orgId)
        .where('c.org_id', '=', orgId)
        .where('b.classroom_id', 'in', [...classIds]);
      if (batchId !== undefined) select = select.where('b.id', '=', batchId);
      return select.orderBy('b.title').orderBy('b.id').execute();
    },
  };
}

export type LiveClassStore = ReturnType<typeof liveClassStore>;
