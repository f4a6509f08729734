import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Assignment } from '../../domain/contracts/assignments.ts';
import type { Tile } from '../../domain/contracts/content.ts';
import type { PracticeQuestion } from '../../domain/contracts/practice.ts';
import type { TestSession } from '../../domain/contracts/mockTests.ts';
import { keyAsAnswer } from '../../domain/questions/keyAsAnswer.ts';
import type { BankQuestion } from '../../domain/questions/questionTypes.ts';
import {
  assignWork,
  cancelAssignment,
  classProgress,
  listAssignments,
} from '../../server/services/classroom/assignmentStore.ts';
import {
  createClassroom,
  enrolMember,
} from '../../server/services/classroom/instituteClassroomStore.ts';
import { createBatch } from '../../server/services/classroom/liveScheduleStore.ts';
import {
  createTestApp,
  demoBank,
  DIALECTS,
  familyWithChild,
  type Family,
  type TestApp,
} from './testApp.ts';

const HOST = 'abhyas.localhost';
/** The default brand's organisation: its school id. */
const ORG = 1;
const OTHER_ORG = 15;
const LESSON = 'projectile-motion';
/** The chapter the lesson is the one lesson of, with eleven practice questions. */
const KINEMATICS = 'PreUG--jee-main--physics--mechanics--kinematics';
const BOOK = 'jee-main-physics';
const TEST = 'jee-main-mock-1';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const BASE = '/api/classroom/v1/student';

describe.each(DIALECTS)('school work on %s', (dialect) => {
  let t: TestApp;
  let asha: Family;
  let ravi: Family;
  let classId: string;
  let bank: Map<string, BankQuestion>;
  const db = () => t.deps.db;
  const now = () => t.deps.clock();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    asha = await familyWithChild(t, '9400000081');
    // Ravi studies with the same institute, in no class of it.
    ravi = await familyWithChild(t, '9400000082');
    bank = await demoBank();
    const made = await createClassroom(db(), { orgId: ORG, name: 'Class 11 A', now: now() });
    if (!made) throw new Error('no class');
    classId = made.id;
    const enrolled = await enrolMember(db(), {
      orgId: ORG,
      classroomId: classId,
      profileId: asha.childId,
      firstName: 'Asha',
      lastName: 'Rao',
      now: now(),
      joinedBy: 'roster',
    });
    expect(enrolled).toBe(true);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (who: Family, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: { host: HOST, 'x-auth-token': who.childToken },
    });
  async function ok<T>(answer: Promise<LightMyRequestResponse>): Promise<T> {
    const done = await answer;
    expect(done.statusCode, done.body).toBe(200);
    return done.json<{ data: T }>().data;
  }
  const refused = async (answer: Promise<LightMyRequestResponse>, status: number, code: string) => {
    const done = await answer;
    expect(done.statusCode, done.body).toBe(status);
    expect(done.json()).toMatchObject({ code });
  };

  const assign = async (
    kind: Assignment['kind'],
    contentRef: string,
    dueIn = DAY,
    orgId = ORG,
    classroomId = classId,
  ) =>
    (
      await assignWork(db(), {
        orgId,
        classroomId,
        kind,
        contentRef,
        note: 'Before Friday',
        dueAt: now() + dueIn,
        now: now(),
      })
    ).id;
  const one = (who: Family, id: string) =>
    ok<Assignment>(call(who, 'GET', `${BASE}/assignments/${id}`));
  const list = async (who: Family, query = '') =>
    (await ok<{ assignments: Assignment[] }>(call(who, 'GET', `${BASE}/assignments${query}`)))
      .assignments;
  const ids = (homework: string) => ({
    homework_id: homework,
    school_id: String(ORG),
    class_id: classId,
  });
  const watch = (who: Family, status: string, extra: object = {}) =>
    call(who, 'POST', '/api/content/content-status', {
      child_id: who.childId,
      content_id: LESSON,
      content_status: status,
      content_type: 'Video',
      length: 60,
      watched_duration: status === 'COMPLETED' ? 60 : 20,
      ...extra,
    });
  const rowOf = (table: 'content_status' | 'practice_sessions' | 'test_sessions', id: string) =>
    db()
      .selectFrom(table)
      .select(['homework_id', 'school_id', 'class_id'])
      .where('homework_id', '=', id)
      .execute();

  it('lists an assignment with its due date, not started, and where to do it', async () => {
    const dueAt = now() + DAY;
    const id = await assign('lesson', LESSON);
    const shown = await one(asha, id);
    expect(shown).toMatchObject({
      assignmentId: id,
      classId,
      className: 'Class 11 A',
      schoolId: String(ORG),
      kind: 'lesson',
      type: 'abhyas',
      contentRef: LESSON,
      title: 'Projectile Motion',
      note: 'Before Friday',
      status: 'not_started',
      progressPercent: 0,
      completedDate: null,
    });
    expect(shown.dueDate).toBeGreaterThanOrEqual(dueAt);
    expect(shown.href).toBe(
      `/video/summary/${LESSON}?homework_id=${id}&school_id=${ORG}&class_id=${classId}`,
    );
    // In the asked language, and in the list.
    expect(
      (await ok<Assignment>(call(asha, 'GET', `${BASE}/assignments/${id}?locale=hi`))).title,
    ).toBe('प्रक्षेप्य गति');
    expect((await list(asha)).map((a) => a.assignmentId)).toContain(id);
    expect((await list(asha, '?type=Book')).map((a) => a.assignmentId)).not.toContain(id);
  });

  it('turns a lesson and its chapter in progress, then done, from the lesson’s progress', async () => {
    const lesson = await assign('lesson', LESSON, 2 * DAY);
    const chapter = await assign('chapter', KINEMATICS, 2 * DAY);
    const started = await watch(asha, 'INPROGRESS', ids(lesson));
    expect(started.statusCode, started.body).toBe(200);
    expect(await one(asha, lesson)).toMatchObject({ status: 'in_progress', progressPercent: 0 });
    expect((await one(asha, chapter)).status).toBe('in_progress');
    expect(await rowOf('content_status', lesson)).toEqual([ids(lesson)]);

    // Finished from the learn home, without the ids: done all the same, and the ids stay.
    expect((await watch(asha, 'COMPLETED')).statusCode).toBe(200);
    const done = await one(asha, lesson);
    expect(done).toMatchObject({ status: 'done', progressPercent: 100 });
    expect(done.completedDate).not.toBeNull();
    expect((await one(asha, chapter)).status).toBe('done');
    expect(await rowOf('content_status', lesson)).toEqual([ids(lesson)]);
  });

  it('counts practice answers given in sessions started with the assignment', async () => {
    const practice = await assign('practice', KINEMATICS);
    expect((await one(asha, practice)).href).toMatch(/^\/practice\?mode=Normal&learnmap_id=/);
    const session = (
      await ok<{ session_id: string }>(
        call(asha, 'POST', '/api/practice/v1/practice/session', {
          type: 'Normal',
          learning_map: { learnpath_name: KINEMATICS },
          ...ids(practice),
        }),
      )
    ).session_id;
    expect(await rowOf('practice_sessions', practice)).toEqual([ids(practice)]);
    const answer = async () => {
      const next = await ok<{ question: PracticeQuestion }>(
        call(asha, 'GET', `/api/practice/v1/practice/${session}/question`),
      );
      const code = next.question.code;
      const reply = await call(
        asha,
        'POST',
        `/api/practice/v1/practice/${session}/question/${code}`,
        {
          event: 'submit',
          at: now(),
          time_spent: 30,
          answer: keyAsAnswer(bank.get(code) as BankQuestion),
        },
      );
      expect(reply.statusCode, reply.body).toBe(200);
    };
    for (let i = 0; i < 3; i += 1) await answer();
    expect(await one(asha, practice)).toMatchObject({ status: 'in_progress', progressPercent: 30 });
    for (let i = 3; i < 10; i += 1) await answer();
    expect(await one(asha, practice)).toMatchObject({ status: 'done', progressPercent: 100 });
  });

  it('counts a test done once the session started with the assignment is submitted', async () => {
    const test = await assign('test', TEST);
    const shown = await one(asha, test);
    expect(shown.type).toBe('Custom');
    expect(shown.href).toBe(
      `/test/summary/${TEST}?schoolId=${ORG}&classId=${classId}&homework_id=${test}`,
    );
    const session = await ok<TestSession>(
      call(asha, 'POST', `/api/test/v1/test/${TEST}/session`, ids(test)),
    );
    expect(await rowOf('test_sessions', test)).toEqual([ids(test)]);
    expect((await one(asha, test)).status).toBe('in_progress');
    const submitted = await call(asha, 'POST', `/api/test/v1/test/${session.id}/events`, {
      events: [
        {
          id: 'submit-1',
          sequence: 1,
          t: now(),
          section: null,
          question_code: null,
          event_type: 'freeze',
          event_info: { reason: 'submit' },
        },
      ],
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(await one(asha, test)).toMatchObject({ status: 'done', progressPercent: 100 });
  });

  it('keeps the ids on bookmarks and timeline records', async () => {
    const book = await assign('book', BOOK);
    const bookmarked = await call(asha, 'POST', `/api/content/bookmark?child_id=${asha.childId}`, {
      bookmarked: true,
      child_id: asha.childId,
      content_id: LESSON,
      content_type: 'Video',
      content_category_type: 'Learn',
      ...ids(book),
    });
    expect(bookmarked.statusCode, bookmarked.body).toBe(200);
    const bookmarks = await ok<{ items: { record: Record<string, unknown> }[] }>(
      call(asha, 'GET', '/api/content/bookmarks?type=video'),
    );
    expect(bookmarks.items[0]?.record).toMatchObject(ids(book));
    const reaction = await db()
      .selectFrom('reactions')
      .select(['homework_id', 'school_id', 'class_id'])
      .where('child_id', '=', asha.childId)
      .where('content_id', '=', LESSON)
      .executeTakeFirst();
    expect(reaction).toEqual(ids(book));

    const record = await ok<{ id: string }>(
      call(asha, 'POST', '/api/timeline/activity', {
        source_reference: 'video_player',
        content_id: LESSON,
        type: 'Video',
        activity_duration: 40,
        ...ids(book),
      }),
    );
    const kept = await db()
      .selectFrom('timeline_activity')
      .select(['homework_id', 'school_id', 'class_id'])
      .where('id', '=', record.id)
      .executeTakeFirst();
    expect(kept).toEqual(ids(book));
    // A record that is not school work keeps none.
    const plain = await ok<{ id: string }>(
      call(asha, 'POST', '/api/timeline/activity', {
        source_reference: 'video_player',
        content_id: LESSON,
        type: 'Video',
      }),
    );
    expect(
      await db()
        .selectFrom('timeline_activity')
        .select(['homework_id', 'school_id', 'class_id'])
        .where('id', '=', plain.id)
        .executeTakeFirst(),
    ).toEqual({ homework_id: null, school_id: null, class_id: null });
  });

  it('refuses an assignment to a student outside its class, and ids that do not match', async () => {
    const lesson = await assign('lesson', LESSON);
    await refused(call(ravi, 'GET', `${BASE}/assignments/${lesson}`), 404, 'ASSIGNMENT_NOT_FOUND');
    expect(await list(ravi)).toEqual([]);
    // Work sent as another class's homework is refused, not silently counted for nothing.
    await refused(watch(ravi, 'INPROGRESS', ids(lesson)), 404, 'ASSIGNMENT_NOT_FOUND');
    await refused(
      call(ravi, 'POST', '/api/practice/v1/practice/session', {
        type: 'Normal',
        learning_map: { learnpath_name: KINEMATICS },
        homework_id: lesson,
      }),
      404,
      'ASSIGNMENT_NOT_FOUND',
    );
    await refused(
      watch(asha, 'INPROGRESS', { ...ids(lesson), class_id: 'another-class' }),
      404,
      'ASSIGNMENT_NOT_FOUND',
    );
    await refused(
      watch(asha, 'INPROGRESS', { ...ids(lesson), school_id: String(OTHER_ORG) }),
      404,
      'ASSIGNMENT_NOT_FOUND',
    );
    // Another institute's assignment is not found, like one that never was.
    const elsewhere = await createClassroom(db(), {
      orgId: OTHER_ORG,
      name: 'Vidya 11',
      now: now(),
    });
    if (!elsewhere) throw new Error('no class');
    const theirs = await assign('lesson', LESSON, DAY, OTHER_ORG, elsewhere.id);
    await refused(call(asha, 'GET', `${BASE}/assignments/${theirs}`), 404, 'ASSIGNMENT_NOT_FOUND');
    // A cancelled one is gone from the student's view.
    await cancelAssignment(db(), { orgId: ORG, assignmentId: lesson, now: now() });
    await refused(call(asha, 'GET', `${BASE}/assignments/${lesson}`), 404, 'ASSIGNMENT_NOT_FOUND');
    await refused(watch(asha, 'INPROGRESS', ids(lesson)), 404, 'ASSIGNMENT_NOT_FOUND');
    expect(
      (await listAssignments(db(), { orgId: ORG, classroomId: classId })).find(
        (a) => a.id === lesson,
      )?.cancelledAt,
    ).not.toBeNull();
  });

  it('refuses to assign what the pack does not have, naming the field', async () => {
    await expect(assign('lesson', 'no-such-video')).rejects.toThrow(/contentRef/);
    await expect(assign('chapter', `${KINEMATICS}--projectile-motion`)).rejects.toThrow(
      /chapter learn path/,
    );
    await expect(assign('test', 'jee-main-diagnostic-physics')).rejects.toThrow(/test code/);
    await expect(assign('book', BOOK, -MINUTE)).rejects.toThrow(/dueAt/);
    await expect(assign('book', BOOK, DAY, ORG, 'no-such-class')).rejects.toThrow(/classroomId/);
  });

  it('shows the school’s shelves: assignments, school tests and live-class courses', async () => {
    await createBatch(db(), {
      orgId: ORG,
      classroomId: classId,
      title: 'Physics crash course',
      now: now(),
    });
    const shelf = async (who: Family, source: string) =>
      (await ok<{ tiles: Tile[] }>(call(who, 'GET', `/api/content/shelf/${source}`))).tiles;
    const assignments = await shelf(asha, 'assignments');
    expect(assignments.length).toBeGreaterThan(0);
    expect(assignments[0]).toMatchObject({
      tileType: 'assignments',
      schoolId: String(ORG),
      classId,
    });
    for (const tile of assignments) {
      expect(tile.id).toBe(tile.schoolAssignmentId);
      expect(typeof tile.dueDate).toBe('number');
      expect(tile.schoolAssignmentTag).toBeDefined();
    }
    expect(
      assignments.some((tile) => tile.schoolAssignmentTag === 'done' && tile.completedDate),
    ).toBe(true);
    const tests = await shelf(asha, 'schoolTests');
    expect(tests.map((tile) => [tile.tileType, tile.tileName])).toEqual([
      ['school_test', expect.any(String)],
    ]);
    expect(
      (await shelf(asha, 'liveClassCourses')).map((tile) => [tile.tileType, tile.tileName]),
    ).toEqual([['live_class_course', 'Physics crash course']]);
    expect(await shelf(ravi, 'assignments')).toEqual([]);
    expect(await shelf(ravi, 'liveClassCourses')).toEqual([]);
  });

  it('turns open work overdue at its due time, and gives the institute each member’s status', async () => {
    const soon = await assign('book', BOOK, 5 * MINUTE);
    expect((await one(asha, soon)).status).toBe('not_started');
    t.advance(5 * MINUTE);
    expect((await one(asha, soon)).status).toBe('overdue');
    const overdue = await list(asha, '?status=overdue');
    expect(overdue.map((a) => a.assignmentId)).toContain(soon);
    // Open work comes before done work.
    const all = await list(asha);
    const firstDone = all.findIndex((a) => a.status === 'done');
    expect(all.slice(firstDone).every((a) => a.status === 'done')).toBe(true);

    const progress = await classProgress(db(), { orgId: ORG, classroomId: classId, now: now() });
    expect(progress.members.map((m) => m.firstName)).toEqual(['Asha']);
    const statuses = new Map(
      progress.members[0]?.assignments.map((a) => [a.assignmentId, a.status]),
    );
    expect(statuses.get(soon)).toBe('overdue');
    expect([...statuses.values()]).toContain('done');
  });
});
