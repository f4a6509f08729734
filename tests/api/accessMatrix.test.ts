import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignWork } from '../../server/services/classroom/assignmentStore.ts';
import {
  createClassroom,
  createInviteCode,
  enrolMember,
} from '../../server/services/classroom/instituteClassroomStore.ts';
import { insertOrder } from './insertOrder.ts';
import { createTestApp, DIALECTS, latestCode, type TestApp } from './testApp.ts';

const HOST = 'abhyas.localhost';
const OTHER_ORG_HOST = 'vidya.localhost';
const PASSWORD = 'Str0ng#pass';
/** Paid orders of Alice's child: one still without billing details, one with its invoice ready. */
const OPEN_ORDER = 'matrix-order-without-details';
const INVOICED_ORDER = 'matrix-order-invoiced';
/** A notification id no child of the matrix holds. */
const MATRIX_NOTIFICATION = '00000000-0000-4000-8000-000000000017';
const BILLING = {
  name: 'Alice Fernandes',
  email: 'alice@example.com',
  mobile: '9876543210',
  address: '3 Church Street',
  pincode: '560001',
};

interface Account {
  id: string;
  mobile: string;
  token: string;
  childId: string;
  childToken: string;
}

/** Who presents which credentials. Each row of the matrix is tried as every one of them. */
const PRINCIPALS = [
  'self',
  'ownChild',
  'otherParent',
  'otherParentsChild',
  'otherOrganisation',
  'anonymous',
] as const;
type Principal = (typeof PRINCIPALS)[number];

interface Request {
  token?: string;
  host: string;
  /** The child the call is about (edit_profile's child token header): always Alice's child. */
  childToken: string;
}

interface Row {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object;
  /** The call edits a child named by a child token header. */
  child?: boolean;
  /** What another parent's child gets of a child call, when not what Alice's own child gets. */
  otherChild?: number;
  /**
   * A call made with a child's own token (the content services): Alice's child and Bob's child
   * each get their own answer (never Alice's child's data for Bob's), anyone else is refused.
   */
  childCall?: boolean;
  /** What a rightful caller gets, when not 200 (e.g. a refusal that comes after the token check). */
  ok?: number;
  /** A call open to everyone (plans, the carousel): each principal gets the same answer. */
  open?: boolean;
  /**
   * A step of Alice's that every principal tries to finish: the headers and body of Alice's
   * earlier step (a code sent to her), got once, fresh for each principal.
   */
  aliceStep?: (
    t: TestApp,
    alice: Account,
  ) => Promise<{ headers: Record<string, string>; payload?: object; url?: string }>;
}

/** A personal plan of Alice's child (achieve), made as the child would make it. */
async function alicePlan(t: TestApp, alice: Account): Promise<string> {
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/achieve/achieve/paj/generate',
    payload: {
      exam_code: 'jee-main',
      question_response: [{ question_id: 'dailyStudyMinutes', response: 45 }],
    },
    headers: { host: HOST, 'x-auth-token': alice.childToken },
  });
  expect(made.statusCode, made.body).toBe(200);
  return made.json<{ data: { paj_id: string } }>().data.paj_id;
}

/** A class of the default brand's institute and a live invite code of it. */
async function matrixClass(t: TestApp): Promise<{ id: string; code: string }> {
  const made = await createClassroom(t.deps.db, {
    orgId: 1,
    name: `Matrix class ${randomUUID()}`,
    now: t.deps.clock(),
  });
  const code =
    made &&
    (await createInviteCode(t.deps.db, { orgId: 1, classroomId: made.id, now: t.deps.clock() }));
  if (!made || !code) throw new Error('no class for the matrix');
  return { id: made.id, code };
}

/** An assignment of a class Alice's child is in (the institute enrols her and assigns a lesson). */
async function aliceAssignment(t: TestApp, alice: Account): Promise<string> {
  const { id } = await matrixClass(t);
  const enrolled = await enrolMember(t.deps.db, {
    orgId: 1,
    classroomId: id,
    profileId: alice.childId,
    firstName: 'First Child',
    lastName: '',
    now: t.deps.clock(),
    joinedBy: 'roster',
  });
  if (!enrolled) throw new Error('Alice’s child was not enrolled');
  const work = await assignWork(t.deps.db, {
    orgId: 1,
    classroomId: id,
    kind: 'lesson',
    contentRef: 'ohms-law',
    dueAt: t.deps.clock() + 86_400_000,
    now: t.deps.clock(),
  });
  return work.id;
}

/** The id of Alice's child's cart (opened by the matrix's POST /cart row, or here). */
async function aliceCartId(t: TestApp, alice: Account): Promise<string> {
  const opened = await t.app.inject({
    method: 'POST',
    url: '/api/subscription/cart',
    payload: { planId: 'preug-achieve-now' },
    headers: { host: HOST, 'x-auth-token': alice.childToken },
  });
  return opened.json<{ data: { id: string } }>().data.id;
}

/** Every auth call that takes a token, with a request that succeeds for its owner. */
const ROWS: readonly Row[] = [
  { method: 'GET', url: '/api/auth/connected_profiles' },
  { method: 'POST', url: '/api/auth/add_profile', payload: { first_name: 'New Child' } },
  { method: 'PUT', url: '/api/auth/edit_profile', payload: { first_name: 'Renamed' }, child: true },
  {
    method: 'PUT',
    url: '/api/auth/update_password',
    payload: { old_password: PASSWORD, new_password: PASSWORD },
  },
  { method: 'PUT', url: '/api/auth/update_login', payload: { mobile: '9199999999' } },
  {
    method: 'POST',
    url: '/api/auth/update_login',
    aliceStep: async (t, alice) => {
      const sent = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/update_login',
        payload: { mobile: alice.mobile },
        headers: { host: HOST, 'x-auth-token': alice.token },
      });
      return {
        headers: { 'x-otp-token': String(sent.headers['x-otp-token']) },
        payload: { otp: await latestCode(t.app, HOST, alice.mobile) },
      };
    },
  },
  {
    method: 'POST',
    url: '/api/auth/send-invite',
    payload: { mobile: '9888888888', relationship_type: 1 },
  },
  { method: 'POST', url: '/api/auth/sso/link' },
  { method: 'GET', url: '/api/timeline/today', childCall: true },
  { method: 'GET', url: '/api/timeline/metadataSummary?dateType=week', childCall: true },
  { method: 'GET', url: '/api/timeline/hoursummaryDetails', childCall: true },
  { method: 'GET', url: '/api/timeline/practicedQuestions/alice-session', childCall: true },
  { method: 'GET', url: '/api/practice/v1/practice/revision-list?size=5', childCall: true },
  // A question Alice's child answered: another child has not, so it is not theirs to see.
  {
    method: 'GET',
    url: '/api/timeline/v1/practice/question/phy-kin-0001',
    childCall: true,
    otherChild: 404,
  },
  { method: 'GET', url: '/api/content/bookmarks', childCall: true },
  { method: 'GET', url: '/api/content/bookmarks?type=book&size=5', childCall: true },
  { method: 'GET', url: '/api/test/v1/tests-taken', childCall: true },
  { method: 'GET', url: '/api/subscription/subscription/info', childCall: true },
  // The matrix's children have no goal: past the token check, a trial is refused for that.
  { method: 'POST', url: '/api/subscription/free-trial', childCall: true, ok: 409 },
  { method: 'GET', url: '/api/subscription/plan?vertical=PreUG', open: true },
  { method: 'GET', url: '/api/subscription/carousel/benefit', open: true },
  { method: 'GET', url: '/api/subscription/v1/pincodes?pincode=560001', childCall: true },
  { method: 'GET', url: '/api/subscription/order/latest/billing-details', childCall: true },
  { method: 'GET', url: '/api/subscription/order/no-invoice', childCall: true },
  {
    method: 'POST',
    url: `/api/subscription/order/billing-details?orderId=${OPEN_ORDER}`,
    payload: BILLING,
    childCall: true,
    otherChild: 404,
  },
  {
    method: 'GET',
    url: `/api/subscription/order/${INVOICED_ORDER}/download`,
    childCall: true,
    otherChild: 404,
  },
  // The cart: each child its own; a cart id of Alice's child is no cart of Bob's child's.
  { method: 'GET', url: '/api/subscription/cart', childCall: true, ok: 400 },
  {
    method: 'POST',
    url: '/api/subscription/cart',
    payload: { planId: 'preug-achieve-now' },
    childCall: true,
    ok: 201,
  },
  {
    method: 'PATCH',
    url: '/api/subscription/cart',
    childCall: true,
    otherChild: 400,
    aliceStep: async (t, alice) => ({
      headers: {},
      payload: { cartId: await aliceCartId(t, alice), planId: 'preug-achieve-sprint' },
    }),
  },
  {
    method: 'GET',
    url: '/api/subscription/cart/summary',
    childCall: true,
    otherChild: 400,
    aliceStep: async (t, alice) => ({
      headers: {},
      url: `/api/subscription/cart/summary?cartId=${await aliceCartId(t, alice)}`,
    }),
  },
  { method: 'GET', url: '/api/subscription/coupons/active', childCall: true },
  {
    method: 'POST',
    url: '/api/subscription/coupons/apply',
    childCall: true,
    otherChild: 400,
    aliceStep: async (t, alice) => ({
      headers: {},
      payload: { id: await aliceCartId(t, alice), code: 'FLAT200' },
    }),
  },
  {
    method: 'DELETE',
    url: '/api/subscription/coupons/apply',
    childCall: true,
    otherChild: 400,
    aliceStep: async (t, alice) => ({
      headers: {},
      url: `/api/subscription/coupons/apply?cartId=${await aliceCartId(t, alice)}`,
    }),
  },
  { method: 'GET', url: '/api/subscription/spinner', childCall: true },
  {
    method: 'GET',
    url: '/api/subscription/spinner/eligibility?planId=preug-achieve-now',
    childCall: true,
  },
  { method: 'POST', url: '/api/subscription/spinner', childCall: true, ok: 201 },
  // Orders: each child its own; an order or cart of Alice's child is none of Bob's child's.
  {
    method: 'POST',
    url: '/api/subscription/order/payment',
    childCall: true,
    ok: 201,
    otherChild: 400,
    aliceStep: async (t, alice) => {
      const cartId = await aliceCartId(t, alice);
      const summary = await t.app.inject({
        method: 'GET',
        url: `/api/subscription/cart/summary?cartId=${cartId}`,
        headers: { host: HOST, 'x-auth-token': alice.childToken },
      });
      const totals = summary.json<{ data: { total: number; discountPrice: number; gst: number } }>()
        .data;
      return {
        headers: { 'idempotency-key': randomUUID() },
        payload: {
          cartId,
          totalAmount: totals.total,
          discountedAmount: totals.discountPrice,
          gstAmount: totals.gst,
          currency: 'INR',
          paymentMethod: 'upi',
        },
      };
    },
  },
  {
    method: 'GET',
    url: `/api/subscription/order/transaction/status?orderId=${OPEN_ORDER}`,
    childCall: true,
    otherChild: 404,
  },
  { method: 'GET', url: `/api/subscription/order?ids=${OPEN_ORDER}`, childCall: true },
  {
    method: 'PUT',
    url: '/api/subscription/order/apple/transaction/validate',
    payload: { orderId: OPEN_ORDER, receiptData: 'already-paid' },
    childCall: true,
    otherChild: 404,
  },
  // Notifications: each child its own inbox, preferences and push tokens; ids of another
  // child's notifications change nothing of theirs (documents_affected 0).
  { method: 'GET', url: '/api/notifications/in-app', childCall: true },
  {
    method: 'GET',
    url: '/api/notifications/in-app?status=unread&page=0&pageSize=8',
    childCall: true,
  },
  {
    method: 'PATCH',
    url: '/api/notifications/in-app',
    payload: { status: 'read', in_app_record_ids: [MATRIX_NOTIFICATION] },
    childCall: true,
  },
  {
    method: 'DELETE',
    url: '/api/notifications/in-app',
    payload: { in_app_record_ids: [MATRIX_NOTIFICATION] },
    childCall: true,
  },
  { method: 'GET', url: '/api/notifications/preferences', childCall: true },
  {
    method: 'POST',
    url: '/api/notifications/preferences',
    payload: { channel: 'SMS', enable: true },
    childCall: true,
  },
  {
    method: 'POST',
    url: '/api/notifications/fcm-token',
    payload: { notification_token: 'matrix-app-token', platform: 'android', device_id: 'matrix' },
    childCall: true,
  },
  {
    method: 'DELETE',
    url: '/api/notifications/fcm-token',
    payload: { notification_token: 'matrix-app-token' },
    childCall: true,
  },
  { method: 'GET', url: '/api/notifications/push/public-key', open: true },
  // Achieve: each child its own readiness, plan and mastery (the matrix's children name their
  // exam, having none on their profile); a plan or a child id of Alice's child is refused to Bob's.
  {
    method: 'POST',
    url: '/api/achieve/achieve/home',
    payload: { exam_code: 'jee-main' },
    childCall: true,
  },
  {
    method: 'GET',
    url: '/api/achieve/achieve/exam-user-metadata?exam_code=jee-main',
    childCall: true,
  },
  {
    method: 'GET',
    url: '/api/achieve/achieve/readiness/current?exam_code=jee-main',
    childCall: true,
  },
  { method: 'GET', url: '/api/achieve/diagnostic-tests?exam=jee-main', childCall: true },
  {
    method: 'GET',
    url: '/api/achieve/achieve/form/diagnostic?exam_code=jee-main',
    childCall: true,
  },
  {
    method: 'POST',
    url: '/api/achieve/achieve/paj/generate',
    payload: {
      exam_code: 'jee-main',
      question_response: [{ question_id: 'dailyStudyMinutes', response: 30 }],
    },
    childCall: true,
  },
  {
    method: 'GET',
    url: '/api/achieve/achieve/paj/tiles',
    childCall: true,
    otherChild: 403,
    aliceStep: async (t, alice) => ({
      headers: {},
      url: `/api/achieve/achieve/paj/tiles?paj_id=${await alicePlan(t, alice)}`,
    }),
  },
  {
    method: 'POST',
    url: '/api/achieve/achieve/paj/extend',
    childCall: true,
    otherChild: 403,
    aliceStep: async (t, alice) => ({
      headers: {},
      payload: { paj_id: await alicePlan(t, alice) },
    }),
  },
  {
    method: 'POST',
    url: '/api/achieve/achieve/update_paj',
    childCall: true,
    otherChild: 403,
    aliceStep: async (t, alice) => ({
      headers: {},
      url: `/api/achieve/achieve/update_paj?paj_id=${await alicePlan(t, alice)}&step_index=0&path_type=practice&path_index=0&object_type=practice&object_id=matrix&status=STARTED`,
    }),
  },
  {
    method: 'GET',
    url: '/api/achieve/futureSuccess',
    childCall: true,
    otherChild: 403,
    aliceStep: (_t, alice) =>
      Promise.resolve({
        headers: {},
        url: `/api/achieve/futureSuccess?exam_name=jee-main&childId=${alice.childId}`,
      }),
  },
  {
    method: 'GET',
    url: '/api/achieve/exploreMastery/subjects?exam_code=jee-main',
    childCall: true,
  },
  {
    method: 'GET',
    url: '/api/achieve/exploreMastery/chapters',
    childCall: true,
    otherChild: 403,
    aliceStep: (_t, alice) =>
      Promise.resolve({
        headers: {},
        url: `/api/achieve/exploreMastery/chapters?exam_code=jee-main&subject_code=physics&user_id=${alice.childId}`,
      }),
  },
  {
    method: 'GET',
    url: '/api/achieve/exploreMastery/topics?exam_code=jee-main&subject_code=physics&chapter_code=kinematics',
    childCall: true,
  },
  { method: 'POST', url: '/api/achieve/success_stories/social', payload: {}, childCall: true },
  { method: 'GET', url: '/api/achieve/achieve/success_stories/academic', childCall: true },
  { method: 'GET', url: '/api/achieve/meta/data/states/default', childCall: true },
  {
    method: 'GET',
    url: '/api/achieve/meta/data/colleges/default/state?state=IN-KA',
    childCall: true,
  },
  { method: 'GET', url: '/api/achieve/meta/data/colleges/default/national', childCall: true },
  { method: 'GET', url: '/api/achieve/meta/data/job_options/default', childCall: true },
  {
    method: 'GET',
    url: '/api/achieve/meta/data/education_qualifications/default',
    childCall: true,
  },
  { method: 'GET', url: '/api/achieve/meta/crunching_variables', childCall: true },
  // Search: a child's own search of the pack (the child's exam and organisation); a parent's
  // token, another organisation's and none are refused.
  { method: 'GET', url: '/api/search/v2/search/all?query=ohm', childCall: true },
  { method: 'GET', url: '/api/search/v2/search/?query=ohm', childCall: true },
  { method: 'GET', url: '/api/search/v2/search/suggestions?query=ohm', childCall: true },
  // Embiums: each child its own balance (none yet: 204); a lesson Alice's child finished earns
  // her child's reward, and is no lesson Bob's child finished.
  { method: 'GET', url: '/api/embiums/balance', childCall: true, ok: 204 },
  {
    method: 'POST',
    url: '/api/embiums/lessonFinished?event_id=matrix&object_id=ohms-law',
    childCall: true,
    otherChild: 409,
    aliceStep: async (t, alice) => {
      const watched = await t.app.inject({
        method: 'POST',
        url: '/api/content/content-status',
        payload: {
          child_id: alice.childId,
          content_id: 'ohms-law',
          content_status: 'COMPLETED',
          content_type: 'Video',
          length: 51.9,
          watched_duration: 51.9,
        },
        headers: { host: HOST, 'x-auth-token': alice.childToken },
      });
      expect(watched.statusCode, watched.body).toBe(200);
      return { headers: {} };
    },
  },
  // Classrooms: any student of the institute may check its code and join with it, each for
  // themselves; a class Alice's child is in is none of Bob's child's to leave (left: []).
  {
    method: 'GET',
    url: '/api/classroom/v1/validate-invite-code/:inviteCode',
    childCall: true,
    aliceStep: async (t) => ({
      headers: {},
      url: `/api/classroom/v1/validate-invite-code/${(await matrixClass(t)).code}`,
    }),
  },
  {
    method: 'POST',
    url: '/api/classroom/v1/student/join-classroom',
    childCall: true,
    aliceStep: async (t) => {
      const { id, code } = await matrixClass(t);
      return {
        headers: {},
        payload: { inviteCode: code, classId: id, firstName: 'First Child', lastName: '' },
      };
    },
  },
  { method: 'POST', url: '/api/classroom/v1/student/classes', payload: {}, childCall: true },
  { method: 'GET', url: '/api/classroom/v1/student/classes', childCall: true },
  {
    method: 'PUT',
    url: '/api/classroom/v1/student/leave-classroom',
    childCall: true,
    aliceStep: async (t, alice) => {
      const { id, code } = await matrixClass(t);
      const joined = await t.app.inject({
        method: 'POST',
        url: '/api/classroom/v1/student/join-classroom',
        payload: { inviteCode: code, classId: id, firstName: 'First Child', lastName: '' },
        headers: { host: HOST, 'x-auth-token': alice.childToken },
      });
      expect(joined.statusCode, joined.body).toBe(200);
      return { headers: {}, payload: { classIdList: [id] } };
    },
  },
  // Live classes: the matrix's brand has them by category, which the server counts as off, so a
  // rightful caller is refused past the token check (tests/api/liveClasses.test.ts has them on).
  {
    method: 'GET',
    url: '/api/classroom/v1/student/live-classes?category=TODAY',
    childCall: true,
    ok: 403,
  },
  {
    method: 'GET',
    url: '/api/classroom/v1/student/live-classes/matrix-live-class',
    childCall: true,
    ok: 403,
  },
  {
    method: 'PUT',
    url: '/api/classroom/v1/student/live-classes/matrix-live-class/registration',
    payload: { registered: true },
    childCall: true,
    ok: 403,
  },
  {
    method: 'POST',
    url: '/api/classroom/v1/student/live-classes/matrix-live-class/attendance',
    payload: { event: 'join' },
    childCall: true,
    ok: 403,
  },
  {
    method: 'GET',
    url: '/api/classroom/v1/student/live-classes/matrix-live-class/room',
    childCall: true,
    ok: 403,
  },
  {
    method: 'GET',
    url: '/api/classroom/v1/student/live-classes/matrix-live-class/summary?analysis=performance',
    childCall: true,
    ok: 403,
  },
  { method: 'GET', url: '/api/classroom/v1/student/batches', childCall: true, ok: 403 },
  {
    method: 'GET',
    url: '/api/classroom/v1/student/batches/matrix-batch',
    childCall: true,
    ok: 403,
  },
  // Assignments: each child the work of their own classes; an assignment of a class Alice's
  // child is in is not found for Bob's child.
  { method: 'GET', url: '/api/classroom/v1/student/assignments', childCall: true },
  {
    method: 'GET',
    url: '/api/classroom/v1/student/assignments/:assignmentId',
    childCall: true,
    otherChild: 404,
    aliceStep: async (t, alice) => ({
      headers: {},
      url: `/api/classroom/v1/student/assignments/${await aliceAssignment(t, alice)}`,
    }),
  },
  // Last: it ends the login of whoever may call it.
  { method: 'POST', url: '/api/auth/sign-out', payload: { clear_all_sessions: false } },
];

describe.each(DIALECTS)('access matrix on %s', (dialect) => {
  let t: TestApp;
  let alice: Account;
  let bob: Account;

  async function account(mobile: string): Promise<Account> {
    const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url, payload, headers: { host: HOST, ...headers } });
    const signUp = await post('/api/auth/sign-up', { mobile, password: PASSWORD });
    const code = await latestCode(t.app, HOST, mobile);
    const verified = await post(
      '/api/auth/verifyOtp',
      { otp: code },
      { 'x-otp-token': String(signUp.headers['x-otp-token']) },
    );
    const token = String(verified.headers['x-auth-token']);
    const child = await post(
      '/api/auth/add_profile',
      { first_name: 'First Child' },
      { 'x-auth-token': token },
    );
    const { id: childId, token: childToken } = child.json<{
      data: { id: string; token: string };
    }>().data;
    const id = verified.json<{ data: { user_details: { id: string } } }>().data.user_details.id;
    return { id, mobile, token, childId, childToken };
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    alice = await account('9100000001');
    bob = await account('9100000002');
    // A timeline record of Alice's child that names her: nobody else's answer may hold it.
    const kept = await t.app.inject({
      method: 'POST',
      url: '/api/timeline/activity',
      payload: {
        source_reference: 'practice',
        type: 'Practice',
        content_id: `q-${alice.childId}`,
        format_reference: 'alice-session',
        status: 'correct',
      },
      headers: { host: HOST, 'x-auth-token': alice.childToken },
    });
    expect(kept.statusCode).toBe(200);
    // A practice answer of Alice's child: the question it may see with its solution.
    const practise = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({
        method,
        url: `/api/practice${url}`,
        payload,
        headers: { host: HOST, 'x-auth-token': alice.childToken },
      });
    const started = await practise('POST', '/v1/practice/session', {
      type: 'Normal',
      learning_map: { learnpath_name: 'PreUG--jee-main--physics--mechanics--kinematics' },
    });
    const session = started.json<{ data: { session_id: string } }>().data.session_id;
    await practise(
      'POST',
      `/v1/practice/${session}/question?mode=Normal&questionCode=phy-kin-0001`,
    );
    await practise('GET', `/v1/practice/${session}/question`);
    const answered = await practise('POST', `/v1/practice/${session}/question/phy-kin-0001`, {
      event: 'submit',
      at: t.deps.clock(),
      time_spent: 20,
      answer: { type: 'SingleChoice', choice: 'a' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    // A bookmark of Alice's child (its record names her child): nobody else's list may hold it.
    const bookmarked = await t.app.inject({
      method: 'POST',
      url: `/api/content/bookmark?child_id=${alice.childId}`,
      payload: {
        bookmarked: true,
        child_id: alice.childId,
        content_type: 'Book',
        content_category_type: 'Learn',
        content_id: 'jee-main-physics',
      },
      headers: { host: HOST, 'x-auth-token': alice.childToken },
    });
    expect(bookmarked.statusCode, bookmarked.body).toBe(200);
    const paid = { childId: alice.childId, userId: alice.id, status: 'SUCCESS' } as const;
    await insertOrder(t, { ...paid, id: OPEN_ORDER });
    await insertOrder(t, {
      ...paid,
      id: INVOICED_ORDER,
      billingDetails: {
        ...BILLING,
        district: 'Bengaluru Urban',
        state: 'Karnataka',
        stateCode: '29',
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const requestOf = (who: Principal, row: Row): Request => {
    const base = { host: HOST, childToken: alice.childToken };
    switch (who) {
      case 'self':
        return { ...base, token: alice.token };
      case 'ownChild':
        return { ...base, token: alice.childToken };
      case 'otherParent':
        return { ...base, token: bob.token };
      case 'otherParentsChild':
        return { ...base, token: bob.childToken };
      case 'otherOrganisation':
        return {
          ...base,
          token: row.childCall ? alice.childToken : alice.token,
          host: OTHER_ORG_HOST,
        };
      case 'anonymous':
        return base;
    }
  };

  /**
   * The status each principal must get: Alice succeeds; Bob succeeds on his own account but is
   * refused anything of Alice's (her child, her code); everyone else is not signed in here.
   */
  const expected = (row: Row, who: Principal): number => {
    const ok = row.ok ?? 200;
    if (row.open) return ok;
    if (row.childCall && who === 'otherParentsChild') return row.otherChild ?? ok;
    if (row.childCall) return who === 'ownChild' ? ok : 401;
    if (who === 'self') return ok;
    if (who === 'otherParent') return row.child || row.aliceStep ? 403 : 200;
    return 401;
  };

  describe.each(ROWS)('$method $url', (row) => {
    // One step of Alice's per row (codes are rate-limited); nobody else can spend it, so she
    // goes last and still finds it unused.
    let step: Awaited<ReturnType<NonNullable<Row['aliceStep']>>> | undefined;
    it.each([...PRINCIPALS].reverse())('as %s', async (who) => {
      const r = requestOf(who, row);
      step ??= row.aliceStep && (await row.aliceStep(t, alice));
      const headers: Record<string, string> = {
        host: r.host,
        ...(r.token && { 'x-auth-token': r.token }),
        ...(row.child && { 'x-child-token': r.childToken }),
        ...step?.headers,
      };
      const payload = step?.payload ?? row.payload;
      const url = step?.url ?? row.url;
      const answer = await t.app.inject({ method: row.method, url, payload, headers });
      expect(answer.statusCode, answer.body).toBe(expected(row, who));
      // Nobody but Alice ever sees anything of Alice's account or her child.
      if (who !== 'self' && !(row.childCall && who === 'ownChild')) {
        expect(answer.body).not.toContain(alice.id);
        expect(answer.body).not.toContain(alice.mobile);
        expect(answer.body).not.toContain(alice.childId);
      }
    });
  });
});
