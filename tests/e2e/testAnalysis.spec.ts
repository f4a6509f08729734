import { expect, test, type Page } from '@playwright/test';
import { analysisHref } from '../../domain/mockTests/testLinks.ts';
import { addProfile, freshMobile, signUp } from './accountSteps.ts';
import { brandFacts, message } from './brandHosts.ts';
import { expectNoSeriousA11yViolations } from './expectNoSeriousA11yViolations.ts';
import { cell, fromTestsHome, heading, startPaper, submitPaper } from './mockTestSteps.ts';

/** A number the analysis shows: a summary count, or the one in a filter's "(n)". */
async function numberIn(page: Page, selector: string): Promise<number> {
  const text = (await page.locator(selector).textContent()) ?? '';
  const found = /(\d+)\)?\s*$/.exec(text.trim())?.[1];
  if (found === undefined) throw new Error(`no number in "${text}" (${selector})`);
  return Number(found);
}

test('review marks come off with Save & Next, and the analysis counts agree with themselves', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signUp(page, request, 'abhyas', freshMobile());
  await addProfile(page, 'Kavya Rao');
  await expect(page).toHaveURL(/\/learn\/home$/);
  await fromTestsHome(page, 'JEE Main full mock test 1');
  const paper = await startPaper(page);

  // Single-choice questions of the first section, by their number in the paper.
  const numbers = (paper.sections[0]?.questions ?? []).flatMap((q, i) =>
    q.category === 'SingleChoice' ? [i + 1] : [],
  );
  const [n1, n2, n3, n4] = numbers;
  if (n1 === undefined || n2 === undefined || n3 === undefined || n4 === undefined)
    throw new Error('the first section has fewer than four single-choice questions');
  const press = (key: string) => page.getByRole('button', { name: message(key) }).click();
  const open = async (number: number) => {
    await cell(page, number).click();
    await expect(heading(page, number)).toBeVisible();
  };
  const status = (number: number, name: string) =>
    expect(cell(page, number)).toHaveAccessibleName(`Question ${number}, ${name}`);
  const choose = () => page.getByRole('main').getByRole('radio').first().check();

  // Marked with an answer, then Save & Next: answered, the mark gone (NTA).
  await open(n1);
  await choose();
  await press('runner.action.markAndNext');
  await status(n1, 'answered and marked for review');
  await open(n1);
  await press('runner.action.saveAndNext');
  await status(n1, 'answered');

  // Marked without an answer, then Save & Next with nothing chosen: not answered.
  await open(n2);
  await press('runner.action.markAndNext');
  await status(n2, 'marked for review');
  await open(n2);
  await press('runner.action.saveAndNext');
  await status(n2, 'not answered');

  // Answered and marked: evaluated. Cleared after marking: the mark stays, the answer goes.
  await open(n3);
  await choose();
  await press('runner.action.markAndNext');
  await status(n3, 'answered and marked for review');
  await open(n4);
  await choose();
  await press('runner.action.markAndNext');
  await open(n4);
  await press('runner.action.clear');
  await status(n4, 'marked for review');

  // Submitted: the server takes the freeze, then the analysis opens (at its own address, so this
  // spec reads the analysis whatever the submitted page looks like).
  const sessionId = await submitPaper(page);
  await page.goto(`${brandFacts('abhyas').url}${analysisHref(paper.code, sessionId)}`);

  // The summary's counts are the filters' counts, and they add up to the paper.
  const count = (key: string) => numberIn(page, `[data-count="${key}"] dd`);
  const filter = (key: string) => numberIn(page, `[data-filter="${key}"]`);
  const total = paper.sections.reduce((sum, s) => sum + s.questions.length, 0);
  await expect(page.locator('[data-count="questions"] dd')).toHaveText(String(total));
  expect(await count('attempted')).toBe(2);
  expect(await count('marked')).toBe(2);
  expect(await count('correct')).toBe(await filter('correct'));
  expect(await count('incorrect')).toBe(await filter('incorrect'));
  expect(await count('notAttempted')).toBe(await filter('unattempted'));
  expect(await count('questions')).toBe(await filter('all'));
  expect(
    (await count('correct')) + (await count('incorrect')) + (await count('notAttempted')),
  ).toBe(total);
  expect(await filter('toReview')).toBe(total - (await count('correct')));

  // The marking reads as marks; the list opens on ten questions that matter, the rest a tap away.
  await expect(page.getByText('+4 for a correct answer').first()).toBeVisible();
  const rows = page.locator('.test-questions > li');
  await expect(rows).toHaveCount(10);
  await expect(rows.first()).not.toHaveAttribute('data-result', 'correct');
  await page
    .getByRole('button', {
      name: new RegExp(`^${message('test.list.showAll').split('{count}')[0] ?? ''}`),
    })
    .click();
  await expect(rows).toHaveCount(await filter('toReview'));
  await expectNoSeriousA11yViolations(page);
});
