import { expect, test, type Locator, type Page } from '@playwright/test';
import { runnerHref } from '../../domain/mockTests/testLinks.ts';
import { MIN_TAP_TARGET_PX } from '../../domain/rules/tapTarget.ts';
import { addProfile, freshMobile, signUp } from './accountSteps.ts';
import { brandFacts, message } from './brandHosts.ts';
import { expectNoSeriousA11yViolations } from './expectNoSeriousA11yViolations.ts';
import { cell, heading, startPaper, type UiLocale } from './mockTestSteps.ts';

/** Issue 13's phone: the first option must show on the first screen of this one. */
const PHONE = { width: 390, height: 844 };
/** The 90-question paper, its three sections of 30. */
const FULL_MOCK = 'jee-main-mock-1';
const QUESTIONS = 90;

test.use({ viewport: PHONE });

/** The site's own header: none of it may show while the test is open. */
async function expectNoSiteHeader(page: Page, locale: UiLocale) {
  await expect(page.getByRole('link', { name: message('nav.learn', locale) })).toHaveCount(0);
  await expect(page.getByRole('button', { name: message('shell.signOut', locale) })).toHaveCount(0);
  await expect(page.getByRole('button', { name: message('shell.menu', locale) })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
}

/** Every button of the locator is at least a finger's size. */
async function expectTappable(scope: Locator) {
  const boxes = await scope.getByRole('button').evaluateAll((buttons) =>
    buttons.map((b) => ({
      w: b.getBoundingClientRect().width,
      h: b.getBoundingClientRect().height,
    })),
  );
  expect(boxes.length).toBeGreaterThan(0);
  for (const box of boxes) {
    expect(box.w).toBeGreaterThanOrEqual(MIN_TAP_TARGET_PX);
    expect(box.h).toBeGreaterThanOrEqual(MIN_TAP_TARGET_PX);
  }
}

async function examHallJourney(page: Page, locale: UiLocale) {
  const at = (key: string) => message(key, locale);
  if (locale !== 'en') {
    // The UI language, chosen as a student would: the menu drawer's language picker.
    await page.getByRole('button', { name: message('shell.menu'), exact: true }).click();
    const drawer = page.getByRole('dialog', { name: message('shell.menu') });
    // A profile's language is saved with the profile, and the page reloads in it.
    const reloaded = page.waitForEvent('load');
    await drawer.getByRole('combobox', { name: message('shell.language') }).selectOption(locale);
    await reloaded;
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
  }
  const home = page.url();
  await page.goto(`${brandFacts('abhyas').url}${runnerHref(FULL_MOCK)}`);
  await expect(page.getByRole('button', { name: at('runner.start') })).toBeVisible();
  await expectNoSiteHeader(page, locale);
  await startPaper(page, locale);
  await expectNoSiteHeader(page, locale);

  // The question and its first option on the first screen, without scrolling.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(heading(page, 1, locale)).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('radio').first()).toBeInViewport({ ratio: 1 });
  // The answering buttons in the bar at the bottom, every tap target a finger's size.
  const save = page.getByRole('button', { name: at('runner.action.saveAndNext') });
  await expect(save).toBeInViewport({ ratio: 1 });
  const bar = page.locator('.runner-actions__answer');
  const barBox = await bar.boundingBox();
  expect((barBox?.y ?? 0) + (barBox?.height ?? 0)).toBeCloseTo(PHONE.height, 0);
  await expectTappable(bar);
  await expectTappable(page.locator('.runner-header'));
  await expectNoSeriousA11yViolations(page);

  // Time left stays in sight below the last option.
  const timer = page.getByRole('timer', { name: at('runner.timer.test') });
  await page.getByRole('radio').last().scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(timer).toBeInViewport({ ratio: 1 });

  // The palette: a drawer from the bar's button with the counts, closed by a tap on a number.
  const openLabel = at('runner.palette.open')
    .replace('{answered}', '0')
    .replace('{total}', String(QUESTIONS));
  const paletteButton = page.getByRole('button', { name: openLabel });
  await expect(paletteButton).toBeInViewport();
  await paletteButton.click();
  const drawer = page.getByRole('dialog', { name: at('runner.palette.title') });
  await expect(drawer).toBeVisible();
  const legend = drawer.getByRole('list', { name: at('runner.legend.all') });
  for (const key of [
    'runner.status.answered',
    'runner.status.notAnswered',
    'runner.status.notVisited',
    'runner.status.reviewNow',
    'runner.status.answeredAndMarked',
  ])
    await expect(legend).toContainText(at(key));
  await expect(legend.getByRole('listitem').nth(2)).toContainText(String(QUESTIONS - 1));
  await expectTappable(drawer.locator('.runner-palette__grid').first());
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(paletteButton).toBeFocused();
  await paletteButton.click();
  await cell(page, 7, locale).click();
  await expect(drawer).toBeHidden();
  await expect(heading(page, 7, locale)).toBeVisible();

  // Back asks first: staying keeps the paper, leaving goes back where the student came from.
  const leave = page.getByRole('dialog', { name: at('runner.leave.title') });
  await page.evaluate(() => window.history.back());
  await expect(leave).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await leave.getByRole('button', { name: at('runner.leave.stay') }).click();
  await expect(leave).toBeHidden();
  await expect(heading(page, 7, locale)).toBeVisible();
  await page.evaluate(() => window.history.back());
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: at('runner.leave.confirm') }).click();
  await expect(page).toHaveURL(home);
  await expect(
    page.getByRole('button', { name: message('shell.menu', locale), exact: true }),
  ).toBeVisible();
}

test('on a phone the mock test is an exam hall: the question first, time in sight, a palette drawer, back asks', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signUp(page, request, 'abhyas', freshMobile());
  await addProfile(page, 'Asha Rao');
  await expect(page).toHaveURL(/\/learn\/home$/);
  await examHallJourney(page, 'en');

  // Back in the test and submitted: the summary is an ordinary page, with the site around it.
  await page.goto(`${brandFacts('abhyas').url}${runnerHref(FULL_MOCK)}`);
  await expect(heading(page, 7)).toBeVisible();
  await expectNoSiteHeader(page, 'en');
  await page.getByRole('button', { name: message('runner.submit.button'), exact: true }).click();
  await page.getByRole('button', { name: message('runner.submit.confirm') }).click();
  await expect(
    page.getByRole('heading', { name: message('runner.submitted.title') }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: message('shell.menu'), exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('the exam hall in Hindi', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signUp(page, request, 'abhyas', freshMobile());
  await addProfile(page, 'Kavya Sharma');
  await expect(page).toHaveURL(/\/learn\/home$/);
  await examHallJourney(page, 'hi');
});
