import { expect, type Page, type Response } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestPaper } from '../../domain/contracts/mockTests.ts';
import type { BankQuestion } from '../../domain/questions/questionTypes.ts';
import { message } from './brandHosts.ts';

/** Steps of the mock-test journeys, shared by the runner's specs. */
export type UiLocale = 'en' | 'hi';

const bank = new Map(
  ['physics', 'chemistry', 'mathematics'].flatMap((subject) =>
    (
      JSON.parse(
        readFileSync(join(import.meta.dirname, `../../content/questions/${subject}.json`), 'utf8'),
      ) as { questions: BankQuestion[] }
    ).questions.map((q) => [q.code, q] as const),
  ),
);

/** A question of the JEE bank the demo papers are drawn from, by its code. */
export const bankQuestion = (code: string): BankQuestion | undefined => bank.get(code);

export const isPaper = (r: Response) =>
  r.request().method() === 'GET' && /\/api\/test\/v2\/test\/[^/]+\/questions\?/.test(r.url());

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A catalog text as a pattern: `{number}` is the given number, any other value any digits. */
function messagePattern(key: string, locale: UiLocale, number: number): RegExp {
  const parts = message(key, locale).split(/(\{\w+\})/);
  const source = parts
    .map((part) =>
      part === '{number}' ? String(number) : /^\{\w+\}$/.test(part) ? '\\d+' : escapeRegExp(part),
    )
    .join('');
  return new RegExp(`^${source}$`);
}

/** The heading of question `number` ("Question 3 of 90"). */
export const heading = (page: Page, number: number, locale: UiLocale = 'en') =>
  page.getByRole('heading', { name: messagePattern('runner.question.number', locale, number) });

/** Question `number`'s button in the palette, whatever its status. */
export const cell = (page: Page, number: number, locale: UiLocale = 'en') =>
  page
    .getByRole('navigation', { name: message('runner.palette.title', locale) })
    .getByRole('button', {
      name: new RegExp(
        `^${escapeRegExp(message('runner.palette.notVisited', locale).split('{number}')[0] ?? '')}${number},`,
      ),
    });

/** Opens a mock test from the tests home, through its summary, to its instructions. */
export async function fromTestsHome(page: Page, title: string) {
  await page
    .getByRole('link', { name: message('nav.test'), exact: true })
    .first()
    .click();
  await page.getByRole('link', { name: title }).first().click();
  await page.getByRole('link', { name: message('test.action.start') }).click();
}

/** Agrees to the instructions and starts: the paper as the server serves it. */
export async function startPaper(page: Page, locale: UiLocale = 'en'): Promise<TestPaper> {
  await page.getByLabel(message('runner.instructions.agree', locale)).check();
  const paper = page.waitForResponse(isPaper);
  await page.getByRole('button', { name: message('runner.start', locale) }).click();
  const served = ((await (await paper).json()) as { data: TestPaper }).data;
  await expect(heading(page, 1, locale)).toBeVisible();
  return served;
}

const isEventsPost = (r: Response) =>
  r.request().method() === 'POST' && /\/api\/test\/v1\/test\/[^/]+\/events/.test(r.url());

/**
 * Submits the open paper in English and waits until the server has taken the freeze: the
 * session's id, for the analysis's address.
 */
export async function submitPaper(page: Page): Promise<string> {
  const frozen = page.waitForResponse(
    async (r) =>
      isEventsPost(r) &&
      ((await r.json()) as { data?: { status?: string } }).data?.status === 'finished',
  );
  await page.getByRole('button', { name: message('runner.submit.button'), exact: true }).click();
  await page.getByRole('button', { name: message('runner.submit.confirm') }).click();
  return /\/v1\/test\/([^/]+)\/events/.exec((await frozen).url())?.[1] ?? '';
}
