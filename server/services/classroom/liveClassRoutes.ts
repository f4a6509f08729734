import type { FastifyInstance, FastifyRequest } from 'fastify';
import { featureEnabled } from '../../../domain/access/featureEnabled.ts';
import {
  liveClassAttendanceCall,
  liveClassBatchCall,
  liveClassBatchesCall,
  liveClassCall,
  liveClassesCall,
  liveClassRegistrationCall,
  liveClassRoomCall,
  liveClassSummaryCall,
  type LiveClass,
  type LiveClassBatch,
} from '../../../domain/contracts/liveClasses.ts';
import { AppError } from '../../../domain/errors.ts';
import { attendanceAfter, liveClassAttendedStatus } from '../../../domain/liveClass/attendance.ts';
import {
  categoryStartBounds,
  liveClassEnd,
  liveClassOngoing,
} from '../../../domain/liveClass/liveClassCategories.ts';
import { registerCall } from '../../http/registerCall.ts';
import type { MeetingProvider } from '../../providers/meetings/MeetingProvider.ts';
import type { ChildSession } from '../../sessions/requireChild.ts';
import type { ClassroomContext } from './ClassroomContext.ts';
import {
  liveClassStore,
  type StudentBatchRow,
  type StudentLiveClassRow,
} from './liveClassStore.ts';
import { liveClassView, localTitle, timingOf } from './liveClassView.ts';

/** A student of a brand with live classes on, and the classrooms they are in now. */
interface Student {
  child: ChildSession;
  classIds: string[];
}

/**
 * The live-class calls (docs/decisions/classrooms.md, "Live classes"): lists by category, one
 * class, registration, the room while a class is on, the time in it, the summary after, batches.
 * Every call first checks the token, then the brand's live-class switch (LIVE_CLASS_OFF), then
 * membership: a class of a classroom the student is not in answers as if it did not exist.
 */
export function liveClassRoutes(
  app: FastifyInstance,
  ctx: ClassroomContext,
  meetings: MeetingProvider,
): void {
  const store = liveClassStore(ctx.deps.db);
  const now = () => ctx.deps.clock();

  const student = async (request: FastifyRequest): Promise<Student> => {
    const child = await ctx.child(request);
    // The server knows no user category yet, so a brand's `byCategory` is off here.
    if (!featureEnabled('liveClass', request.brand, undefined))
      throw new AppError('LIVE_CLASS_OFF');
    return { child, classIds: await ctx.memberClassIds(child) };
  };
  const localeOf = (s: Student, asked: string | undefined) => asked ?? s.child.profile.locale;
  const recordingOf = (row: StudentLiveClassRow) =>
    row.recording_url ?? meetings.recordingUrl?.(row.room) ?? null;
  const view = (row: StudentLiveClassRow, at: number, locale: string): LiveClass =>
    liveClassView(row, at, locale, recordingOf(row));

  const liveClassOf = async (s: Student, liveClassId: string) => {
    const row = await store.liveClass(s.child.orgId, s.classIds, s.child.profile.id, liveClassId);
    if (!row) throw new AppError('LIVE_CLASS_NOT_FOUND');
    return row;
  };
  /** The class, refused unless it is on now (the room and attendance). */
  const ongoingClassOf = async (s: Student, liveClassId: string, at: number) => {
    const row = await liveClassOf(s, liveClassId);
    if (!liveClassOngoing(timingOf(row), at)) throw new AppError('LIVE_CLASS_NOT_OPEN');
    return row;
  };

  const batchView = (
    batch: StudentBatchRow,
    classes: readonly StudentLiveClassRow[],
    at: number,
    locale: string,
  ): LiveClassBatch => {
    const held = classes.filter((c) => c.batch_id === batch.id && c.cancelled_at === null);
    const next = held.find((c) => at < liveClassEnd(timingOf(c)));
    return {
      batchId: batch.id,
      title: localTitle(batch.title, batch.title_translations, locale),
      classId: batch.classroom_id,
      className: batch.class_name,
      subjectCode: batch.subject_code,
      liveClassCount: held.length,
      nextStartsAt: next?.starts_at ?? null,
    };
  };

  registerCall(app, liveClassesCall, async ({ query }, request) => {
    const s = await student(request);
    const at = now();
    const locale = localeOf(s, query.locale);
    const bounds = categoryStartBounds(query.category, at);
    const rows = await store.classes({
      orgId: s.child.orgId,
      classIds: s.classIds,
      profileId: s.child.profile.id,
      batchId: query.batchId,
      startsFrom: bounds.from,
      startsBefore: bounds.before,
    });
    const inCategory = rows
      .map((row) => view(row, at, locale))
      .filter((c) => c.categories.includes(query.category));
    // Looking back starts from the latest class; every other list looks ahead, soonest first.
    if (query.category === 'PAST') inCategory.reverse();
    const offset = (query.pageNumber - 1) * query.pageSize;
    return {
      body: {
        data: {
          liveClasses: inCategory.slice(offset, offset + query.pageSize),
          total: inCategory.length,
        },
      },
    };
  });

  registerCall(app, liveClassCall, async ({ params, query }, request) => {
    const s = await student(request);
    const row = await liveClassOf(s, params.liveClassId);
    return { body: { data: view(row, now(), localeOf(s, query.locale)) } };
  });

  registerCall(app, liveClassRegistrationCall, async ({ params, query, body }, request) => {
    const s = await student(request);
    const at = now();
    const row = await liveClassOf(s, params.liveClassId);
    await store.setRegistration(s.child.orgId, row.id, s.child.profile.id, body.registered, at);
    const after = { ...row, registered_at: body.registered ? (row.registered_at ?? at) : null };
    return { body: { data: view(after, at, localeOf(s, query.locale)) } };
  });

  registerCall(app, liveClassAttendanceCall, async ({ params, body }, request) => {
    const s = await student(request);
    const at = now();
    const row = await ongoingClassOf(s, params.liveClassId, at);
    const attendance = await store.recordAttendance(
      s.child.orgId,
      row.id,
      s.child.profile.id,
      (before) => attendanceAfter(before, body.event, at),
    );
    return {
      body: {
        data: {
          liveClassAttendedStatus: liveClassAttendedStatus(
            timingOf(row),
            attendance.secondsSpent,
            at,
          ),
          timeSpent: attendance.secondsSpent,
        },
      },
    };
  });

  registerCall(app, liveClassRoomCall, async ({ params }, request) => {
    const s = await student(request);
    const row = await ongoingClassOf(s, params.liveClassId, now());
    if (row.provider !== meetings.id)
      throw new Error(
        `live class ${row.id} is on ${row.provider}, but this server's meetings are ${meetings.id}`,
      );
    const roster = await store.memberName(s.child.orgId, row.classroom_id, s.child.profile.id);
    const name = roster ?? s.child.profile;
    const displayName = `${name.first_name} ${name.last_name}`.trim();
    return { body: { data: { url: meetings.roomUrl(row.room, { displayName }) } } };
  });

  registerCall(app, liveClassSummaryCall, async ({ params, query }, request) => {
    const s = await student(request);
    const at = now();
    const locale = localeOf(s, query.locale);
    const row = await liveClassOf(s, params.liveClassId);
    const own = view(row, at, locale);
    const summary = {
      title: own.title,
      liveClassAttendedStatus: own.liveClassAttendedStatus,
      timeSpent: own.timeSpent,
      recordingUrl: recordingOf(row),
      startsAt: own.startsAt,
      endsAt: own.endsAt,
    };
    if (query.analysis !== 'performance') return { body: { data: summary } };
    // The batch's classes, or the classroom's when the class is in no batch, that took place.
    const classes = await store.classes({
      orgId: s.child.orgId,
      classIds: [row.classroom_id],
      profileId: s.child.profile.id,
      batchId: row.batch_id ?? undefined,
      startsBefore: at + 1,
    });
    const held = classes
      .filter((c) => c.cancelled_at === null)
      .map((c) => view(c, at, locale))
      .map((c) => ({
        liveClassId: c.liveClassId,
        title: c.title,
        liveClassAttendedStatus: c.liveClassAttendedStatus,
        timeSpent: c.timeSpent,
      }));
    return {
      body: {
        data: {
          ...summary,
          performance: {
            classesHeld: held.length,
            classesAttended: held.filter((c) => c.liveClassAttendedStatus === 'ATTENDED').length,
            secondsSpent: held.reduce((sum, c) => sum + c.timeSpent, 0),
            classes: held,
          },
        },
      },
    };
  });

  registerCall(app, liveClassBatchesCall, async ({ query }, request) => {
    const s = await student(request);
    const at = now();
    const locale = localeOf(s, query.locale);
    const batches = await store.batches(s.child.orgId, s.classIds);
    const classes = await store.classes({
      orgId: s.child.orgId,
      classIds: [...new Set(batches.map((b) => b.classroom_id))],
      profileId: s.child.profile.id,
    });
    return {
      body: { data: { batches: batches.map((b) => batchView(b, classes, at, locale)) } },
    };
  });

  registerCall(app, liveClassBatchCall, async ({ params, query }, request) => {
    const s = await student(request);
    const at = now();
    const locale = localeOf(s, query.locale);
    const [batch] = await store.batches(s.child.orgId, s.classIds, params.batchId);
    if (!batch) throw new AppError('BATCH_NOT_FOUND');
    const classes = await store.classes({
      orgId: s.child.orgId,
      classIds: [batch.classroom_id],
      profileId: s.child.profile.id,
      batchId: batch.id,
    });
    return {
      body: {
        data: {
          ...batchView(batch, classes, at, locale),
          liveClasses: classes.map((c) => view(c, at, locale)),
        },
      },
    };
  });
}
