import { expect, test, type APIRequestContext, type Page, type Response } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { intlLocaleOf } from '../../domain/i18n/intlLocale.ts';
import { LIVE_HEARTBEAT_SECONDS } from '../../domain/liveClass/attendance.ts';
import { INDIA_OFFSET_MS } from '../../domain/rules/dates.ts';
import { DAY_MS } from '../../domain/timeline/timelinePeriods.ts';
import { addProfile, freshMobile, signUp } from './accountSteps.ts';
import { brandFacts, message } from './brandHosts.ts';
import {
  abhyasJson,
  chooseLanguage,
  exactly,
  openMenu,
  signInByCode,
  startMeetingProvider,
  startOwnServer,
  text,
  VIDYA,
  writeRoster,
  type MeetingProviderPage,
  type OwnServer,
  type UiLocale,
} from './classroomSteps.ts';
import { expectNoSeriousA11yViolations } from './expectNoSeriousA11yViolations.ts';
import { findEnglishWords } from './findEnglishWords.ts';

/**
 * Issue 20's journey on an institute brand: the operator enrols a student, makes a class with an
 * invite code, assigns a lesson and starts a live class with the CLI; the student signs in by
 * code, joins the class with the code, does the lesson and sees it done, attends the live class
 * in its frame and reads the summary; the operator reads the progress. Once in English, once in
 * Hindi. The default brand, whose live classes are by category, shows none of it.
 */

/** The journey's own server starts on a fresh database, so its hooks get the time of a start. */
const SERVER_HOOK_MS = 150_000;
/** A sign-in, a lesson played to its end, a heartbeat of the room and eight axe runs. */
const JOURNEY_MS = 180_000;
/** The room page tells the server the student is there every LIVE_HEARTBEAT_SECONDS. */
const HEARTBEAT_WAIT_MS = (LIVE_HEARTBEAT_SECONDS + 15) * 1_000;
/** The longest a click or a fill waits for its element. */
const ACTION_MS = 20_000;
const MINUTE_SECONDS = 60;
/** The live class's planned length: it is ended early by the institute. */
const LIVE_CLASS_MINUTES = 30;

/** The lesson the class is given (content/videos.json), as each language titles it. */
const LESSON_ID = 'projectile-motion';
const VIDEOS = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../content/videos.json'), 'utf8'),
) as { videos: { id: string; title: Record<UiLocale, string> }[] };
const lessonTitle = (locale: UiLocale) =>
  VIDEOS.videos.find((v) => v.id === LESSON_ID)?.title[locale] ?? LESSON_ID;
const LIVE_CLASS = { title: 'Doubt clinic', titleHi: 'शंका समाधान कक्षा', teacher: 'Meera Rao' };
const INSTITUTE = 'Vidya Institute';
const EXAM = 'jee-main';

/** Each run's student and class, apart, so the two languages never meet on the one server. */
const RUNS = {
  en: { firstName: 'Asha', lastName: 'Verma', className: 'Class 11 A' },
  hi: { firstName: 'Ravi', lastName: 'Kumar', className: 'Class 11 B' },
} as const;
type Run = (typeof RUNS)[UiLocale];

/** A catalog message as the app formats it (plurals and all), in the interface's language. */
function formatted(key: string, locale: UiLocale, values: Record<string, number | string>) {
  return String(new IntlMessageFormat(text(key, locale), intlLocaleOf(locale)).format(values));
}

/** Time spent as the live-class screens write it: "3 minutes 12 seconds". */
const timeSpentText = (seconds: number, locale: UiLocale) =>
  formatted('liveClass.timeSpent', locale, {
    minutes: Math.floor(seconds / MINUTE_SECONDS),
    seconds: seconds % MINUTE_SECONDS,
  });

/**
 * What every screen of the journey owes its student: nothing serious for axe, and in Hindi no
 * English word left among the page's texts (names the institute wrote are marked as English).
 */
async function checkScreen(page: Page, locale: UiLocale) {
  await expectNoSeriousA11yViolations(page);
  // Soft: a word left in English is told, and the journey goes on to find the others.
  if (locale !== 'en')
    await expect
      .configure({ soft: true })
      .poll(() => findEnglishWords(page))
      .toEqual([]);
}

/** Tomorrow's date in India, the institute's clock: work due by the end of it. */
const tomorrowInIndia = () =>
  new Date(Date.now() + INDIA_OFFSET_MS + DAY_MS).toISOString().slice(0, 10);

interface ClassMade {
  id: string;
  name: string;
  inviteCode: string;
}
interface Imported {
  profilesAdded: number;
  students: { profileId: string }[];
}
interface LiveClassMade {
  id: string;
  room: string;
  state: string;
}
interface Attendance {
  liveClassAttendedStatus: string;
  timeSpent: number;
}
interface Members {
  members: {
    profileId: string;
    firstName: string;
    assignments: { assignmentId: string; status: string; completedAt: string | null }[];
  }[];
}

/** The room page telling the server about the student (join, heartbeat or leave). */
const attendance = (event: string) => (r: Response) =>
  /\/api\/classroom\/v1\/student\/live-classes\/[^/]+\/attendance$/.test(r.url()) &&
  (r.request().postData() ?? '').includes(`"${event}"`);

const orgOption = ['--org', String(VIDYA.orgId)];

/** What the operator made for the run: the student, the class, the lesson and the live class. */
interface Prepared {
  mobile: string;
  profileId: string | undefined;
  classroom: ClassMade;
  assignmentId: string;
  live: LiveClassMade;
}

/** 1. The operator enrols the student, makes the class, assigns a lesson and starts a class. */
async function operatorPrepares(env: NodeJS.ProcessEnv, run: Run): Promise<Prepared> {
  const mobile = freshMobile();
  const roster = await writeRoster({ mobile, ...run, exam: EXAM });
  const imported = await abhyasJson<Imported>(env, [
    'students',
    'import',
    ...orgOption,
    roster.file,
  ]);
  await roster.remove();
  expect(imported.profilesAdded).toBe(1);
  const classroom = await abhyasJson<ClassMade>(env, [
    'classroom',
    'new',
    ...orgOption,
    '--name',
    run.className,
  ]);
  expect(classroom.inviteCode).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  const assignment = await abhyasJson<{ id: string }>(env, [
    'assign',
    ...orgOption,
    '--class',
    classroom.id,
    '--kind',
    'lesson',
    '--ref',
    LESSON_ID,
    '--due',
    tomorrowInIndia(),
  ]);
  const live = await abhyasJson<LiveClassMade>(env, [
    'live',
    'schedule',
    ...orgOption,
    '--class',
    classroom.id,
    '--title',
    LIVE_CLASS.title,
    '--title-hi',
    LIVE_CLASS.titleHi,
    '--teacher',
    LIVE_CLASS.teacher,
    '--start',
    'now',
    '--duration',
    String(LIVE_CLASS_MINUTES),
  ]);
  expect(live.state).toBe('on now');
  return {
    mobile,
    profileId: imported.students[0]?.profileId,
    classroom,
    assignmentId: assignment.id,
    live,
  };
}

/** 2. The student opens My classrooms from the menu and joins the class with the invite code. */
async function joinsByCode(page: Page, locale: UiLocale, run: Run, inviteCode: string) {
  const t = (key: string, values: Record<string, string> = {}) => text(key, locale, values);
  await (await openMenu(page, locale)).getByRole('link', { name: t('shell.myClassrooms') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('classroom.title') })).toBeVisible();
  const yours = page.getByRole('region', { name: t('classroom.list.title') });
  await expect(yours.getByText(t('classroom.list.empty'))).toBeVisible();
  await checkScreen(page, locale);
  // As a student copies it off the board: small letters, no dash.
  await page.getByLabel(t('classroom.join.code')).fill(inviteCode.replace('-', '').toLowerCase());
  await page.getByRole('button', { name: t('classroom.join.check') }).click();
  await expect(page.getByRole('heading', { name: t('classroom.join.confirmTitle') })).toBeFocused();
  const joining = page.getByRole('region', { name: t('classroom.join.title') });
  await expect(joining.getByRole('definition').filter({ hasText: run.className })).toBeVisible();
  await expect(joining.getByRole('definition').filter({ hasText: INSTITUTE })).toBeVisible();
  await expect(page.getByLabel(t('classroom.join.firstName'))).toHaveValue(run.firstName);
  await checkScreen(page, locale);
  await page.getByRole('button', { name: t('classroom.join.submit') }).click();
  await expect(
    page.getByRole('status').filter({
      hasText: t('classroom.join.joined', { className: run.className, instituteName: INSTITUTE }),
    }),
  ).toBeVisible();
  await expect(yours.getByRole('listitem', { name: run.className })).toContainText(INSTITUTE);
  await checkScreen(page, locale);
}

/** 3. The lesson is due on user home; the student opens it, plays it to the end, and it is done. */
async function doesTheLesson(page: Page, locale: UiLocale, run: Run, assignmentId: string) {
  const t = (key: string) => text(key, locale);
  const lesson = lessonTitle(locale);
  await page.goto(`${VIDYA.url}/user-home`);
  const work = page.getByRole('region', { name: new RegExp(`^${t('assignments.title')}`) });
  const tile = work.getByRole('link', { name: lesson });
  await expect(tile).toContainText(t('assignments.status.not_started'));
  await expect(tile).toContainText(t('assignments.dueOn').split('{date}')[0]?.trim() ?? '');
  await tile.click();
  await expect(page).toHaveURL(new RegExp(`/user-home/assignment/${assignmentId}$`));
  await expect(page.getByRole('heading', { level: 1, name: lesson })).toBeVisible();
  const facts = page.locator('.assignment-facts');
  await expect(facts).toContainText(run.className);
  await expect(facts).toContainText(t('assignments.status.not_started'));
  await checkScreen(page, locale);
  await page.getByRole('link', { name: t('assignments.action.start') }).click();
  await expect(page).toHaveURL(new RegExp(`/video/summary/${LESSON_ID}\\?.*homework_id=`));
  await page.getByRole('button', { name: t('learn.video.play') }).click();
  const player = page.getByRole('dialog');
  await expect(player).toBeVisible();
  const playedTo = () =>
    page.evaluate(
      () => document.querySelector<HTMLVideoElement>('.video-player video')?.currentTime ?? 0,
    );
  await expect.poll(playedTo, { timeout: 15_000 }).toBeGreaterThan(0.5);
  const completed = page.waitForResponse(
    (r) =>
      r.url().endsWith('/api/content/content-status') &&
      r.request().method() === 'POST' &&
      (r.request().postData() ?? '').includes('"content_status":"COMPLETED"') &&
      r.ok(),
  );
  // On to its last moments, as a student dragging the seek bar would.
  await page.evaluate(() => {
    const video = document.querySelector<HTMLVideoElement>('.video-player video');
    if (video) video.currentTime = video.duration - 1.5;
  });
  await completed;
  await expect(player.getByRole('heading', { name: t('player.end.title') })).toBeVisible();
  await player.getByRole('button', { name: t('player.end.close'), exact: true }).click();
  await expect(player).toBeHidden();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: lesson })).toBeVisible();
  await expect(facts).toContainText(t('assignments.status.done'));
  await expect(page.getByRole('link', { name: t('assignments.action.again') })).toBeVisible();
  await page.getByRole('link', { name: t('assignments.back') }).click();
  await expect(page.getByRole('listitem', { name: lesson })).toContainText(
    t('assignments.status.done'),
  );
}

/**
 * 4. The live class on now: from user home to the list and the class, whose room is the
 * provider's page; the student stays a heartbeat and leaves, the institute ends the class, and the
 * summary shows the attendance and the time the server counted.
 */
async function attendsTheLiveClass(
  page: Page,
  env: NodeJS.ProcessEnv,
  locale: UiLocale,
  run: Run,
  live: LiveClassMade,
) {
  const t = (key: string, values: Record<string, string> = {}) => text(key, locale, values);
  const liveTitle = locale === 'hi' ? LIVE_CLASS.titleHi : LIVE_CLASS.title;
  await page.goto(`${VIDYA.url}/user-home`);
  const liveSection = page.getByRole('region', {
    name: new RegExp(`^${t('userHome.liveClasses')}`),
  });
  await expect(liveSection.getByRole('link', { name: liveTitle })).toBeVisible();
  await expect(liveSection).toContainText(t('userHome.liveClasses.onNow'));
  await liveSection.getByRole('link', { name: new RegExp(`^${t('userHome.seeAll')}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('liveClass.title') })).toBeVisible();
  await expect(page.getByRole('tab', { name: t('liveClass.category.PRESENT') })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // Only the student's class: the institute's other classes on now are not theirs.
  await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(1);
  const card = page.getByRole('listitem', { name: liveTitle });
  await expect(card).toContainText(run.className);
  await expect(card).toContainText(LIVE_CLASS.teacher);
  await checkScreen(page, locale);
  const joined = page.waitForResponse(attendance('join'));
  await card.getByRole('link', { name: t('liveClass.join') }).click();
  await expect(page.getByRole('heading', { level: 1, name: liveTitle })).toBeVisible();
  const roomName = t('liveClass.room', { title: liveTitle });
  const frame = page.getByTitle(roomName).contentFrame();
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(
    `Local meeting room ${live.room}`,
  );
  expect((await joined).ok()).toBe(true);
  await checkScreen(page, locale);

  // The student stays for a heartbeat of the room, and sees the time counted.
  const beat = await page.waitForResponse(attendance('heartbeat'), { timeout: HEARTBEAT_WAIT_MS });
  const beatSeconds = ((await beat.json()) as { data: Attendance }).data.timeSpent;
  expect(beatSeconds).toBeGreaterThan(0);
  await expect(page.getByRole('region', { name: roomName })).toContainText(
    formatted('liveClass.timeInClass', locale, { time: timeSpentText(beatSeconds, locale) }),
  );
  const left = page.waitForResponse(attendance('leave'));
  await page.getByRole('button', { name: t('liveClass.leave') }).click();
  const leaveAnswer = await left;
  expect(leaveAnswer.ok()).toBe(true);
  const spent = ((await leaveAnswer.json()) as { data: Attendance }).data.timeSpent;
  expect(spent).toBeGreaterThanOrEqual(beatSeconds);
  await expect(page.getByRole('status').filter({ hasText: t('liveClass.left') })).toBeVisible();
  await expect(page.getByTitle(roomName)).toHaveCount(0);

  // The institute ends the class; the student finds the summary with attendance and time.
  const ended = await abhyasJson<LiveClassMade>(env, ['live', 'end', ...orgOption, live.id]);
  expect(ended.state).toBe('ended early');
  await page.reload();
  await expect(page.getByText(t('liveClass.ended'))).toBeVisible();
  await expect(page.locator('.live-class-status')).toContainText(t('liveClass.status.ended'));
  await checkScreen(page, locale);
  const summaryCall = page.waitForResponse(
    (r) => r.url().includes(`/live-classes/${live.id}/summary`) && r.ok(),
  );
  await page.getByRole('link', { name: t('liveClass.seeSummary') }).click();
  await expect(page).toHaveURL(new RegExp(`/vidya-live-class/${live.id}/postsummary$`));
  // Attended in part or in full: the class was ended early, so its length, and half of it, is
  // what the clock made of the journey; the rule itself is the unit tests'.
  const counted = ((await (await summaryCall).json()) as { data: Attendance }).data;
  expect(counted.timeSpent).toBe(spent);
  expect(['ATTENDED', 'PARTIAL']).toContain(counted.liveClassAttendedStatus);
  await expect(
    page.getByRole('heading', { level: 1, name: `${t('liveClass.summary.title')}: ${liveTitle}` }),
  ).toBeVisible();
  const summary = page.locator('.live-class-summary > .live-class-facts');
  await expect(summary.getByRole('term').first()).toHaveText(
    exactly(t('liveClass.summary.attendance')),
  );
  await expect(summary.getByRole('definition').first()).toHaveText(
    exactly(t(`liveClass.attended.${counted.liveClassAttendedStatus}`)),
  );
  await expect(summary.getByRole('term').nth(1)).toHaveText(
    exactly(t('liveClass.summary.timeSpent')),
  );
  await expect(summary.getByRole('definition').nth(1)).toHaveText(
    exactly(timeSpentText(spent, locale)),
  );
  await checkScreen(page, locale);
}

/** 5. The institute reads the student's progress: the lesson done. */
async function operatorSeesItDone(env: NodeJS.ProcessEnv, run: Run, prepared: Prepared) {
  const { members } = await abhyasJson<Members>(env, [
    'classroom',
    'members',
    ...orgOption,
    '--class',
    prepared.classroom.id,
    '--progress',
  ]);
  expect(members).toHaveLength(1);
  const [member] = members;
  expect(member?.profileId).toBe(prepared.profileId);
  expect(member?.firstName).toBe(run.firstName);
  expect(member?.assignments).toEqual([
    expect.objectContaining({ assignmentId: prepared.assignmentId, status: 'done' }),
  ]);
  expect(member?.assignments[0]?.completedAt).not.toBeNull();
}

async function classroomJourney(
  page: Page,
  request: APIRequestContext,
  env: NodeJS.ProcessEnv,
  locale: UiLocale,
) {
  const run = RUNS[locale];
  const prepared =
    await test.step('the operator enrols, makes the class, assigns and schedules', () =>
      operatorPrepares(env, run));
  await test.step('the student signs in by code and joins the class', async () => {
    await signInByCode(page, request, prepared.mobile);
    await expect(page).toHaveURL(/\/learn\/home$/);
    if (locale !== 'en') await chooseLanguage(page, locale);
    await joinsByCode(page, locale, run, prepared.classroom.inviteCode);
  });
  await test.step('the student does the assigned lesson and sees it done', () =>
    doesTheLesson(page, locale, run, prepared.assignmentId));
  await test.step('the student attends the live class and reads its summary', () =>
    attendsTheLiveClass(page, env, locale, run, prepared.live));
  await test.step('the operator reads the progress', () => operatorSeesItDone(env, run, prepared));
}

test.describe('an institute brand (vidya)', () => {
  // One server for the file's journeys, so they run one after the other in one worker.
  test.describe.configure({ mode: 'default' });
  // A step that cannot happen fails in seconds, not at the end of the journey's long timeout.
  // The institute's students read its times on Indian clocks.
  test.use({ actionTimeout: ACTION_MS, timezoneId: 'Asia/Kolkata' });
  let meeting: MeetingProviderPage | undefined;
  let server: OwnServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(SERVER_HOOK_MS);
    meeting = await startMeetingProvider();
    server = await startOwnServer(meeting.url);
  });

  test.afterAll(async () => {
    test.setTimeout(SERVER_HOOK_MS);
    await server?.stop();
    await meeting?.stop();
  });

  const env = () => {
    if (!server) throw new Error('the journey’s server did not start');
    return server.env;
  };

  test('a student enrolled by the institute joins a class by code, does the work and attends a live class', async ({
    page,
    request,
  }) => {
    test.setTimeout(JOURNEY_MS);
    await classroomJourney(page, request, env(), 'en');
  });

  test('the same journey in Hindi', async ({ page, request }) => {
    test.setTimeout(JOURNEY_MS);
    await classroomJourney(page, request, env(), 'hi');
  });
});

test('the default brand, whose live classes go by category, offers none to a student without one', async ({
  page,
  request,
}) => {
  const site = brandFacts('abhyas').url;
  await signUp(page, request, 'abhyas', freshMobile());
  await addProfile(page, 'Asha Rao');
  await expect(page).toHaveURL(/\/learn\/home$/);
  await page.goto(`${site}/user-home`);
  await expect(
    page.getByRole('region', { name: new RegExp(`^${message('assignments.title')}`) }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: new RegExp(`^${message('userHome.liveClasses')}`) }),
  ).toHaveCount(0);
  for (const path of [
    '/user-home/abhyas-live-classes',
    '/abhyas-live-class/any-class',
    '/batches',
  ]) {
    await page.goto(`${site}${path}`);
    await expect(
      page.getByRole('heading', { name: message('exception.pageNotPresent.title') }),
    ).toBeVisible();
  }
});
