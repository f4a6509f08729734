import { expect, test, type Response } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PracticeQuestion } from '../../domain/contracts/practice.ts';
import type { BankQuestion } from '../../domain/questions/questionTypes.ts';
import { addProfile, freshMobile, signUp } from './accountSteps.ts';
import { brandFacts, message } from './brandHosts.ts';
import { expectNoSeriousA11yViolations } from './expectNoSeriousA11yViolations.ts';

const PHYSICS = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../content/questions/physics.json'), 'utf8'),
) as { questions: BankQuestion[] };
const bank = new Map(PHYSICS.questions.map((q) => [q.code, q]));

const SITE = brandFacts('abhyas').url;

const isNextQuestion = (r: Response) =>
  r.request().method() === 'GET' &&
  /\/api\/practice\/v1\/practice\/[^/]+\/question\?/.test(r.url());
const served = async (response: Promise<Response>): Promise<PracticeQuestion> =>
  ((await (await response).json()) as { data: { question: PracticeQuestion } }).data.question;

test('a student answers two questions wrong, finds them in the revision list with their solutions, and practises one again', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signUp(page, request, 'abhyas', freshMobile());
  await addProfile(page, 'Asha Rao');
  await expect(page).toHaveURL(/\/learn\/home$/);

  // Nothing to revise yet: the empty state says what will come here.
  await page.goto(`${SITE}/user-home/revision-lists`);
  await expect(
    page.getByRole('heading', { level: 2, name: message('revision.empty.title') }),
  ).toBeVisible();

  // Practise kinematics; answer two single-choice questions wrong, skipping any other kind.
  await page.goto(`${SITE}/learn/home`);
  await page
    .getByRole('link', { name: message('nav.practice'), exact: true })
    .first()
    .click();
  const chapters = page.getByRole('region', { name: message('page.shelf.practiceChapters') });
  await chapters.getByRole('link', { name: 'Kinematics' }).click();
  let next = page.waitForResponse(isNextQuestion);
  await page.getByRole('link', { name: message('practice.summary.chapter') }).click();
  let question = await served(next);
  const wrong: string[] = [];
  while (wrong.length < 2) {
    const key = bank.get(question.code);
    next = page.waitForResponse(isNextQuestion);
    if (key?.type === 'SingleChoice') {
      const choice = key.options.find((o) => o.id !== key.answer);
      await page.getByRole('radio', { name: choice?.text.en }).check();
      await page.getByRole('button', { name: message('practice.submit') }).click();
      await expect(
        page.getByRole('heading', { name: message('practice.feedback.incorrect') }),
      ).toBeVisible();
      wrong.push(question.code);
      if (wrong.length === 2) break;
      await page.getByRole('button', { name: message('practice.next') }).click();
    } else {
      await page.getByRole('button', { name: message('practice.skip') }).click();
    }
    question = await served(next);
  }

  // The revision list, at a phone's width: physics, then kinematics, with both questions.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${SITE}/user-home/revision-lists`);
  await expect(
    page.getByRole('heading', { level: 1, name: message('revision.title') }),
  ).toBeVisible();
  const physics = page.getByRole('region', { name: /Physics/ });
  await expect(physics.getByRole('heading', { level: 3, name: /Kinematics/ })).toBeVisible();
  const items = physics.locator('.revision-item');
  await expect(items).toHaveCount(2);
  await expect(physics.getByText('Wrong in practice', { exact: false })).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
  const noHorizontalScroll = await page.evaluate(
    () => document.documentElement.scrollWidth <= window.innerWidth,
  );
  expect(noHorizontalScroll).toBe(true);

  // The newest opens from the keyboard, with the key marked and the worked solution.
  const newest = wrong[1] ?? '';
  const key = bank.get(newest);
  if (key?.type !== 'SingleChoice') throw new Error(`${newest} is not single choice`);
  const first = items.first();
  await first.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(first.locator('details')).toHaveAttribute('open');
  await expect(first.getByRole('heading', { name: message('revision.solution') })).toBeVisible();
  const right = key.options.find((o) => o.id === key.answer);
  await expect(
    first.locator('label', { hasText: right?.text.en ?? '' }).getByText('Correct'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Practise this again: the chapter, with this question first.
  next = page.waitForResponse(isNextQuestion);
  await first.getByRole('link', { name: message('revision.practiseAgain') }).click();
  await expect(page).toHaveURL(/\/practice\?.*questionCode=/);
  expect((await served(next)).code).toBe(newest);
  await expect(page.getByRole('heading', { name: /^Question 1 of \d+$/ })).toBeVisible();
});
