import { expect, test, type Page, type Response } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PracticeQuestion } from '../../domain/contracts/practice.ts';
import type { BankQuestion } from '../../domain/questions/questionTypes.ts';
import { addProfile, freshMobile, signUp } from './accountSteps.ts';
import { brandFacts, message, PORT } from './brandHosts.ts';
import { expectNoSeriousA11yViolations } from './expectNoSeriousA11yViolations.ts';

type Locale = 'en' | 'hi';

const PHYSICS = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../content/questions/physics.json'), 'utf8'),
) as { questions: BankQuestion[] };
const bank = new Map(PHYSICS.questions.map((q) => [q.code, q]));
const KINEMATICS = 'PreUG--jee-main--physics--mechanics--kinematics';

/** The question the practice service serves next (what the student is about to see). */
const isNextQuestion = (r: Response) =>
  r.request().method() === 'GET' &&
  /\/api\/practice\/v1\/practice\/[^/]+\/question\?/.test(r.url());
const served = async (response: Promise<Response>): Promise<PracticeQuestion> =>
  ((await (await response).json()) as { data: { question: PracticeQuestion } }).data.question;

/** What the reward card says, in the page's language ("+2 silver embiums for a right answer · You have 57 embiums"). */
const REWARD: Record<Locale, RegExp> = {
  en: /^\+(\d+) silver embiums? for a right answer · You have (\d+) embiums?$/,
  hi: /^\+(\d+) सिल्वर एम्बियम सही उत्तर के लिए · आपके पास (\d+) एम्बियम हैं?$/,
};

/**
 * Skips to the next single-choice question and answers it right, as practice.spec.ts does (the
 * bank knows the key); returns once the verdict is on screen.
 */
async function answerRight(page: Page, next: Promise<Response>, locale: Locale) {
  let question = await served(next);
  while (question.category !== 'SingleChoice') {
    const after = page.waitForResponse(isNextQuestion);
    await page.getByRole('button', { name: message('practice.skip', locale) }).click();
    question = await served(after);
  }
  const key = bank.get(question.code);
  if (key?.type !== 'SingleChoice') throw new Error(`${question.code} is not in the bank`);
  const right = key.options.find((o) => o.id === key.answer);
  const label = (locale === 'hi' ? right?.text.hi : undefined) ?? right?.text.en ?? '';
  await page.getByRole('radio', { name: label, exact: true }).check();
  await page.getByRole('button', { name: message('practice.submit', locale) }).click();
  await expect(
    page.getByRole('heading', { name: message('practice.feedback.correct', locale) }),
  ).toBeFocused();
}

/** Signs a new student up on a brand and opens practice of the Kinematics chapter. */
async function startPractice(page: Page, request: Parameters<typeof signUp>[1], brand: string) {
  await signUp(page, request, brand, freshMobile());
  await addProfile(page, 'Asha Rao');
  await expect(page).toHaveURL(/\/learn\/home$/);
}

/** Opens practice of the Kinematics chapter; resolves to the first question served. */
async function openPractice(page: Page, brand: string): Promise<{ next: Promise<Response> }> {
  const next = page.waitForResponse(isNextQuestion);
  await page.goto(`${brandFacts(brand).url}/practice?learnmap_id=${KINEMATICS}`);
  return { next };
}

/** The reward card's award and balance, read from the live region it is announced in. */
async function rewardShown(page: Page, locale: Locale): Promise<{ award: number; total: number }> {
  const card = page.getByRole('status').locator('.embium-reward__text').last();
  await expect(card).toHaveText(REWARD[locale]);
  const [, award, total] = REWARD[locale].exec((await card.textContent()) ?? '') ?? [];
  return { award: Number(award), total: Number(total) };
}

test('a right answer shows the award and the balance, which grows with the next one', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await startPractice(page, request, 'abhyas');
  await answerRight(page, (await openPractice(page, 'abhyas')).next, 'en');
  const first = await rewardShown(page, 'en');
  expect(first.award).toBeGreaterThan(0);
  expect(first.total).toBeGreaterThanOrEqual(first.award);
  // The card does not take focus from the verdict; the feedback says the same award.
  await expect(
    page.getByRole('heading', { name: message('practice.feedback.correct') }),
  ).toBeFocused();
  await expect(page.locator('.practice-feedback__embiums')).toHaveText(
    new RegExp(`^\\+${first.award} silver embiums?$`),
  );
  await expectNoSeriousA11yViolations(page);

  // Escape closes it; the next right answer brings a new one with the balance grown.
  await page.keyboard.press('Escape');
  await expect(page.locator('.embium-reward')).toHaveCount(0);
  const next = page.waitForResponse(isNextQuestion);
  await page.getByRole('button', { name: message('practice.next') }).click();
  await answerRight(page, next, 'en');
  const second = await rewardShown(page, 'en');
  expect(second.total).toBe(first.total + second.award);
});

test('in Hindi the reward is told in Hindi', async ({ page, request }) => {
  test.setTimeout(90_000);
  await startPractice(page, request, 'abhyas');
  await page
    .getByRole('combobox', { name: message('shell.language') })
    .first()
    .selectOption('hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await answerRight(page, (await openPractice(page, 'abhyas')).next, 'hi');
  const { award } = await rewardShown(page, 'hi');
  expect(award).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page);
});

test('on vidya, which switches embiums off, neither embiums nor their modal appear', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // Vidya makes no accounts (its students come from the institute), so a student made on abhyas
  // is carried over: the page is vidya's — its brand, its switches — and its calls are answered
  // as abhyas answers them, embiums and all. What the page shows of them is the brand's doing.
  await startPractice(page, request, 'abhyas');
  const stored = await page.evaluate(() => JSON.stringify(Object.entries(localStorage)));
  const vidya = brandFacts('vidya').url;
  await page.route(`${vidya}/api/**`, async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({
      url: `http://127.0.0.1:${PORT}${url.pathname}${url.search}`,
      headers: { ...route.request().headers(), host: `abhyas.localhost:${PORT}` },
    });
    await route.fulfill({ response });
  });
  await page.addInitScript((entries: string) => {
    if (!location.hostname.startsWith('vidya.')) return;
    for (const [key, value] of JSON.parse(entries) as [string, string][])
      localStorage.setItem(key, value);
  }, stored);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/embiums')) asked.push(r.url());
  });
  const checked = page.waitForResponse(
    (r) =>
      r.request().method() === 'POST' &&
      /\/question\/[^/?]+\?/.test(r.url()) &&
      (r.request().postDataJSON() as { event?: string } | null)?.event === 'submit',
  );

  await answerRight(page, (await openPractice(page, 'vidya')).next, 'en');
  const { data } = (await (await checked).json()) as { data: { check: { silverEmbiums: number } } };
  expect(data.check.silverEmbiums).toBeGreaterThan(0);
  await expect(page.locator('.practice-feedback')).toBeVisible();
  // Give a card that should not come the time to show.
  await page.waitForTimeout(1000);
  await expect(page.locator('.embium-rewards')).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText(/embium/i);
  expect(asked).toEqual([]);
  await expectNoSeriousA11yViolations(page);
});
