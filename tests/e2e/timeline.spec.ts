import { expect, test, type Response } from '@playwright/test';
import type { PracticeQuestion } from '../../domain/contracts/practice.ts';
import { addProfile, freshMobile, signUp } from './accountSteps.ts';
import { message } from './brandHosts.ts';
import { expectNoSeriousA11yViolations } from './expectNoSeriousA11yViolations.ts';

const isNextQuestion = (r: Response) =>
  r.request().method() === 'GET' &&
  /\/api\/practice\/v1\/practice\/[^/]+\/question\?/.test(r.url());
const isActivity = (r: Response) =>
  r.request().method() === 'POST' && r.url().endsWith('/api/timeline/activity');

test('a new student practises and finds today’s activity on the timeline, as a chart with its table', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signUp(page, request, 'abhyas', freshMobile());
  await addProfile(page, 'Asha Rao');
  await expect(page).toHaveURL(/\/learn\/home$/);

  // Practise: skip one question, answer the next (right or wrong, either is an attempt).
  await page
    .getByRole('link', { name: message('nav.practice'), exact: true })
    .first()
    .click();
  const chapters = page.getByRole('region', { name: message('page.shelf.practiceChapters') });
  await chapters.getByRole('link', { name: 'Kinematics' }).click();
  let next = page.waitForResponse(isNextQuestion);
  await page.getByRole('link', { name: message('practice.summary.chapter') }).click();
  let question = ((await (await next).json()) as { data: { question: PracticeQuestion } }).data
    .question;
  // Skip to a single-choice question: its answer is one click.
  while (question.category !== 'SingleChoice') {
    next = page.waitForResponse(isNextQuestion);
    const skipped = page.waitForResponse(isActivity);
    await page.getByRole('button', { name: message('practice.skip') }).click();
    expect((await skipped).status()).toBe(200);
    question = ((await (await next).json()) as { data: { question: PracticeQuestion } }).data
      .question;
  }
  // A student reads before answering: the seconds on the question are what the timeline counts.
  await page.waitForTimeout(2_000);
  await page.getByRole('radio').first().check();
  const answered = page.waitForResponse(isActivity);
  await page.getByRole('button', { name: message('practice.submit') }).click();
  const record = await answered;
  expect(record.status()).toBe(200);
  expect(record.request().postDataJSON()).toMatchObject({
    source_reference: 'practice',
    type: 'Practice',
    content_id: question.code,
    subject: 'physics',
  });

  // The timeline: today's numbers, and the week as charts each with a table.
  await page.goto(new URL('/user-home/my-timeline', page.url()).href);
  await expect(
    page.getByRole('heading', { level: 1, name: message('timeline.title') }),
  ).toBeVisible();
  const today = page.getByTestId('timeline-today');
  await expect(today.getByText(message('timeline.stat.questions'))).toBeVisible();
  await expect(
    today.locator('div', { hasText: message('timeline.stat.questions') }).locator('dd'),
  ).toHaveText('1');
  const timeChart = page.getByRole('figure', { name: message('timeline.chart.time') });
  await expect(timeChart).toBeVisible();
  await expect(timeChart.locator('canvas')).toHaveAttribute('aria-hidden', 'true');
  await expect(timeChart).toHaveAttribute('data-drawn', 'true');
  const table = timeChart.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Physics' })).toBeAttached();
  await expect(table.getByRole('row')).toHaveCount(8); // the heading row and seven days
  await expectNoSeriousA11yViolations(page);

  // The period switcher from the keyboard: Day shows the day hour by hour.
  const day = page.getByRole('button', { name: message('timeline.period.day') });
  await day.focus();
  await page.keyboard.press('Enter');
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  await expect(table.getByRole('row')).toHaveCount(25);
  await expectNoSeriousA11yViolations(page);

  // A phone's width: nothing runs off the side.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/timeline-390.png', fullPage: true });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
