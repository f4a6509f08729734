import { expect, test, type Page } from '@playwright/test';
import { addProfile, freshMobile, signUp } from './accountSteps.ts';
import { appReady } from './appReady.ts';
import { brandFacts, message } from './brandHosts.ts';
import { ONE_DATABASE } from './oneDatabase.ts';

/** The goal for the sum of a page load's layout shifts (issue 21: no jump after first paint). */
const MAX_LAYOUT_SHIFT = 0.05;
const PHONE = { width: 412, height: 915 };

const abhyas = brandFacts('abhyas');
const vidya = brandFacts('vidya');

async function withLanguageCookie(page: Page, url: string, locale: string) {
  await page.context().addCookies([{ name: 'abhyas-locale', value: locale, url }]);
}

test.describe('a public page before any script has run', { tag: ONE_DATABASE }, () => {
  test.use({ javaScriptEnabled: false });

  test('shows the landing in English to a first visitor', async ({ page }) => {
    await page.goto(`${abhyas.url}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(abhyas.title);
    await expect(
      page.getByRole('heading', { level: 2, name: message('landing.default.heading') }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: message('landing.login') }).first()).toBeVisible();
    await expect(page).toHaveTitle(abhyas.title);
  });

  test('shows the landing in the language the cookie names', async ({ page }) => {
    await withLanguageCookie(page, abhyas.url, 'hi');
    await page.goto(`${abhyas.url}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(abhyas.titleHi);
    await expect(
      page.getByRole('heading', { level: 2, name: message('landing.default.heading', 'hi') }),
    ).toBeVisible();
  });

  test('shows each brand its own landing', async ({ page }) => {
    await page.goto(`${vidya.url}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(vidya.title);
  });

  test('shows an info page with its blocks', async ({ page }) => {
    await page.goto(`${abhyas.url}/tos`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('info.page.tos'));
    await expect(page.getByRole('main').locator('p').first()).toBeVisible();
  });
});

/** Every console error and uncaught exception of the page from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Sums the page's layout shifts not caused by input, from its first paint on. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const global = window as unknown as { layoutShift: number };
    global.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) global.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

test.describe('a prerendered page once its scripts run', { tag: ONE_DATABASE }, () => {
  test('hydrates without an error and stays interactive', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(`${abhyas.url}/`);
    await appReady(page);
    const nav = page
      .getByRole('banner')
      .getByRole('navigation', { name: message('shell.mainNavigation') });
    await expect(
      nav.getByRole('button', { name: message('nav.exams'), exact: true }),
    ).toBeVisible();
    await nav.getByRole('combobox', { name: message('shell.language') }).selectOption('hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(abhyas.titleHi);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    const cookies = await page.context().cookies(abhyas.url);
    expect(cookies.find((c) => c.name === 'abhyas-locale')).toMatchObject({
      value: 'hi',
      sameSite: 'Lax',
      httpOnly: false,
    });
    // The next visit is served in Hindi by the server.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(abhyas.titleHi);
    expect(errors).toEqual([]);
  });

  test('hydrates an info page in Hindi without an error', async ({ page }) => {
    const errors = collectErrors(page);
    await withLanguageCookie(page, abhyas.url, 'hi');
    await page.addInitScript(() => localStorage.setItem('locale', 'hi'));
    await page.goto(`${abhyas.url}/in-en/contactus`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      message('info.page.contactUs', 'hi'),
    );
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test.describe('at a phone’s width', () => {
    test.use({ viewport: PHONE });

    test('the landing does not move after its first paint', async ({ page }) => {
      const shifted = await watchLayoutShifts(page);
      await page.goto(`${abhyas.url}/`);
      await expect(page.getByRole('button', { name: message('shell.menu') })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await shifted()).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
    });

    test('a signed-in student opening the landing is taken home', async ({ page, request }) => {
      test.setTimeout(120_000);
      await signUp(page, request, 'abhyas', freshMobile());
      await addProfile(page, 'Asha Rao');
      await expect(page).toHaveURL(/\/learn\/home$/);
      const errors = collectErrors(page);
      await page.goto(`${abhyas.url}/`);
      await expect(page).toHaveURL(/\/learn\/home$/);
      expect(errors).toEqual([]);
    });
  });
});
