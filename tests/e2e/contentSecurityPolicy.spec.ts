import { expect, test, type Page } from '@playwright/test';
import { runnerHref } from '../../domain/mockTests/testLinks.ts';
import { addProfile, freshMobile, signUp } from './accountSteps.ts';
import { brandFacts, message } from './brandHosts.ts';

const CHAPTER_TEST = 'PreUG--jee-main--chemistry--physical-chemistry--some-basic-concepts';
/** Long enough for the player to fetch its icons and the video to start. */
const PLAYING_AFTER_SECONDS = 1;

/**
 * Every Content-Security-Policy refusal on the page and its frames, as Chromium reports it: the
 * `securitypolicyviolation` event and the console line ("Refused to …", "… violates the following
 * Content Security Policy directive …").
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (line: string) => violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (line: string) => void })
        .reportViolation;
      report(`${event.effectiveDirective} refused ${event.blockedURI} (${event.sourceFile})`);
    });
  });
  page.on('console', (line) => {
    if (/Refused to|Content Security Policy/.test(line.text())) violations.push(line.text());
  });
  return violations;
}

test('the landing, forms, learn home, a video and the test runner raise no CSP violation', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const violations = await watchViolations(page);
  const { url } = brandFacts('abhyas');

  const landing = await page.goto(url);
  expect(landing?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('main')).toBeVisible();
  await page.goto(`${url}/login`);
  await expect(page.getByLabel(message('form.field.password'))).toBeVisible();

  // The sign-up and profile forms (rjsf) validate without eval.
  await signUp(page, request, 'abhyas', freshMobile());
  await addProfile(page, 'Asha Rao');
  await expect(page).toHaveURL(/\/learn\/home$/);

  // A lesson plays: Plyr's controls, its icon sprite, the video and its subtitles.
  const lessons = page.getByRole('region', { name: message('page.shelf.videos') });
  await lessons.getByRole('button', { name: 'Projectile Motion' }).click();
  await expect
    .poll(
      () =>
        page.evaluate(
          () => document.querySelector<HTMLVideoElement>('.video-player video')?.currentTime ?? 0,
        ),
      { timeout: 15_000 },
    )
    .toBeGreaterThan(PLAYING_AFTER_SECONDS);
  await expect(page.locator('.plyr svg use').first()).toBeAttached();

  // The test runner, with its formulas typeset by KaTeX (styles and fonts).
  await page.goto(`${url}${runnerHref(CHAPTER_TEST)}`);
  await page.getByLabel(message('runner.instructions.agree')).check();
  await page.getByRole('button', { name: message('runner.start') }).click();
  await expect(page.getByRole('heading', { name: /^Question 1 of \d+$/ })).toBeVisible();
  await expect(page.locator('.katex').first()).toBeVisible();
  // KaTeX's layout survives the policy: its heights are set as styles.
  await expect(page.locator('.katex .strut').first()).toHaveAttribute('style', /height:/);

  expect(violations).toEqual([]);
});
