import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { formatInviteCode, INVITE_CODE_DAYS } from '../../domain/classroom/inviteCode.ts';
import {
  CLASSROOM_PAGE_SIZE,
  type Classroom,
  type studentClassesCall,
  type validateInviteCodeCall,
} from '../../domain/contracts/classroom.ts';
import { RATE_POLICIES } from '../../server/rateLimit/ratePolicies.ts';
import {
  createClassroom,
  createInviteCode,
  enrolMember,
  findClassroom,
  listClassrooms,
  listMembers,
  revokeInviteCode,
} from '../../server/services/classroom/instituteClassroomStore.ts';
import { createTestApp, DIALECTS, familyWithChild, type Family, type TestApp } from './testApp.ts';

type Validated = z.output<(typeof validateInviteCodeCall)['responses'][200]>['data'];
type Page = z.output<(typeof studentClassesCall)['responses'][200]>['data'];

const HOST = 'abhyas.localhost';
const ORG = 1;
/** Vidya's organisation: another institute. */
const OTHER_ORG = 15;
const DAY_MS = 86_400_000;
const BASE = '/api/classroom';

describe.each(DIALECTS)('classrooms on %s', (dialect) => {
  let t: TestApp;
  let asha: Family;
  let ravi: Family;
  /** Tries every wrong code there is: a family of its own, so its failures count only for it. */
  let meera: Family;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    asha = await familyWithChild(t, '9400000061');
    ravi = await familyWithChild(t, '9400000062');
    meera = await familyWithChild(t, '9400000063');
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (
    who: Family,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    remoteAddress = '127.0.0.1',
  ) =>
    t.app.inject({
      method,
      url: `${BASE}${url}`,
      payload,
      remoteAddress,
      headers: { host: HOST, 'x-auth-token': who.childToken },
    });
  const ok = async <T>(who: Family, method: 'GET' | 'POST' | 'PUT', url: string, body?: object) => {
    const answer = await call(who, method, url, body);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ data: T }>().data;
  };
  const refused = async (
    status: number,
    code: string,
    who: Family,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    body?: object,
  ) => {
    const answer = await call(who, method, url, body);
    expect(answer.statusCode, answer.body).toBe(status);
    expect(answer.json<{ code: string }>().code).toBe(code);
  };
  const newClass = async (name: string, more: { examCode?: string; subjects?: string[] } = {}) => {
    const made = await createClassroom(t.deps.db, {
      orgId: ORG,
      name,
      examCode: more.examCode,
      subjectCodes: more.subjects,
      now: t.deps.clock(),
    });
    if (!made) throw new Error(`class ${name} exists`);
    const code = await createInviteCode(t.deps.db, {
      orgId: ORG,
      classroomId: made.id,
      now: t.deps.clock(),
    });
    if (!code) throw new Error('no code');
    return { id: made.id, code };
  };
  const join = (who: Family, code: string, classId: string, names = ['Asha', 'Rao']) =>
    call(who, 'POST', '/v1/student/join-classroom', {
      inviteCode: code,
      classId,
      firstName: names[0],
      lastName: names[1],
    });
  const classes = (who: Family, body: object = {}) =>
    ok<Page>(who, 'POST', '/v1/student/classes', body);
  const parentOf = async (who: Family) =>
    (
      await t.deps.db
        .selectFrom('profiles')
        .select('user_id')
        .where('id', '=', who.childId)
        .executeTakeFirstOrThrow()
    ).user_id;

  it('checks a code typed any way, joins with it, lists the class, leaves it and joins again', async () => {
    const physics = await newClass('Physics 11 A', {
      examCode: 'jee-main',
      subjects: ['physics', 'mathematics'],
    });
    const typed = formatInviteCode(physics.code).toLowerCase();
    expect(typed).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
    const before = t.deps.clock();
    const checked = await ok<Validated>(asha, 'GET', `/v1/validate-invite-code/${typed}`);
    expect(checked).toMatchObject({
      classId: physics.id,
      className: 'Physics 11 A',
      instituteName: 'Abhyas',
      instituteLogo: `${BASE}/v1/institute-logo`,
    });
    // Valid INVITE_CODE_DAYS from when it was made (just before).
    expect(checked.expiresAt).toBeGreaterThan(before + INVITE_CODE_DAYS * DAY_MS - 1_000);
    expect(checked.expiresAt).toBeLessThanOrEqual(before + INVITE_CODE_DAYS * DAY_MS);

    // The logo the answer names is the brand's own mark.
    const logo = await t.app.inject({
      method: 'GET',
      url: checked.instituteLogo,
      headers: { host: HOST },
    });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    expect(logo.body).toContain('<svg');

    const joined = await join(
      asha,
      ` ${physics.code.slice(0, 4)} ${physics.code.slice(4)} `,
      physics.id,
      ['Asha', 'Rao'],
    );
    expect(joined.statusCode, joined.body).toBe(200);
    const classroom = joined.json<{ data: Classroom }>().data;
    expect(classroom).toEqual({
      testAppStudentId: asha.childId,
      className: 'Physics 11 A',
      rootOrgId: String(ORG),
      instituteLogo: `${BASE}/v1/institute-logo`,
      instituteName: 'Abhyas',
      classId: physics.id,
      testAppAccountId: await parentOf(asha),
      orgSubjectAssociations: ['physics', 'mathematics'],
      status: 'ACTIVE',
    });
    // The names the student gave are the ones the institute sees in its roster.
    expect(await listMembers(t.deps.db, { orgId: ORG, classroomId: physics.id })).toEqual([
      expect.objectContaining({
        profileId: asha.childId,
        firstName: 'Asha',
        lastName: 'Rao',
        joinedBy: 'code',
        leftAt: null,
      }),
    ]);

    // Joining again answers the class and counts no second use of the code.
    const again = await join(asha, physics.code, physics.id, ['Asha', 'Rao Kulkarni']);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<{ data: Classroom }>().data.classId).toBe(physics.id);
    const listed = (await listClassrooms(t.deps.db, ORG, t.deps.clock())).find(
      (c) => c.id === physics.id,
    );
    expect(listed).toMatchObject({ members: 1, liveCodes: [{ code: physics.code, uses: 1 }] });
    expect(
      (await listMembers(t.deps.db, { orgId: ORG, classroomId: physics.id }))[0]?.lastName,
    ).toBe('Rao Kulkarni');

    expect((await classes(asha)).classes.map((c) => c.classId)).toEqual([physics.id]);
    expect((await ok<Page>(asha, 'GET', '/v1/student/classes')).total).toBe(1);
    // Another student sees none of it.
    expect(await classes(ravi)).toEqual({
      classes: [],
      pageNumber: 1,
      pageSize: CLASSROOM_PAGE_SIZE,
      total: 0,
    });

    // Ravi cannot leave Asha's place for her.
    expect(
      await ok(ravi, 'PUT', '/v1/student/leave-classroom', { classIdList: [physics.id] }),
    ).toEqual({ left: [] });
    expect(
      await ok(asha, 'PUT', '/v1/student/leave-classroom', {
        classIdList: [physics.id, physics.id, 'no-such-class'],
      }),
    ).toEqual({ left: [physics.id] });
    expect((await classes(asha)).total).toBe(0);
    expect(
      await ok(asha, 'PUT', '/v1/student/leave-classroom', { classIdList: [physics.id] }),
    ).toEqual({ left: [] });
    const roster = await listMembers(t.deps.db, { orgId: ORG, classroomId: physics.id });
    expect(roster[0]?.leftAt).toEqual(expect.any(Number));

    const back = await join(asha, physics.code, physics.id);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json<{ data: Classroom }>().data.status).toBe('ACTIVE');
    expect((await classes(asha)).classes.map((c) => c.classId)).toEqual([physics.id]);
    const rejoined = await listMembers(t.deps.db, { orgId: ORG, classroomId: physics.id });
    expect(rejoined[0]).toMatchObject({ leftAt: null, firstName: 'Asha', lastName: 'Rao' });
    expect(rejoined[0]?.joinedAt).toBeGreaterThan(roster[0]?.leftAt ?? Infinity);
  });

  it('lists a page at a time, by name without regard to case or in the order joined', async () => {
    const names = ['delta', 'Alpha', 'charlie', 'Bravo', 'echo', 'Foxtrot', 'golf'];
    const made: { id: string; name: string }[] = [];
    for (const [i, name] of names.entries()) {
      const { id, code } = await newClass(`Paging ${name}`, {
        examCode: i % 2 === 0 ? 'neet' : 'jee-main',
      });
      made.push({ id, name: `Paging ${name}` });
      // Some by code, some from the institute's roster.
      if (i % 2 === 0) {
        const answer = await join(ravi, code, id, ['Ravi', 'Kumar']);
        expect(answer.statusCode, answer.body).toBe(200);
      } else {
        expect(
          await enrolMember(t.deps.db, {
            orgId: ORG,
            classroomId: id,
            profileId: ravi.childId,
            firstName: 'Ravi',
            lastName: 'Kumar',
            now: t.deps.clock(),
            joinedBy: 'roster',
          }),
        ).toBe(true);
      }
    }
    const byName = [...made].sort((a, b) =>
      a.name.toLowerCase().localeCompare(b.name.toLowerCase()),
    );
    const first = await classes(ravi, { pageSize: 3 });
    expect(first).toMatchObject({ pageNumber: 1, pageSize: 3, total: names.length });
    expect(first.classes.map((c) => c.className)).toEqual(byName.slice(0, 3).map((c) => c.name));
    const last = await classes(ravi, { pageSize: 3, pageNumber: 3 });
    expect(last.classes.map((c) => c.className)).toEqual(byName.slice(6).map((c) => c.name));
    expect((await classes(ravi, { pageNumber: 9 })).classes).toEqual([]);

    const joinedOrder = made.map((c) => c.name);
    expect((await classes(ravi, { sortBy: 'joinedAt' })).classes.map((c) => c.className)).toEqual(
      joinedOrder,
    );
    expect(
      (await classes(ravi, { enableSorting: false, sortBy: 'className' })).classes.map(
        (c) => c.className,
      ),
    ).toEqual(joinedOrder);
    expect((await classes(ravi, { unpaged: true, pageSize: 2 })).classes).toHaveLength(
      names.length,
    );
    const neet = await classes(ravi, { exam: 'neet' });
    expect(neet.total).toBe(4);
    expect(neet.classes.every((c) => c.className !== 'Paging Alpha')).toBe(true);

    // The GET list is the same list.
    const got = await ok<Page>(ravi, 'GET', '/v1/student/classes?pageNumber=2&pageSize=3');
    expect(got.classes.map((c) => c.className)).toEqual(byName.slice(3, 6).map((c) => c.name));
    expect(
      (await ok<Page>(ravi, 'GET', '/v1/student/classes?sortBy=joinedAt')).classes.map(
        (c) => c.className,
      ),
    ).toEqual(joinedOrder);
    // The default page holds CLASSROOM_PAGE_SIZE.
    expect((await classes(ravi)).pageSize).toBe(CLASSROOM_PAGE_SIZE);
    const refusedPage = await call(ravi, 'GET', '/v1/student/classes?pageNumber=0');
    expect(refusedPage.statusCode).toBe(400);
  });

  it('refuses expired, withdrawn, unknown and other institutes’ codes with their own codes', async () => {
    const chemistry = await newClass('Chemistry 12 B');
    const expiredCode = await createInviteCode(t.deps.db, {
      orgId: ORG,
      classroomId: chemistry.id,
      days: 1,
      now: t.deps.clock() - 2 * DAY_MS,
    });
    await refused(
      410,
      'INVITE_CODE_EXPIRED',
      meera,
      'GET',
      `/v1/validate-invite-code/${expiredCode ?? ''}`,
    );
    expect((await join(meera, expiredCode ?? '', chemistry.id)).statusCode).toBe(410);

    const withdrawn = await createInviteCode(t.deps.db, {
      orgId: ORG,
      classroomId: chemistry.id,
      now: t.deps.clock(),
    });
    expect(
      await revokeInviteCode(t.deps.db, {
        orgId: ORG,
        code: formatInviteCode(withdrawn ?? '').toLowerCase(),
        now: t.deps.clock(),
      }),
    ).toBe(true);
    await refused(
      410,
      'INVITE_CODE_REVOKED',
      meera,
      'GET',
      `/v1/validate-invite-code/${withdrawn ?? ''}`,
    );
    const joinWithdrawn = await join(meera, withdrawn ?? '', chemistry.id);
    expect(joinWithdrawn.json<{ code: string }>().code).toBe('INVITE_CODE_REVOKED');
    // Only the live code is listed for the institute.
    const listing = (await listClassrooms(t.deps.db, ORG, t.deps.clock())).find(
      (c) => c.id === chemistry.id,
    );
    expect(listing?.liveCodes.map((c) => c.code)).toEqual([chemistry.code]);

    await refused(404, 'INVITE_CODE_INVALID', meera, 'GET', '/v1/validate-invite-code/ABCD-EFGH');
    await refused(404, 'INVITE_CODE_INVALID', meera, 'GET', '/v1/validate-invite-code/hello');

    // Vidya's class and code: on Abhyas's host they do not exist.
    const vidyaClass = await createClassroom(t.deps.db, {
      orgId: OTHER_ORG,
      name: 'Chemistry 12 B',
      now: t.deps.clock(),
    });
    const vidyaCode = await createInviteCode(t.deps.db, {
      orgId: OTHER_ORG,
      classroomId: vidyaClass?.id ?? '',
      now: t.deps.clock(),
    });
    expect(vidyaCode).toMatch(/^[A-Z2-9]{8}$/);
    await refused(
      404,
      'INVITE_CODE_INVALID',
      meera,
      'GET',
      `/v1/validate-invite-code/${vidyaCode ?? ''}`,
    );
    const joinVidya = await join(meera, vidyaCode ?? '', vidyaClass?.id ?? '');
    expect(joinVidya.statusCode).toBe(404);
    expect(joinVidya.json<{ code: string }>().code).toBe('INVITE_CODE_INVALID');
    // A right code does not open another class, here or at another institute.
    for (const classId of [vidyaClass?.id ?? '', 'no-such-class']) {
      const other = await join(meera, chemistry.code, classId);
      expect(other.json<{ code: string }>().code).toBe('CLASSROOM_NOT_FOUND');
    }
    // The institute's side is scoped alike.
    expect(await findClassroom(t.deps.db, ORG, vidyaClass?.id ?? '')).toBeUndefined();
    expect((await findClassroom(t.deps.db, ORG, 'Chemistry 12 B'))?.id).toBe(chemistry.id);
    expect(await revokeInviteCode(t.deps.db, { orgId: ORG, code: vidyaCode ?? '', now: 0 })).toBe(
      false,
    );
    expect(
      await createInviteCode(t.deps.db, { orgId: ORG, classroomId: vidyaClass?.id ?? '', now: 0 }),
    ).toBeUndefined();
    expect(await createClassroom(t.deps.db, { orgId: ORG, name: 'Chemistry 12 B', now: 0 })).toBe(
      undefined,
    );
    expect(
      await enrolMember(t.deps.db, {
        orgId: OTHER_ORG,
        classroomId: vidyaClass?.id ?? '',
        profileId: asha.childId,
        firstName: 'Asha',
        lastName: 'Rao',
        now: 0,
        joinedBy: 'roster',
      }),
    ).toBe(false);
    expect((await classes(meera)).classes.map((c) => c.className)).not.toContain('Chemistry 12 B');
  });

  it('holds back a guesser by account and by address, and still lets others in', async () => {
    const perAccount = RATE_POLICIES.inviteCodePerAccount.limit;
    const perIp = RATE_POLICIES.inviteCodePerIp.limit;
    const biology = await newClass('Biology 10 C');
    const guesser = await familyWithChild(t, '9400000064');
    const pupilA = await familyWithChild(t, '9400000065');
    const pupilB = await familyWithChild(t, '9400000066');
    const wrong = (who: Family, ip: string) =>
      call(who, 'GET', '/v1/validate-invite-code/ZZZZ-ZZZZ', undefined, ip);

    for (let i = 0; i < perAccount; i++)
      expect((await wrong(guesser, `10.0.1.${String(i)}`)).statusCode).toBe(404);
    const held = await wrong(guesser, '10.0.1.200');
    expect(held.statusCode).toBe(429);
    expect(held.json<{ code: string }>().code).toBe('RATE_LIMITED');
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    // Held back for right codes too, on joining as on checking.
    const right = await call(
      guesser,
      'GET',
      `/v1/validate-invite-code/${biology.code}`,
      undefined,
      '10.0.1.201',
    );
    expect(right.statusCode).toBe(429);
    expect(
      (
        await call(
          guesser,
          'POST',
          '/v1/student/join-classroom',
          { inviteCode: biology.code, classId: biology.id, firstName: 'Guess', lastName: 'Er' },
          '10.0.1.202',
        )
      ).statusCode,
    ).toBe(429);

    // One address: wrong codes of several accounts add up.
    const lab = '10.0.2.1';
    let spent = 0;
    for (const who of [pupilA, pupilB, pupilA, pupilB]) {
      for (let i = 0; i < perIp / 4; i++) {
        expect((await wrong(who, lab)).statusCode).toBe(404);
        spent += 1;
      }
    }
    expect(spent).toBe(perIp);
    expect((await wrong(pupilA, lab)).statusCode).toBe(429);
    const fromLab = await call(
      asha,
      'GET',
      `/v1/validate-invite-code/${biology.code}`,
      undefined,
      lab,
    );
    expect(fromLab.statusCode).toBe(429);
    // Right codes cost nothing: from another address Asha joins at once.
    const elsewhere = await call(
      asha,
      'POST',
      '/v1/student/join-classroom',
      { inviteCode: biology.code, classId: biology.id, firstName: 'Asha', lastName: 'Rao' },
      '10.0.3.1',
    );
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });

  it('refuses a parent’s token, another host’s and none', async () => {
    const url = `${BASE}/v1/student/classes`;
    const asParent = await t.app.inject({
      method: 'GET',
      url,
      headers: { host: HOST, 'x-auth-token': asha.token },
    });
    expect(asParent.statusCode).toBe(401);
    const elsewhere = await t.app.inject({
      method: 'GET',
      url,
      headers: { host: 'vidya.localhost', 'x-auth-token': asha.childToken },
    });
    expect(elsewhere.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url, headers: { host: HOST } })).statusCode).toBe(
      401,
    );
  });
});
