import { expect, test, type Page, type Response } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PracticeQuestion } from '../../domain/contracts/practice.ts';
import type { BankQuestion } from '../../domain/questions/questionTypes.ts';
import {
  QUESTION_TAG_MESSAGES,
  questionTagMessages,
} from '../../renderers/screens/practice/questionTagMessages.ts';
import { addProfile, freshMobile, signUp } from './accountSteps.ts';
import { message } from './brandHosts.ts';
import { expectNoSeriousA11yViolations } from './expectNoSeriousA11yViolations.ts';

const PHYSICS = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../content/questions/physics.json'), 'utf8'),
) as { questions: BankQuestion[] };
const bank = new Map(PHYSICS.questions.map((q) => [q.code, q]));

/** The question the practice service serves next (what the student is about to see). */
const isNextQuestion = (r: Response) =>
  r.request().method() === 'GET' &&
  /\/api\/practice\/v1\/practice\/[^/]+\/question\?/.test(r.url());
const served = async (response: Promise<Response>): Promise<PracticeQuestion> =>
  ((await (await response).json()) as { data: { question: PracticeQuestion } }).data.question;

const questionHeading = (page: Page, number: number) =>
  page.getByRole('heading', { name: new RegExp(`^Question ${number} of \\d+$`) });

test('a student practises a chapter: skips, a hint, a wrong answer, solve with us, the summary', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signUp(page, request, 'abhyas', freshMobile());
  await addProfile(page, 'Asha Rao');
  await expect(page).toHaveURL(/\/learn\/home$/);

  await page
    .getByRole('link', { name: message('nav.practice'), exact: true })
    .first()
    .click();
  const chapters = page.getByRole('region', { name: message('page.shelf.practiceChapters') });
  await chapters.getByRole('link', { name: 'Kinematics' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kinematics' })).toBeVisible();
  let next = page.waitForResponse(isNextQuestion);
  await page.getByRole('link', { name: message('practice.summary.chapter') }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kinematics' })).toBeVisible();

  // Skip until a single-choice question; each skip brings the next question.
  let question = await served(next);
  let number = 1;
  while (question.category !== 'SingleChoice') {
    await expect(questionHeading(page, number)).toBeFocused();
    next = page.waitForResponse(isNextQuestion);
    await page.getByRole('button', { name: message('practice.skip') }).click();
    question = await served(next);
    number++;
  }
  await expect(questionHeading(page, number)).toBeFocused();
  // Tags in words a student understands, never the bank's shorthand ("pyq-style").
  const labels = new Set(Object.values(QUESTION_TAG_MESSAGES).map((id) => message(id)));
  const tags = await page.locator('.practice-tags li').allTextContents();
  expect(tags).toHaveLength(questionTagMessages(question.tags).length);
  for (const tag of tags) expect(labels).toContain(tag);
  await expectNoSeriousA11yViolations(page);
  const key = bank.get(question.code);
  if (key?.type !== 'SingleChoice') throw new Error(`${question.code} is not in the bank`);

  // A hint, then a wrong answer: the verdict takes focus and the right option is marked.
  await page.getByRole('button', { name: /^Hint 1 of \d$/ }).click();
  await expect(page.getByText(key.hints[0]?.en ?? '', { exact: false })).toBeVisible();
  const submit = page.getByRole('button', { name: message('practice.submit') });
  await expect(submit).toBeDisabled();
  const wrong = key.options.find((o) => o.id !== key.answer);
  const right = key.options.find((o) => o.id === key.answer);
  await page.getByRole('radio', { name: wrong?.text.en }).check();
  await submit.click();
  await expect(
    page.getByRole('heading', { name: message('practice.feedback.incorrect') }),
  ).toBeFocused();
  await expect(
    page.locator('label', { hasText: right?.text.en ?? '' }).getByText('Correct'),
  ).toBeVisible();
  // The attempt type says what it means, from the keyboard.
  const about = page.locator('.practice-feedback details').first();
  await about.getByText(message('practice.explain.toggle')).focus();
  await page.keyboard.press('Enter');
  await expect(about).toHaveAttribute('open');
  await expectNoSeriousA11yViolations(page);

  // On to a question that can be solved with us, and its steps, each with its right answer.
  for (;;) {
    next = page.waitForResponse(isNextQuestion);
    await page
      .getByRole('button', { name: new RegExp(`^(${message('practice.next')}|Skip)$`) })
      .first()
      .click();
    question = await served(next);
    number++;
    if (question.solveWithUs) break;
  }
  const withSteps = bank.get(question.code);
  const steps =
    withSteps && withSteps.type !== 'LinkedComprehension' ? (withSteps.solveWithUs ?? []) : [];
  await page.getByRole('button', { name: message('practice.swu.start') }).click();
  await expect(page.getByText(`Step 1 of ${steps.length}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  for (const [index, step] of steps.entries()) {
    await expect(page.getByText(`Step ${index + 1} of ${steps.length}`)).toBeVisible();
    if ('fibs' in step) {
      for (const [i, accepted] of step.fibs.entries())
        await page
          .getByRole('textbox', { name: `Blank ${i + 1} of ${step.fibs.length}` })
          .fill(accepted[0] ?? '');
    } else {
      await page.getByRole('button', { name: step.yes ? 'Yes' : 'No', exact: true }).click();
      continue;
    }
    await page.getByRole('button', { name: message('practice.swu.check') }).click();
  }
  await expect(
    page.getByRole('heading', { name: message('practice.feedback.correct') }),
  ).toBeVisible();
  await expect(page.getByText('Solved with us, all steps right').first()).toBeVisible();

  // The session summary: every question seen, skipped ones too; one answer of two right.
  await page.getByRole('link', { name: message('practice.end') }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: message('practice.summary.title') }),
  ).toBeVisible();
  const attempts = page.getByRole('table');
  await expect(attempts.getByRole('row')).toHaveCount(number + 1);
  await expect(attempts.getByRole('cell', { name: /^(Wasted|Incorrect) attempt$/ })).toHaveCount(1);
  await expect(
    attempts.getByRole('cell', { name: 'Solved with us, all steps right' }),
  ).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^50%$/ })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
});

test('practice opened over a lesson closes itself when done, and the lesson plays on', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signUp(page, request, 'abhyas', freshMobile());
  await addProfile(page, 'Ravi Rao');
  const lessons = page.getByRole('region', { name: message('page.shelf.videos') });
  await lessons.getByRole('button', { name: 'Projectile Motion' }).click();
  const player = page.getByRole('dialog');
  await expect(player).toBeVisible();
  // Just before the annotation on the range of a projectile, once the video can seek (a seek
  // before its metadata is lost, and the lesson plays on from the start).
  await page.waitForFunction(
    () => (document.querySelector<HTMLVideoElement>('.video-player video')?.readyState ?? 0) >= 1,
  );
  await page.evaluate(() => {
    const element = document.querySelector<HTMLVideoElement>('.video-player video');
    if (element) element.currentTime = 48;
  });
  const frame = page.frameLocator('iframe[title^="Practice"]');
  const heading = frame.getByRole('heading', { name: /^Question 1 of \d+$/ });
  await expect(heading).toBeVisible({ timeout: 20_000 });
  // The frame shows practice alone: no site header inside it.
  await expect(frame.getByRole('banner')).toHaveCount(0);

  // The number line: 0 to 40 in steps of 2; the range is 20 m.
  const slider = frame.getByRole('slider');
  await slider.focus();
  await slider.press('Home');
  for (let i = 0; i < 10; i++) await slider.press('ArrowRight');
  await frame.getByRole('button', { name: message('practice.submit') }).click();
  await expect(
    frame.getByRole('heading', { name: message('practice.feedback.correct') }),
  ).toBeVisible();
  await frame.getByRole('button', { name: message('practice.next') }).click();

  // Nothing more on the concept: the frame closes and the lesson plays on.
  await expect(page.locator('iframe[title^="Practice"]')).toHaveCount(0, { timeout: 10_000 });
  await expect
    .poll(() =>
      page.evaluate(() => document.querySelector<HTMLVideoElement>('.video-player video')?.paused),
    )
    .toBe(false);
});
