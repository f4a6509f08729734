import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBrands } from '../../cli/brands/loadBrands.ts';
import type { LiveClass } from '../../domain/contracts/liveClasses.ts';
import type { LiveClassCategory } from '../../domain/liveClass/liveClassCategories.ts';
import { authStore } from '../../server/services/auth/authStore.ts';
import { hashPassword } from '../../server/services/auth/passwords.ts';
import { classroomStore } from '../../server/services/classroom/classroomStore.ts';
import {
  createClassroom,
  enrolMember,
} from '../../server/services/classroom/instituteClassroomStore.ts';
import {
  cancelLiveClass,
  createBatch,
  endLiveClass,
  scheduleLiveClass,
  setRecording,
} from '../../server/services/classroom/liveScheduleStore.ts';
import {
  createTestApp,
  DIALECTS,
  familyWithChild,
  signInAgain,
  type Family,
  type TestApp,
} from './testApp.ts';

const VIDYA = 'vidya.localhost';
const VIDYA_ORG = 15;
const GURUKUL_ORG = 16;
const PRAGATI = 'pragati.localhost';
const PRAGATI_ORG = 18;
const PASSWORD = 'Str0ng#pass';
const BASE = '/api/classroom/v1/student';
/** The meeting service tests point at: an address on this machine, never the network. */
const MEETING_URL = 'http://127.0.0.1:9/meet';
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface Student extends Family {
  mobile: string;
  host: string;
}

describe.each(DIALECTS)('live classes on %s', (dialect) => {
  let t: TestApp;
  const db = () => t.deps.db;
  const now = () => t.deps.clock();

  /** A student the institute made an account for (institutes take no sign-ups). */
  async function student(mobile: string, firstName: string, host = VIDYA, orgId = VIDYA_ORG) {
    const store = authStore(db());
    const id = await store.insertUser({
      org_id: orgId,
      email: null,
      mobile,
      password_hash: await hashPassword(PASSWORD),
      first_name: firstName,
      last_name: '',
      created_at: 0,
    });
    if (id === undefined) throw new Error(`${mobile} was not made`);
    await store.markVerified(id, 'sms');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { mobile, password: PASSWORD, device_id: 'tests' },
      headers: { host },
    });
    const token = String(signIn.headers['x-auth-token']);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/auth/add_profile',
      payload: { first_name: firstName, primary_goal: 'PreUG', primary_exam: 'jee-main' },
      headers: { host, 'x-auth-token': token },
    });
    expect(added.statusCode, added.body).toBe(200);
    const child = added.json<{ data: { id: string; token: string } }>().data;
    return { token, childId: child.id, childToken: child.token, mobile, host } satisfies Student;
  }

  async function classroom(name: string, orgId = VIDYA_ORG): Promise<string> {
    const made = await createClassroom(db(), { orgId, name, now: now() });
    if (!made) throw new Error(`${name} was not made`);
    return made.id;
  }

  async function enrol(who: Student, classroomId: string, firstName: string, lastName: string) {
    const orgId = who.host === VIDYA ? VIDYA_ORG : PRAGATI_ORG;
    const enrolled = await enrolMember(db(), {
      orgId,
      classroomId,
      profileId: who.childId,
      firstName,
      lastName,
      now: now(),
      joinedBy: 'roster',
    });
    expect(enrolled).toBe(true);
  }

  function schedule(
    classroomId: string,
    title: string,
    startsAt: number,
    durationMinutes: number,
    more: { batchId?: string; titleTranslations?: Record<string, string>; orgId?: number } = {},
  ) {
    return scheduleLiveClass(db(), {
      orgId: more.orgId ?? VIDYA_ORG,
      classroomId,
      batchId: more.batchId,
      title,
      titleTranslations: more.titleTranslations,
      teacherName: 'Ms Iyer',
      subjectCode: 'physics',
      startsAt,
      durationMinutes,
      provider: 'jitsi',
      now: now(),
    });
  }

  const call = (
    who: Student,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url: `${BASE}${url}`,
      payload,
      headers: { host: who.host, 'x-auth-token': who.childToken },
    });

  async function ok<T>(answer: Promise<LightMyRequestResponse>): Promise<T> {
    const done = await answer;
    expect(done.statusCode, done.body).toBe(200);
    return done.json<{ data: T }>().data;
  }

  const titlesIn = async (who: Student, category: LiveClassCategory, extra = '') =>
    (
      await ok<{ liveClasses: LiveClass[]; total: number }>(
        call(who, 'GET', `/live-classes?category=${category}${extra}`),
      )
    ).liveClasses.map((c) => c.title);

  /** Moves the clock to the next whole second, so times in the room are whole to the test too. */
  const toWholeSecond = () => t.advance(SECOND - (now() % SECOND));

  const refused = async (answer: Promise<LightMyRequestResponse>, status: number, code: string) => {
    const done = await answer;
    expect(done.statusCode, done.body).toBe(status);
    expect(done.json()).toMatchObject({ code });
  };

  beforeAll(async () => {
    const { brands } = await loadBrands();
    t = await createTestApp(dialect, {
      // Pragati with its live classes switched off, beside Vidya with them on.
      brands: brands
        .map((b) => b.docs.brand)
        .map((b) => (b.id === 'pragati' ? { ...b, liveClass: 'off' as const } : b)),
      meetings: { provider: 'jitsi', meetingUrl: MEETING_URL },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists each category right around now, past ones latest first and the rest soonest first', async () => {
    const meera = await student('9620000001', 'Meera');
    const room = await classroom('Listing');
    await enrol(meera, room, 'Meera', 'Nair');
    // The test clock starts on Sunday 22 November 2026 at 13:30 in India.
    const at = now();
    await schedule(room, 'ending soon', at - 59 * MINUTE, 60);
    await schedule(room, 'ongoing', at - 10 * MINUTE, 60);
    await schedule(room, 'earlier today', at - 3 * HOUR, 60);
    await schedule(room, 'yesterday', at - DAY, 60);
    const endedEarly = await schedule(room, 'ended early', at - 30 * MINUTE, 60);
    await endLiveClass(db(), {
      orgId: VIDYA_ORG,
      liveClassId: endedEarly.id,
      now: at - 5 * MINUTE,
    });
    await schedule(room, 'starting soon', at + MINUTE, 30);
    const cancelled = await schedule(room, 'cancelled', at + HOUR, 60);
    await cancelLiveClass(db(), { orgId: VIDYA_ORG, liveClassId: cancelled.id, now: at });
    const laterToday = await schedule(room, 'later today', at + 2 * HOUR, 60);
    // Monday: next week already, in India's Monday-to-Sunday weeks.
    await schedule(room, 'tomorrow', at + DAY, 60);
    await schedule(room, 'in eight days', at + 8 * DAY, 60);

    expect(await titlesIn(meera, 'PRESENT')).toEqual(['ending soon', 'ongoing']);
    expect(await titlesIn(meera, 'FUTURE')).toEqual([
      'starting soon',
      'cancelled',
      'later today',
      'tomorrow',
      'in eight days',
    ]);
    expect(await titlesIn(meera, 'PAST')).toEqual(['ended early', 'earlier today', 'yesterday']);
    expect(await titlesIn(meera, 'TODAY')).toEqual([
      'earlier today',
      'ending soon',
      'ended early',
      'ongoing',
      'starting soon',
      'cancelled',
      'later today',
    ]);
    expect(await titlesIn(meera, 'NEXTWEEK')).toEqual(['tomorrow']);
    expect(await titlesIn(meera, 'REGD')).toEqual([]);

    const page = await ok<{ liveClasses: LiveClass[]; total: number }>(
      call(meera, 'GET', '/live-classes?pageNumber=2&pageSize=3'),
    );
    expect(page.total).toBe(10);
    expect(page.liveClasses.map((c) => c.title)).toEqual([
      'ended early',
      'ongoing',
      'starting soon',
    ]);

    const registered = await ok<LiveClass>(
      call(meera, 'PUT', `/live-classes/${laterToday.id}/registration`, { registered: true }),
    );
    expect(registered).toMatchObject({ registered: true, cancelled: false });
    expect(registered.categories).toEqual(['FUTURE', 'TODAY', 'REGD', 'DEFAULT']);
    expect(await titlesIn(meera, 'REGD')).toEqual(['later today']);
    const withdrawn = await ok<LiveClass>(
      call(meera, 'PUT', `/live-classes/${laterToday.id}/registration`, { registered: false }),
    );
    expect(withdrawn.registered).toBe(false);
    expect(await titlesIn(meera, 'REGD')).toEqual([]);

    const shown = await ok<LiveClass>(call(meera, 'GET', `/live-classes/${cancelled.id}`));
    expect(shown).toMatchObject({
      title: 'cancelled',
      className: 'Listing',
      teacherName: 'Ms Iyer',
      cancelled: true,
      liveClassAttendedStatus: 'NOT_STARTED',
      timeSpent: 0,
      hasRecording: false,
      durationMinutes: 60,
      endsAt: cancelled.startsAt + HOUR,
    });

    // A minute on: the class starting soon is on, the one ending soon is over.
    t.advance(MINUTE);
    expect(await titlesIn(meera, 'PRESENT')).toEqual(['ongoing', 'starting soon']);
    expect(await titlesIn(meera, 'PAST')).toEqual([
      'ended early',
      'ending soon',
      'earlier today',
      'yesterday',
    ]);
  });

  it('shows a title in the asked language where the institute gave one', async () => {
    const veda = await student('9620000002', 'Veda');
    const room = await classroom('Titles');
    await enrol(veda, room, 'Veda', 'K');
    const made = await schedule(room, 'Laws of motion', now() + HOUR, 45, {
      titleTranslations: { hi: 'गति के नियम' },
    });
    const titleIn = async (query: string) =>
      (await ok<LiveClass>(call(veda, 'GET', `/live-classes/${made.id}${query}`))).title;
    expect(await titleIn('?locale=hi')).toBe('गति के नियम');
    expect(await titleIn('?locale=ta')).toBe('Laws of motion');
    expect(await titleIn('')).toBe('Laws of motion');
  });

  it('opens the room only while the class is on, and counts whole seconds in it', async () => {
    let asha = await student('9620000003', 'Asha R');
    const room = await classroom('Class 11 A');
    await enrol(asha, room, 'Asha', 'Rao');
    const batch = await createBatch(db(), {
      orgId: VIDYA_ORG,
      classroomId: room,
      title: 'Mechanics',
      titleTranslations: { hi: 'यांत्रिकी' },
      subjectCode: 'physics',
      now: now(),
    });
    const first = await schedule(room, 'Kinematics', now() + MINUTE, 3, { batchId: batch.id });
    const second = await schedule(room, 'Forces', first.startsAt + 4 * MINUTE, 2, {
      batchId: batch.id,
    });
    const attend = (id: string, event: string) =>
      call(asha, 'POST', `/live-classes/${id}/attendance`, { event });

    await refused(call(asha, 'GET', `/live-classes/${first.id}/room`), 409, 'LIVE_CLASS_NOT_OPEN');
    await refused(attend(first.id, 'join'), 409, 'LIVE_CLASS_NOT_OPEN');

    t.advance(MINUTE);
    toWholeSecond();
    type Attended = { liveClassAttendedStatus: string; timeSpent: number };
    expect(await ok<Attended>(attend(first.id, 'join'))).toEqual({
      liveClassAttendedStatus: 'NOT_STARTED',
      timeSpent: 0,
    });
    const { url } = await ok<{ url: string }>(call(asha, 'GET', `/live-classes/${first.id}/room`));
    const opened = new URL(url);
    expect(`${opened.origin}${opened.pathname}`).toBe(`${MEETING_URL}/${first.room}`);
    // The roster's name, not the profile's: the one the teacher knows.
    const fragment = new URLSearchParams(opened.hash.slice(1));
    expect(JSON.parse(fragment.get('userInfo.displayName') ?? '')).toBe('Asha Rao');
    expect(first.room).toMatch(/^live-[0-9a-f]{32}$/);

    t.advance(30 * SECOND);
    expect(await ok<Attended>(attend(first.id, 'heartbeat'))).toEqual({
      liveClassAttendedStatus: 'PARTIAL',
      timeSpent: 30,
    });
    t.advance(12 * SECOND);
    const left = await ok<Attended>(attend(first.id, 'leave'));
    expect(left).toEqual({ liveClassAttendedStatus: 'PARTIAL', timeSpent: 42 });
    expect(Number.isInteger(left.timeSpent)).toBe(true);

    // After its end: the room and attendance are shut.
    t.advance(3 * MINUTE);
    await refused(call(asha, 'GET', `/live-classes/${first.id}/room`), 409, 'LIVE_CLASS_NOT_OPEN');
    await refused(attend(first.id, 'heartbeat'), 409, 'LIVE_CLASS_NOT_OPEN');

    // The second class: a minute of its two is half, so ATTENDED.
    t.advance(second.startsAt - now());
    asha = { ...asha, ...(await signInAgain(t, asha.mobile, VIDYA)) };
    toWholeSecond();
    await ok(attend(second.id, 'join'));
    t.advance(30 * SECOND);
    await ok(attend(second.id, 'heartbeat'));
    t.advance(30 * SECOND);
    expect(await ok<Attended>(attend(second.id, 'heartbeat'))).toEqual({
      liveClassAttendedStatus: 'ATTENDED',
      timeSpent: 60,
    });
    t.advance(2 * MINUTE);

    await setRecording(db(), {
      orgId: VIDYA_ORG,
      liveClassId: first.id,
      url: 'https://videos.vidya.example/kinematics',
    });
    const summary = await ok<Record<string, unknown>>(
      call(asha, 'GET', `/live-classes/${first.id}/summary`),
    );
    expect(summary).toEqual({
      title: 'Kinematics',
      liveClassAttendedStatus: 'PARTIAL',
      timeSpent: 42,
      recordingUrl: 'https://videos.vidya.example/kinematics',
      startsAt: first.startsAt,
      endsAt: first.startsAt + 3 * MINUTE,
    });
    const performance = await ok<{ performance: unknown }>(
      call(asha, 'GET', `/live-classes/${second.id}/summary?analysis=performance`),
    );
    expect(performance).toMatchObject({
      liveClassAttendedStatus: 'ATTENDED',
      timeSpent: 60,
      recordingUrl: null,
      performance: {
        classesHeld: 2,
        classesAttended: 1,
        secondsSpent: 102,
        classes: [
          {
            liveClassId: first.id,
            title: 'Kinematics',
            liveClassAttendedStatus: 'PARTIAL',
            timeSpent: 42,
          },
          {
            liveClassId: second.id,
            title: 'Forces',
            liveClassAttendedStatus: 'ATTENDED',
            timeSpent: 60,
          },
        ],
      },
    });

    const shown = await ok<LiveClass>(call(asha, 'GET', `/live-classes/${first.id}`));
    expect(shown).toMatchObject({ hasRecording: true, batchId: batch.id, batchTitle: 'Mechanics' });

    const { batches } = await ok<{ batches: unknown[] }>(call(asha, 'GET', '/batches?locale=hi'));
    expect(batches).toEqual([
      {
        batchId: batch.id,
        title: 'यांत्रिकी',
        classId: room,
        className: 'Class 11 A',
        subjectCode: 'physics',
        liveClassCount: 2,
        nextStartsAt: null,
      },
    ]);
    const detail = await ok<{ liveClasses: LiveClass[]; liveClassCount: number }>(
      call(asha, 'GET', `/batches/${batch.id}`),
    );
    expect(detail.liveClasses.map((c) => c.title)).toEqual(['Kinematics', 'Forces']);
    expect(detail.liveClasses.map((c) => c.liveClassAttendedStatus)).toEqual([
      'PARTIAL',
      'ATTENDED',
    ]);
  });

  it('finds nothing of a class the student is not in, has left, or of another organisation', async () => {
    const room = await classroom('Class 12 B');
    const other = await classroom('Class 12 C');
    const owner = await student('9620000004', 'Owner');
    await enrol(owner, room, 'Owner', 'One');
    const ravi = await student('9620000005', 'Ravi');
    await enrol(ravi, other, 'Ravi', 'Kumar');
    const kiran = await student('9620000006', 'Kiran');
    await enrol(kiran, room, 'Kiran', 'Das');
    await classroomStore(db()).leave(VIDYA_ORG, kiran.childId, [room], now());
    const batch = await createBatch(db(), {
      orgId: VIDYA_ORG,
      classroomId: room,
      title: 'Optics',
      now: now(),
    });
    const on = await schedule(room, 'Lenses', now() - MINUTE, 60, { batchId: batch.id });
    const elsewhere = await classroom('Gurukul 10', GURUKUL_ORG);
    const theirs = await schedule(elsewhere, 'Theirs', now() - MINUTE, 60, {
      orgId: GURUKUL_ORG,
    });

    for (const outsider of [ravi, kiran]) {
      for (const [method, url, payload] of [
        ['GET', `/live-classes/${on.id}`],
        ['GET', `/live-classes/${on.id}/room`],
        ['GET', `/live-classes/${on.id}/summary?analysis=performance`],
        ['POST', `/live-classes/${on.id}/attendance`, { event: 'join' }],
        ['PUT', `/live-classes/${on.id}/registration`, { registered: true }],
      ] as const)
        await refused(call(outsider, method, url, payload), 404, 'LIVE_CLASS_NOT_FOUND');
      await refused(call(outsider, 'GET', `/batches/${batch.id}`), 404, 'BATCH_NOT_FOUND');
      expect(await titlesIn(outsider, 'DEFAULT')).toEqual([]);
      expect(await titlesIn(outsider, 'DEFAULT', `&batchId=${batch.id}`)).toEqual([]);
      expect((await ok<{ batches: unknown[] }>(call(outsider, 'GET', '/batches'))).batches).toEqual(
        [],
      );
    }
    // The owner sees it; nobody of Vidya sees Gurukul's, whose id is simply unknown here.
    expect(await titlesIn(owner, 'PRESENT')).toEqual(['Lenses']);
    await refused(call(owner, 'GET', `/live-classes/${theirs.id}`), 404, 'LIVE_CLASS_NOT_FOUND');
    await refused(
      call(owner, 'GET', `/live-classes/${theirs.id}/room`),
      404,
      'LIVE_CLASS_NOT_FOUND',
    );
    // And the institute's own writes are scoped alike.
    await expect(
      cancelLiveClass(db(), { orgId: VIDYA_ORG, liveClassId: theirs.id, now: now() }),
    ).rejects.toMatchObject({ code: 'LIVE_CLASS_NOT_FOUND' });
    await expect(
      schedule(elsewhere, 'Not ours', now(), 30, { batchId: batch.id, orgId: GURUKUL_ORG }),
    ).rejects.toMatchObject({ code: 'BATCH_NOT_FOUND' });
  });

  it('answers LIVE_CLASS_OFF where the brand has live classes off or by category', async () => {
    const abhyas = await familyWithChild(t, '9620000007');
    const byCategory: Student = { ...abhyas, mobile: '9620000007', host: 'abhyas.localhost' };
    const pragati = await student('9620000008', 'Pia', PRAGATI, PRAGATI_ORG);
    const room = await classroom('Pragati 9', PRAGATI_ORG);
    await enrol(pragati, room, 'Pia', 'S');
    const made = await schedule(room, 'Off', now() - MINUTE, 60, { orgId: PRAGATI_ORG });
    for (const who of [byCategory, pragati])
      for (const [method, url, payload] of [
        ['GET', '/live-classes'],
        ['GET', `/live-classes/${made.id}`],
        ['GET', `/live-classes/${made.id}/room`],
        ['GET', `/live-classes/${made.id}/summary`],
        ['POST', `/live-classes/${made.id}/attendance`, { event: 'join' }],
        ['PUT', `/live-classes/${made.id}/registration`, { registered: true }],
        ['GET', '/batches'],
        ['GET', `/batches/${made.id}`],
      ] as const)
        await refused(call(who, method, url, payload), 403, 'LIVE_CLASS_OFF');
  });

  it('refuses a category, page or event it does not know with the field named', async () => {
    const sam = await student('9620000009', 'Sam');
    for (const url of [
      '/live-classes?category=TOMORROW',
      '/live-classes?pageSize=51',
      '/live-classes?pageNumber=0',
      '/live-classes?pageSize=2.5',
    ])
      await refused(call(sam, 'GET', url), 400, 'VALIDATION_FAILED');
    await refused(
      call(sam, 'POST', '/live-classes/x/attendance', { event: 'dance' }),
      400,
      'VALIDATION_FAILED',
    );
    await refused(call(sam, 'GET', `/live-classes/${'x'.repeat(65)}`), 400, 'VALIDATION_FAILED');
    // Odd ids that are well formed reach the queries as a member's, and are simply not found.
    await enrol(sam, await classroom('Odd ids'), 'Sam', 'P');
    for (const id of ["' OR '1'='1", 'गणित', 'x'.repeat(64), '.x', '%25']) {
      const path = encodeURIComponent(id);
      await refused(call(sam, 'GET', `/live-classes/${path}/summary`), 404, 'LIVE_CLASS_NOT_FOUND');
      await refused(call(sam, 'GET', `/batches/${path}`), 404, 'BATCH_NOT_FOUND');
      expect(await titlesIn(sam, 'DEFAULT', `&batchId=${path}`)).toEqual([]);
    }
  });

  it('lets pages frame the meeting service’s origin and no other', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/', headers: { host: VIDYA } });
    const policy = String(answer.headers['content-security-policy']);
    const frameSrc = /frame-src ([^;]*)/.exec(policy)?.[1]?.trim().split(/\s+/);
    expect(frameSrc).toEqual(["'self'", 'http://127.0.0.1:9']);
  });
});
