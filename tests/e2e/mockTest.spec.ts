import { expect, test, type Page, type Response } from '@playwright/test';
import { runnerHref } from '../../domain/mockTests/testLinks.ts';
import { addProfile, freshMobile, signUp } from './accountSteps.ts';
import { brandFacts, message } from './brandHosts.ts';
import { expectNoSeriousA11yViolations } from './expectNoSeriousA11yViolations.ts';
import { bankQuestion, cell, fromTestsHome, heading, startPaper } from './mockTestSteps.ts';

/** The analysis list's "show all" button, whatever the count. */
const showAll = new RegExp(`^${message('test.list.showAll').split('{count}')[0] ?? ''}`);

const CHAPTER_TEST = 'PreUG--jee-main--chemistry--physical-chemistry--some-basic-concepts';

const isEventsPost = (r: Response) =>
  r.request().method() === 'POST' && /\/api\/test\/v1\/test\/[^/]+\/events/.test(r.url());

/** A single-choice question of the bank whose options are plain text (no formulas to typeset). */
function plainChoice(code: string) {
  const q = bankQuestion(code);
  if (q?.type !== 'SingleChoice' || q.options.some((o) => o.text.en.includes('$'))) return;
  const right = q.options.find((o) => o.id === q.answer);
  const wrong = q.options.find((o) => o.id !== q.answer);
  if (!right || !wrong) return;
  return { code, body: q.body, right: right.text.en, wrong: wrong.text.en };
}

/** Whether the runner's offline keep is done: a test's cache holding the app shell. */
async function keptOffline(): Promise<boolean> {
  for (const name of await caches.keys())
    if (name.startsWith('abhyas-run:') && (await (await caches.open(name)).match('/'))) return true;
  return false;
}

/** The paper's time left, in seconds, as its countdown shows it (h:mm:ss or mm:ss). */
async function timeLeft(page: Page): Promise<number> {
  const text = await page.getByRole('timer').first().textContent();
  const clock = /(\d+:)?\d+:\d+/.exec(text ?? '')?.[0];
  if (!clock) throw new Error(`no time left in "${text}"`);
  return clock.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

test('a sectioned mock test survives a network cut and a reload, and every answer is in the analysis', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await signUp(page, request, 'abhyas', freshMobile());
  await addProfile(page, 'Ravi Kumar');
  await expect(page).toHaveURL(/\/learn\/home$/);
  await fromTestsHome(page, 'JEE Main full mock test 1');
  const paper = await startPaper(page);

  // Plain-text single-choice questions of the first section, by their number in the paper.
  const first = paper.sections[0];
  if (!first) throw new Error('the paper has no sections');
  const plain = first.questions.flatMap((q, i) => {
    const choice = plainChoice(q.code);
    return choice ? [{ ...choice, number: i + 1 }] : [];
  });
  expect(plain.length).toBeGreaterThanOrEqual(5);
  const [a, b, c, d, e] = plain as [
    (typeof plain)[0],
    (typeof plain)[0],
    (typeof plain)[0],
    (typeof plain)[0],
    (typeof plain)[0],
  ];
  const answer = async (q: typeof a, text: string, action: string) => {
    await cell(page, q.number).click();
    await expect(heading(page, q.number)).toBeVisible();
    await page.getByRole('radio', { name: text, exact: true }).check();
    await page.getByRole('button', { name: message(action) }).click();
  };

  // Save, mark for review, and clear.
  await answer(a, a.right, 'runner.action.saveAndNext');
  await expect(cell(page, a.number)).toHaveAccessibleName(`Question ${a.number}, answered`);
  await answer(b, b.wrong, 'runner.action.markAndNext');
  await expect(cell(page, b.number)).toHaveAccessibleName(
    `Question ${b.number}, answered and marked for review`,
  );
  await answer(c, c.right, 'runner.action.saveAndNext');
  await cell(page, c.number).click();
  await page.getByRole('button', { name: message('runner.action.clear') }).click();
  await expect(cell(page, c.number)).toHaveAccessibleName(`Question ${c.number}, not answered`);
  await expectNoSeriousA11yViolations(page);

  // The questions in Hindi, then back.
  await cell(page, a.number).click();
  await page.getByLabel(message('runner.language.test')).selectOption('hi');
  await expect(page.getByText(a.body.hi.slice(0, 20), { exact: false })).toBeVisible();
  await page.getByLabel(message('runner.language.test')).selectOption('en');
  await expect(page.getByText(a.body.en.slice(0, 20), { exact: false })).toBeVisible();

  // The test is kept on the device (issue 13): its cache holds the app shell once the keep is done.
  await expect.poll(() => page.evaluate(keptOffline), { timeout: 15_000 }).toBe(true);
  await expect(page.locator('[data-offline-keep="notKept"]')).toHaveCount(0);

  // The network drops: answering goes on, and the page says the answers wait on the device.
  await context.setOffline(true);
  await answer(d, d.right, 'runner.action.saveAndNext');
  await answer(e, e.wrong, 'runner.action.saveAndNext');
  await expect(page.getByText(message('runner.network.offline'))).toBeVisible();
  await expect(page.getByText(/answers? saved on this device, waiting to be sent/)).toBeVisible();

  // A reload while still offline: the runner comes back from the device with every answer and
  // the time the session has left (counted from its deadline, not started again).
  const leftBefore = await timeLeft(page);
  await page.reload();
  await expect(heading(page, 1).or(page.getByRole('heading', { level: 2 }).first())).toBeVisible();
  const expectStatuses = async () => {
    for (const [q, status] of [
      [a, 'answered'],
      [b, 'answered and marked for review'],
      [c, 'not answered'],
      [d, 'answered'],
      [e, 'answered'],
    ] as const)
      await expect(cell(page, q.number)).toHaveAccessibleName(`Question ${q.number}, ${status}`);
  };
  await expectStatuses();
  const leftAfter = await timeLeft(page);
  expect(leftAfter).toBeLessThanOrEqual(leftBefore);
  expect(leftAfter).toBeGreaterThan(leftBefore - 120);
  await expect(page.getByText(/answers? saved on this device, waiting to be sent/)).toBeVisible();

  // Back online: the held answers go to the server (after a 401 first: the kept session check
  // holds no tokens, so the API client fetches fresh ones and sends again).
  const synced = page.waitForResponse((r) => isEventsPost(r) && r.ok());
  await context.setOffline(false);
  await synced;
  await expect(page.getByText(/answers? saved on this device, waiting to be sent/)).toBeHidden();
  await expectStatuses();

  // Submit, and read every answer back in the analysis.
  await page.getByRole('button', { name: message('runner.submit.button'), exact: true }).click();
  await page.getByRole('button', { name: message('runner.submit.confirm') }).click();
  await expect(
    page.getByRole('heading', { name: message('runner.submitted.title') }),
  ).toBeVisible();
  // Submitted: what was kept for offline use is gone.
  await expect.poll(() => page.evaluate(keptOffline)).toBe(false);
  await page.getByRole('link', { name: message('runner.submitted.analysis') }).click();
  const row = (q: typeof a) => page.locator(`li[data-code="${q.code}"]`).first();
  // The list opens on the wrong and skipped questions, a page at a time: all of them, to read each.
  await page.locator('[data-filter="all"]').click();
  await page.getByRole('button', { name: showAll }).click();
  const expected = [
    [a, 'correct', '+4'],
    [b, 'incorrect', '\u22121'],
    [c, 'unattempted', '0'],
    [d, 'correct', '+4'],
    [e, 'incorrect', '\u22121'],
  ] as const;
  for (const [q, result, marks] of expected) {
    await expect(row(q)).toHaveAttribute('data-result', result);
    await expect(row(q)).toContainText(`${marks} marks`);
  }
  // +4 +4 −1 −1: the score the server worked out.
  await expect(page.getByText('6 of 300')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a test left open is submitted by itself at its deadline, after the alert', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.clock.install();
  await signUp(page, request, 'abhyas', freshMobile());
  await addProfile(page, 'Meena Iyer');
  await expect(page).toHaveURL(/\/learn\/home$/);
  // A chapter test (20 minutes), opened by its address as a chapter's page links to it.
  await page.goto(`${brandFacts('abhyas').url}${runnerHref(CHAPTER_TEST)}`);
  const paper = await startPaper(page);
  const choice = paper.sections[0]?.questions
    .map((q) => plainChoice(q.code))
    .find((found) => found !== undefined);
  if (!choice) throw new Error('the chapter test has no plain single-choice question');
  const number = (paper.sections[0]?.questions.findIndex((q) => q.code === choice.code) ?? 0) + 1;

  // An answer, then the test left open: the alert comes two minutes before the end (the test's
  // own setting). Only the page's clock moves, so the answer is given before the jump: the
  // server, on real time, counts what was done before its own deadline.
  await cell(page, number).click();
  await page.getByRole('radio', { name: choice.right, exact: true }).check();
  await page.getByRole('button', { name: message('runner.action.saveAndNext') }).click();
  await expect(cell(page, number)).toHaveAccessibleName(`Question ${number}, answered`);
  await page.clock.fastForward('18:30');
  const alert = page.getByRole('alertdialog');
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: message('runner.autoSubmit.continue') }).click();
  await expect(alert).toBeHidden();

  // The deadline passes: submitted without a click, and the analysis has the answer.
  await page.clock.fastForward('02:00');
  await expect(
    page.getByRole('heading', { name: message('runner.submitted.title') }),
  ).toBeVisible();
  await page.getByRole('link', { name: message('runner.submitted.analysis') }).click();
  await page.locator('[data-filter="correct"]').click();
  await expect(page.locator(`li[data-code="${choice.code}"]`).first()).toHaveAttribute(
    'data-result',
    'correct',
  );
});
