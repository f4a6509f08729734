import { expect, test, type Page, type Response } from '@playwright/test';
import type { PracticeQuestion } from '../../domain/contracts/practice.ts';
import { addProfile, freshMobile, signUp, signUpByEmail } from './accountSteps.ts';
import { brandFacts, message } from './brandHosts.ts';
import { expectNoSeriousA11yViolations } from './expectNoSeriousA11yViolations.ts';
import { bankQuestion, fromTestsHome, startPaper } from './mockTestSteps.ts';

/** The lesson the student starts, bookmarks and leaves unfinished. */
const LESSON = 'Projectile Motion';
const TEST_TITLE = 'JEE Main full mock test 1';
/** A chapter with more single-choice questions than the day practises (its practice summary). */
const CHAPTER =
  '/practice/summary/atomic-structure?learnmap_id=PreUG--jee-main--chemistry--physical-chemistry--atomic-structure';
/** Questions practised, and how many of them answered wrong. */
const PRACTISED = 5;
const WRONG = 2;

const isNextQuestion = (r: Response) =>
  r.request().method() === 'GET' &&
  /\/api\/practice\/v1\/practice\/[^/]+\/question\?/.test(r.url());
const served = async (response: Promise<Response>): Promise<PracticeQuestion> =>
  ((await (await response).json()) as { data: { question: PracticeQuestion } }).data.question;
const isEventsPost = (r: Response) =>
  r.request().method() === 'POST' && /\/api\/test\/v1\/test\/[^/]+\/events/.test(r.url());

/** Watches part of a lesson (one progress report), bookmarks it, and closes the player. */
async function watchAndBookmark(page: Page, site: string) {
  await page.goto(`${site}/learn/home`);
  const lessons = page.getByRole('region', { name: message('page.shelf.videos') });
  await lessons.getByRole('button', { name: LESSON }).click();
  const player = page.getByRole('dialog');
  await expect(player).toBeVisible();
  const saved = page.waitForResponse(
    (r) => /\/api\/content\/bookmark\?/.test(r.url()) && r.request().method() === 'POST' && r.ok(),
  );
  const bookmark = player.getByRole('button', { name: message('player.bookmark') });
  await bookmark.click();
  await saved;
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
  await page.waitForResponse(
    (r) => r.url().endsWith('/api/content/content-status') && r.request().method() === 'POST',
    { timeout: 20_000 },
  );
  const recorded = page.waitForResponse(
    (r) => r.url().endsWith('/api/timeline/activity') && r.request().method() === 'POST',
  );
  await player.getByRole('button', { name: message('player.back') }).click();
  const confirm = page.getByRole('alertdialog', { name: message('player.close.title') });
  if (await confirm.isVisible()) {
    await confirm.getByRole('button', { name: message('player.close.confirm') }).click();
  }
  await expect(player).toBeHidden();
  await recorded;
}

/** Practises a chapter: its first single-choice questions, the first WRONG of them wrong. */
async function practise(page: Page, site: string) {
  await page.goto(`${site}${CHAPTER}`);
  let next = page.waitForResponse(isNextQuestion);
  await page.getByRole('link', { name: message('practice.summary.chapter') }).click();
  let question = await served(next);
  let answered = 0;
  while (answered < PRACTISED) {
    const key = bankQuestion(question.code);
    next = page.waitForResponse(isNextQuestion);
    if (key?.type === 'SingleChoice') {
      const wrong = answered < WRONG;
      const choice = key.options.find((o) => (o.id === key.answer) !== wrong);
      const recorded = page.waitForResponse(
        (r) => r.url().endsWith('/api/timeline/activity') && r.request().method() === 'POST',
      );
      // By its option id: option texts may be formulas, named by their spoken reading.
      await page.locator(`input[type="radio"][value="${choice?.id ?? ''}"]`).check();
      await page.getByRole('button', { name: message('practice.submit') }).click();
      await expect(
        page.getByRole('heading', {
          name: message(wrong ? 'practice.feedback.incorrect' : 'practice.feedback.correct'),
        }),
      ).toBeVisible();
      await recorded;
      answered += 1;
      if (answered === PRACTISED) {
        // The next question is not asked for: the wait ends with the test, unanswered.
        next.catch(() => undefined);
        break;
      }
      await page.getByRole('button', { name: message('practice.next') }).click();
    } else {
      await page.getByRole('button', { name: message('practice.skip') }).click();
    }
    question = await served(next);
  }
}

/** Starts the mock test, answers its first question right and submits it. */
async function takeTest(page: Page, site: string) {
  await page.goto(`${site}/learn/home`);
  await fromTestsHome(page, TEST_TITLE);
  const paper = await startPaper(page);
  // Answered right, so the revision list holds the practice's wrong answers alone.
  const first = bankQuestion(paper.sections[0]?.questions[0]?.code ?? '');
  if (first?.type !== 'SingleChoice')
    throw new Error('the paper opens with a question of another kind');
  await page.locator(`input[type="radio"][value="${first.answer}"]`).check();
  await page.getByRole('button', { name: message('runner.action.saveAndNext') }).click();
  const frozen = page.waitForResponse(
    async (r) =>
      isEventsPost(r) &&
      ((await r.json()) as { data?: { status?: string } }).data?.status === 'finished',
  );
  const recorded = page.waitForResponse(
    (r) => r.url().endsWith('/api/timeline/activity') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: message('runner.submit.button'), exact: true }).click();
  await page.getByRole('button', { name: message('runner.submit.confirm') }).click();
  await frozen;
  await recorded;
}

/** A section of the user home, by its heading. */
const section = (page: Page, key: string, locale: 'en' | 'hi' = 'en') =>
  page.getByRole('region', { name: new RegExp(`^${message(key, locale)}`) });

/** What a day of study leaves on the user home, its lists and its timeline. */
async function findTheDay(page: Page, site: string) {
  await page.goto(`${site}/user-home`);
  await expect(page.getByRole('heading', { level: 1, name: /Asha/ })).toBeVisible();
  await expect(section(page, 'watchlist.title').getByText(LESSON)).toBeVisible();
  await expect(
    section(page, 'bookmarks.title').getByRole('heading', { level: 3, name: LESSON }),
  ).toBeVisible();
  const revision = section(page, 'revision.title');
  await expect(revision.locator('.hub-count')).toHaveText(String(WRONG));
  await expect(revision.locator('.hub-revision-item')).toHaveCount(WRONG);
  await expect(
    section(page, 'testsTaken.title').getByRole('heading', { level: 3, name: TEST_TITLE }),
  ).toBeVisible();
  const today = page.getByTestId('timeline-today');
  const stat = (key: string) => today.locator('div', { hasText: message(key) }).locator('dd');
  await expect(stat('timeline.stat.questions')).toHaveText(String(PRACTISED));
  await expect(stat('timeline.stat.videos')).toHaveText('1');
  await expect(stat('timeline.stat.tests')).toHaveText('1');
  await expectNoSeriousA11yViolations(page);

  // Each list holds the day's things.
  await section(page, 'watchlist.title')
    .getByRole('link', { name: /See all/ })
    .click();
  await expect(page).toHaveURL(/\/user-home\/my-watchlist$/);
  await expect(
    page.getByRole('heading', { level: 1, name: message('watchlist.title') }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: LESSON })).toBeVisible();
  await page.goto(`${site}/user-home/revision-lists`);
  await expect(page.locator('.revision-item')).toHaveCount(WRONG);
  await page.goto(`${site}/user-home/test-taken`);
  await expect(page.getByRole('heading', { level: 3, name: TEST_TITLE })).toBeVisible();

  // Today on the timeline's chart: time spent in physics, with its table.
  await page.goto(`${site}/user-home/my-timeline`);
  const timeChart = page.getByRole('figure', { name: message('timeline.chart.time') });
  await expect(timeChart.locator('canvas')).toBeVisible();
  await expect(
    timeChart.getByRole('table').getByRole('columnheader', { name: 'Physics' }),
  ).toBeAttached();
  await expectNoSeriousA11yViolations(page);
}

test('on the default brand, a day of study shows on the user home, its lists and its timeline', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const site = brandFacts('abhyas').url;
  await signUp(page, request, 'abhyas', freshMobile());
  await addProfile(page, 'Asha Rao');
  await expect(page).toHaveURL(/\/learn\/home$/);
  await watchAndBookmark(page, site);
  await practise(page, site);
  await takeTest(page, site);
  await findTheDay(page, site);
});

test('on the home brand, a student lands on a working home, studies, and finds the day there — in Hindi too, at a phone’s width', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const site = brandFacts('abhyas-home').url;
  await signUpByEmail(page, request, 'abhyas-home');
  await addProfile(page, 'Asha Iyer');
  // The brand lands on user home: a home with the ways into study, not a placeholder.
  await expect(page).toHaveURL(/\/user-home$/);
  await expect(page.locator('[data-pending-screen]')).toHaveCount(0);
  await expect(
    page
      .getByRole('navigation', { name: message('userHome.studyNav') })
      .getByRole('link', { name: message('userHome.action.learn') }),
  ).toBeVisible();
  await watchAndBookmark(page, site);
  await practise(page, site);
  await takeTest(page, site);
  await findTheDay(page, site);

  // The same home in Hindi, on a phone.
  await page.goto(`${site}/user-home`);
  // Picked once the header shows the profile, so the choice is saved to it (and reloads).
  await expect(page.getByRole('banner').getByText('Asha Iyer')).toBeVisible();
  const saved = page.waitForResponse((r) => r.url().includes('/edit_profile') && r.ok());
  const reloaded = page.waitForEvent('load');
  await page.getByRole('combobox', { name: message('shell.language') }).selectOption('hi');
  await saved;
  await reloaded;
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    message('userHome.greeting', 'hi').replace('{name}', 'Asha Iyer'),
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(section(page, 'revision.title', 'hi').locator('.hub-count')).toHaveText(
    String(WRONG),
  );
  await expect(section(page, 'bookmarks.title', 'hi')).toBeVisible();
  await expect(section(page, 'testsTaken.title', 'hi')).toBeVisible();
  const noHorizontalScroll = await page.evaluate(
    () => document.documentElement.scrollWidth <= window.innerWidth,
  );
  expect(noHorizontalScroll).toBe(true);
  await expectNoSeriousA11yViolations(page);
});
