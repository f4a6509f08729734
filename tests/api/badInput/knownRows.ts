import {
  createClassroom,
  createInviteCode,
} from '../../../server/services/classroom/instituteClassroomStore.ts';
import { createDeepLink } from '../../../server/services/events/deepLinkStore.ts';
import { insertOrder } from '../insertOrder.ts';
import type { Family, TestApp } from '../testApp.ts';
import { demoPack } from '../testApp.ts';
import type { KnownValues } from './validValue.ts';

const HOST = 'abhyas.localhost';
const ORGANISATION = 1;
const MOCK_TEST = 'jee-main-mock-1';
const KINEMATICS = 'PreUG--jee-main--physics--mechanics--kinematics';
const CONCEPT = 'phy.equations-of-motion';
const TRACKING_ID = 'bad-input-link';
const DESIRED_EVENT = 'signed_up';
const PASSWORD = 'N3w#passw0rd';
/** A pincode of the pack's directory, and a paid order of the family's child. */
const PINCODE = '560034';
const PAID_ORDER = 'bad-input-paid-order';
const CUSTOM_TEST = { question_count: 5, duration_minutes: 10 };
/** A plan on sale and a coupon anyone may apply, for the cart's calls. */
const PLAN = 'preug-achieve-now';
const COUPON = 'FLAT200';

async function childCall(
  t: TestApp,
  family: Family,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) {
  const answer = await t.app.inject({
    method,
    url,
    payload,
    headers: { host: HOST, 'x-auth-token': family.childToken },
  });
  if (answer.statusCode !== 200)
    throw new Error(`${method} ${url}: ${answer.statusCode} ${answer.body}`);
  return answer.json<{ data: Record<string, unknown> }>().data;
}

/**
 * Rows that exist, by the field names that name them, per service (a `code` is a test's in the
 * test service and a question's in practice): a started test, a practice session with a question
 * served, a video, a book, a concept, a deep link. Inputs built from them get past the look-ups,
 * so that a bad field beside them reaches the queries that store it.
 */
export async function knownRows(
  t: TestApp,
  family: Family,
): Promise<(path: string) => KnownValues> {
  const pack = await demoPack();
  const video = pack.videos.videos[0]?.id ?? '';
  const book = pack.books.books[0]?.id ?? '';
  const details = await childCall(t, family, 'GET', `/api/content/videos/${video}`);
  const testSession = String(
    (await childCall(t, family, 'POST', `/api/test/v1/test/${MOCK_TEST}/session`, {})).id,
  );
  const paper = await childCall(t, family, 'GET', `/api/test/v2/test/${MOCK_TEST}/questions`);
  const [section] = paper.sections as { code: string; questions: { code: string }[] }[];
  const testQuestion = section?.questions[0]?.code ?? '';
  const practiceSession = String(
    (
      await childCall(t, family, 'POST', '/api/practice/v1/practice/session', {
        type: 'Normal',
        learning_map: { learnpath_name: KINEMATICS },
      })
    ).session_id,
  );
  const served = await childCall(
    t,
    family,
    'GET',
    `/api/practice/v1/practice/${practiceSession}/question`,
  );
  const question = (served.question as { code: string }).code;
  await createDeepLink(t.deps.db, {
    orgId: ORGANISATION,
    trackingId: TRACKING_ID,
    desiredEvents: [DESIRED_EVENT],
    label: undefined,
    createdAt: t.deps.clock(),
  });
  // A paid order without billing details, so that billing and invoice calls reach their rules.
  const { user_id: userId } = await t.deps.db
    .selectFrom('profiles')
    .select('user_id')
    .where('id', '=', family.childId)
    .executeTakeFirstOrThrow();
  await insertOrder(t, { id: PAID_ORDER, childId: family.childId, userId, status: 'SUCCESS' });
  // The child's cart, so that cart, coupon and spinner calls reach their rules.
  const opened = await t.app.inject({
    method: 'POST',
    url: '/api/subscription/cart',
    payload: { planId: PLAN },
    headers: { host: HOST, 'x-auth-token': family.childToken },
  });
  const cartId = opened.json<{ data: { id: string } }>().data.id;
  // The child's personal plan and onboarding session, so that achieve's calls reach their rules.
  const achieveHome = await childCall(t, family, 'POST', '/api/achieve/achieve/home', {});
  const plan = await childCall(t, family, 'POST', '/api/achieve/achieve/paj/generate', {
    question_response: [{ question_id: 'dailyStudyMinutes', response: 60 }],
  });
  // A class of the institute and its invite code, so that joining and leaving reach their rules.
  const classroom = await createClassroom(t.deps.db, {
    orgId: ORGANISATION,
    name: 'Bad input class',
    now: t.deps.clock(),
  });
  const inviteCode =
    classroom &&
    (await createInviteCode(t.deps.db, {
      orgId: ORGANISATION,
      classroomId: classroom.id,
      now: t.deps.clock(),
    }));
  if (!classroom || !inviteCode) throw new Error('no class for the bad input');
  // Times on the app's clock: events stamped now are in time for the started test.
  const now = t.deps.clock();
  const common: KnownValues = {
    child_id: [family.childId],
    userId: [family.childId],
    'x-child-token': [family.childToken],
    learnpath_name: [KINEMATICS],
    topic_learnpath_name: [KINEMATICS],
    learnpath_names: [KINEMATICS],
    chapters: [KINEMATICS],
    primary_goal: ['PreUG'],
    goal_code: ['PreUG'],
    vertical: ['PreUG'],
    primary_exam: ['jee-main'],
    exam_code: ['jee-main'],
    bookId: [book],
    book_id: [book],
    videoId: [video],
    video_id: [video],
    url: [String(details.url)],
    concepts: [CONCEPT],
    conceptIds: [CONCEPT],
    conceptCode: [CONCEPT],
    where: [CONCEPT],
    tracking_id: [TRACKING_ID],
    event_id: [DESIRED_EVENT],
    password: [PASSWORD],
    new_password: [PASSWORD],
    question_count: [CUSTOM_TEST.question_count],
    duration_minutes: [CUSTOM_TEST.duration_minutes],
    pincode: [PINCODE],
    orderId: [PAID_ORDER],
    planId: [PLAN],
    cartId: [cartId],
    t: [now],
    at: [now],
    start_time: [now],
  };
  const byService: Record<string, KnownValues> = {
    '/api/content/': {
      id: [video, KINEMATICS],
      contentId: [video],
      content_id: [video],
    },
    '/api/practice/': {
      sessionId: [practiceSession],
      code: [question],
      id: [question],
      questionCode: [question],
      question_codes: [question],
      content_id: [question],
    },
    '/api/test/': {
      sessionId: [testSession],
      session_id: [testSession],
      code: [MOCK_TEST, testQuestion],
      question_code: [testQuestion],
      section: [section?.code ?? ''],
    },
    '/api/achieve/': {
      paj_id: [String(plan.paj_id)],
      session_id: [String(achieveHome.session_id)],
      user_session: [String(achieveHome.session_id)],
      subject_code: ['physics'],
      chapter_code: ['kinematics'],
      exam: ['jee-main'],
      exam_name: ['jee-main'],
      childId: [family.childId],
      user_id: [family.childId],
      state: ['IN-KA'],
    },
    '/api/events/': { id: [TRACKING_ID] },
    '/api/classroom/': {
      inviteCode: [inviteCode],
      classId: [classroom.id],
      classIdList: [classroom.id],
      exam: ['jee-main'],
    },
    '/api/subscription/order/': { id: [PAID_ORDER] },
    '/api/subscription/coupons/': { id: [cartId], code: [COUPON] },
  };
  return (path) => ({
    ...common,
    ...Object.entries(byService).find(([base]) => path.startsWith(base))?.[1],
  });
}
