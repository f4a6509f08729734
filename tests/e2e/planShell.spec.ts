import { expect, test, type Page } from '@playwright/test';
import { HOUR_MS } from '../../domain/timeline/timelinePeriods.ts';
import { addProfile, freshMobile, signUp } from './accountSteps.ts';
import { brandFacts, message, PORT } from './brandHosts.ts';
import { expectNoSeriousA11yViolations } from './expectNoSeriousA11yViolations.ts';

const founderNote = (page: Page) =>
  page.getByRole('dialog', { name: message('plan.founder.greeting') });
/** The floater's words for a fresh seven-day trial, as the English catalog plurals them. */
const SEVEN_DAY_TRIAL = 'Trial: 7 days left';

/** Records every call to the subscription service the page makes. */
function subscriptionCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/subscription')) calls.push(request.url());
  });
  return calls;
}

test('a new student on abhyas gets the trial, the founder’s note once, and the floater', async ({
  page,
  request,
}) => {
  // Sign-up, profile, the note twice and the floater's moves: more than the default on a loaded
  // two-core machine.
  test.setTimeout(90_000);
  await signUp(page, request, 'abhyas', freshMobile());
  await addProfile(page, 'Asha Rao', { keepFounderNote: true });
  await expect(page).toHaveURL(/\/learn\/home$/);

  const note = founderNote(page);
  await expect(note).toBeVisible();
  await expect(note).toContainText('7 days');
  await expect(note).toContainText(message('plan.founder.abhyas.name'));
  await expectNoSeriousA11yViolations(page);
  // Only its buttons close it.
  await page.keyboard.press('Escape');
  await expect(note).toBeVisible();
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/auth/edit_profile') && r.request().method() === 'PUT',
  );
  await note.getByRole('button', { name: message('plan.founder.back') }).click();
  expect((await saved).status()).toBe(200);
  await expect(note).toHaveCount(0);

  const floater = page.getByRole('link', { name: SEVEN_DAY_TRIAL });
  await expect(floater).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your plan ends in 7 days.' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The handle moves it with the keyboard, and the place is kept.
  const handle = page.getByRole('button', { name: message('plan.floater.move') });
  const before = await floater.boundingBox();
  await handle.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect
    .poll(async () => (await floater.boundingBox())?.x)
    .toBeLessThan((before?.x ?? 0) - 16);

  // The note was saved to the profile: a fresh load shows the floater and no note.
  await page.reload();
  await expect(page.getByRole('link', { name: SEVEN_DAY_TRIAL })).toBeVisible();
  await expect(founderNote(page)).toHaveCount(0);
});

test('the homework app sells nothing: no trial, note or floater', async ({ page, request }) => {
  const calls = subscriptionCalls(page);
  await signUp(page, request, 'homework', freshMobile());
  await addProfile(page, 'Ravi Rao');
  await expect(page).toHaveURL(/\/user-home$/);
  await page.waitForLoadState('networkidle');
  await expect(founderNote(page)).toHaveCount(0);
  await expect(page.locator('.plan-floater')).toHaveCount(0);
  expect(calls).toEqual([]);
  await expectNoSeriousA11yViolations(page);
});

test('an institute brand (vidya) sells nothing either', async ({ page }) => {
  // Vidya has no sign-up: a visitor's pages are what can be checked here.
  const calls = subscriptionCalls(page);
  await page.goto(`${brandFacts('vidya').url}/`);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.plan-floater')).toHaveCount(0);
  expect(calls).toEqual([]);
});

test('once the plan has ended, a tile opens the paywall, and it leads to the plan-ended screen’s plans', async ({
  page,
  request,
}) => {
  // The plan's end moved into the past, as the server reports it once the days have run out (the
  // server's own expiry is covered with a moved clock in tests/api/subscriptionPlans.test.ts).
  await page.route('**/api/subscription/subscription/info*', async (route) => {
    // Asked of the server by its address, as the test runner cannot resolve the brand's host.
    const url = new URL(route.request().url());
    const response = await route.fetch({
      url: `http://127.0.0.1:${PORT}${url.pathname}${url.search}`,
      headers: { ...route.request().headers(), host: url.host },
    });
    const body = (await response.json()) as { data: { validity: number; status: string }[] };
    const ended = Date.now() - HOUR_MS;
    for (const item of body.data) Object.assign(item, { validity: ended, status: 'EXPIRED' });
    await route.fulfill({ response, json: body });
  });
  await signUp(page, request, 'abhyas', freshMobile());
  await addProfile(page, 'Meera Rao', { keepFounderNote: true });
  await expect(page).toHaveURL(/\/learn\/home$/);

  // The offer of plans comes once a day; later, it waits.
  const popup = page.getByRole('dialog', { name: message('plan.popup.title') });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: message('plan.popup.later') }).click();
  await expect(page.getByRole('link', { name: message('plan.floater.expired') })).toBeVisible();

  const tile = page.getByRole('main').locator('button[aria-haspopup="dialog"]').first();
  await tile.click();
  const paywall = page.getByRole('dialog', { name: message('plan.paywall.title') });
  await expect(paywall).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await paywall.getByRole('link', { name: message('plan.paywall.subscribe') }).click();

  await expect(page).toHaveURL(/\/subscription\/plan-ended$/);
  await expect(
    page.getByRole('heading', { level: 1, name: message('subscription.planEnded.title') }),
  ).toBeVisible();
  const choices = page.getByRole('link', { name: message('subscription.choose') });
  await expect(choices).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);
  await choices.first().click();
  await expect(page).toHaveURL(/\/subscription\/payment\?planId=/);
});
