import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { analysisHref, runnerHref } from '../../domain/mockTests/testLinks.ts';
import { MOBILE_MAX_WIDTH_PX } from '../../domain/rules/breakpoints.ts';
import { SUPPORTED_LOCALES, type Locale } from '../../domain/rules/locales.ts';
import { addProfile, freshMobile, signUp } from './accountSteps.ts';
import { brandFacts, message } from './brandHosts.ts';
import { expectNoSeriousA11yViolations } from './expectNoSeriousA11yViolations.ts';
import { findHeaderWrap } from './findHeaderWrap.ts';
import { findMissingGlyphs } from './findMissingGlyphs.ts';
import { findOverflow } from './findOverflow.ts';
import { findUntaggedScripts } from './findUntaggedScripts.ts';
import { ONE_DATABASE } from './oneDatabase.ts';
import { startPaper, submitPaper } from './mockTestSteps.ts';
import { appReady } from './appReady.ts';

/**
 * Issue 15 (item 3): every screen laid out for every script — landing, login, learn home, the test
 * runner mid-test and the analysis, at a small phone, a phone, a tablet and a laptop: no text
 * that overflows its box, the header on one row, a loaded font for every character, a `lang` on
 * every text in another script, and axe on each screen in each language.
 *
 * `npm test` sweeps a fixed subset (each screen in three languages of three scripts, Tamil and
 * Malayalam — the longest words — in both); `npm run e2e:scripts` (SCRIPT_SWEEP=all) sweeps all
 * twelve, three languages to a test so the two workers share them. SCRIPT_SHOTS=<dir> keeps a
 * screenshot of each screen at the phone and laptop widths.
 */
const WIDTHS = [320, 390, 768, 1280] as const;
const HEIGHT = 844;
const LAPTOP = 1280;
const SHOT_WIDTHS: readonly number[] = [390, LAPTOP];
const PUBLIC_SUBSET: Locale[] = ['ta', 'bn', 'ml'];
const SIGNED_IN_SUBSET: Locale[] = ['ta', 'as', 'ml'];
const PER_TEST = 3;
const SWEEP_ALL = process.env.SCRIPT_SWEEP === 'all';
const SHOTS = process.env.SCRIPT_SHOTS;
/** The paper taken and submitted, for the analysis; the paper left open, for the runner. */
const SUBMITTED = 'jee-main-sectional-mock';
const OPEN = 'jee-main-mock-1';
const { url } = brandFacts('abhyas');
const PROFILE = 'Kavya Subramaniam';

function groups(subset: Locale[]): Locale[][] {
  if (!SWEEP_ALL) return [subset];
  const all = [...SUPPORTED_LOCALES];
  return Array.from({ length: Math.ceil(all.length / PER_TEST) }, (_, i) =>
    all.slice(i * PER_TEST, (i + 1) * PER_TEST),
  );
}

/** Findings by screen and language, each with the widths it was seen at. */
class Findings {
  private readonly seen = new Map<string, Set<number>>();
  add(where: string, width: number, found: string[]) {
    for (const finding of found) {
      const key = `${where}: ${finding}`;
      this.seen.set(key, (this.seen.get(key) ?? new Set()).add(width));
    }
  }
  list(): string[] {
    return [...this.seen].map(([key, widths]) => `${key} (at ${[...widths].join(', ')}px)`);
  }
}

/**
 * The screen settled at this width: the header has chosen its layout (the drawer on narrow
 * screens, and on wide ones when the bar does not fit, two frames after a resize) and the fonts
 * are in.
 */
async function atWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: HEIGHT });
  const header = page.locator('.site-header');
  if (width <= MOBILE_MAX_WIDTH_PX && (await header.count()) > 0)
    await expect(header).toHaveAttribute('data-layout', 'drawer');
  await page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame++)
      await new Promise((resolve) => requestAnimationFrame(resolve));
    await document.fonts.ready;
  });
}

/** The four checks of one screen in one language at every width, and axe once. */
async function sweep(page: Page, screen: string, locale: Locale, findings: Findings) {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  const where = `${screen} in ${locale}`;
  for (const width of WIDTHS) {
    await atWidth(page, width);
    findings.add(where, width, await findOverflow(page));
    findings.add(where, width, await findHeaderWrap(page));
    findings.add(where, width, await findMissingGlyphs(page));
    findings.add(where, width, await findUntaggedScripts(page));
    if (SHOTS && SHOT_WIDTHS.includes(width) && ['ta', 'bn', 'ml', 'as'].includes(locale)) {
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({
        path: join(SHOTS, `${screen}-${locale}-${width}.png`),
        fullPage: true,
      });
    }
  }
  await expectNoSeriousA11yViolations(page);
}

/**
 * The language picked as a visitor or student picks it on a laptop: the header's picker, or the
 * menu drawer's when the header does not fit the current language's menu on one row.
 */
/** How long one look for the language picker waits before the header is looked at again. */
const PICKER_WAIT_MS = 2_000;

async function pickLanguage(page: Page, locale: Locale, profileName?: string) {
  // A prerendered landing shows its picker before the app runs, and a choice made then is lost.
  await appReady(page);
  await atWidth(page, LAPTOP);
  const header = page.getByRole('banner');
  const drawer = page.locator('dialog.nav-drawer');
  const menu = async () => {
    if ((await header.getAttribute('data-layout')) !== 'drawer') return header;
    if (!(await drawer.isVisible())) await header.locator('button[aria-haspopup="dialog"]').click();
    return drawer;
  };
  // Picked once the menu shows the profile, so the choice is saved to it (and reloads); the
  // header may move into the drawer when the profile's name arrives, so both are tried.
  await expect(async () => {
    const shown = await menu();
    if (profileName) await expect(shown.getByText(profileName)).toBeVisible({ timeout: 1_000 });
  }).toPass();
  // The header may also turn into the drawer between finding the picker and using it (the last
  // language's menu needed a different width): the picker is looked for again until it is used.
  await expect(async () => {
    await (await menu()).getByRole('combobox').selectOption(locale, { timeout: PICKER_WAIT_MS });
  }).toPass();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

for (const languages of groups(PUBLIC_SUBSET)) {
  test(
    `landing and login laid out in ${languages.join(', ')} at ${WIDTHS.join(', ')}px`,
    {
      tag: ONE_DATABASE,
    },
    async ({ page }) => {
      test.setTimeout(60_000 * languages.length);
      const findings = new Findings();
      await page.setViewportSize({ width: LAPTOP, height: HEIGHT });
      for (const locale of languages) {
        await page.goto(`${url}/`);
        await pickLanguage(page, locale);
        // The blocks arrive in a chunk of their own: wait until the page says more than its title.
        await expect(page.getByRole('main').locator('p, summary, li').first()).toBeVisible();
        await sweep(page, 'landing', locale, findings);
        await page.goto(`${url}/login`);
        await expect(page.getByRole('main').getByRole('button').first()).toBeVisible();
        await sweep(page, 'login', locale, findings);
      }
      expect(findings.list()).toEqual([]);
    },
  );
}

/** A paper taken and submitted in English: the address of its analysis. */
async function submittedAnalysis(page: Page): Promise<string> {
  await page.goto(`${url}${runnerHref(SUBMITTED)}`);
  const paper = await startPaper(page);
  await page.getByRole('main').getByRole('radio').first().check();
  await page.getByRole('button', { name: message('runner.action.saveAndNext') }).click();
  const sessionId = await submitPaper(page);
  return `${url}${analysisHref(paper.code, sessionId)}`;
}

for (const languages of groups(SIGNED_IN_SUBSET)) {
  test(
    `learn home, the runner and the analysis laid out in ${languages.join(', ')} at ${WIDTHS.join(', ')}px`,
    {
      tag: ONE_DATABASE,
    },
    async ({ page, request }) => {
      test.setTimeout(40_000 + 60_000 * languages.length);
      const findings = new Findings();
      await page.setViewportSize({ width: LAPTOP, height: HEIGHT });
      await signUp(page, request, 'abhyas', freshMobile());
      await addProfile(page, PROFILE);
      await expect(page).toHaveURL(/\/learn\/home$/);
      const analysis = await submittedAnalysis(page);
      await page.goto(`${url}${runnerHref(OPEN)}`);
      await startPaper(page);
      for (const locale of languages) {
        await page.goto(`${url}/learn/home`);
        const saved = page.waitForResponse((r) => r.url().includes('/edit_profile') && r.ok());
        const reloaded = page.waitForEvent('load');
        await pickLanguage(page, locale, PROFILE);
        await saved;
        await reloaded;
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // The shelves are in: no skeleton left, the tiles with their texts.
        await expect(page.locator('.tile').first()).toBeVisible();
        await expect(page.locator('.shelf-skeleton')).toHaveCount(0);
        await sweep(page, 'learn-home', locale, findings);
        await page.goto(`${url}${runnerHref(OPEN)}`);
        await expect(page.getByRole('main').getByRole('radio').first()).toBeVisible();
        await sweep(page, 'runner', locale, findings);
        await page.goto(analysis);
        await expect(page.locator('[data-count="questions"] dd')).toBeVisible();
        await sweep(page, 'analysis', locale, findings);
      }
      expect(findings.list()).toEqual([]);
    },
  );
}
