import { expect, test, type Page } from '@playwright/test';
import { addProfile, freshMobile, signUp } from './accountSteps.ts';
import { brandFacts, message } from './brandHosts.ts';
import { expectNoSeriousA11yViolations } from './expectNoSeriousA11yViolations.ts';

/** A campaign link as a WhatsApp message would carry it: NEET UG content in Hindi. */
const campaignLink = (path: string) =>
  `${brandFacts('abhyas').url}${path}?utm_source=whatsapp&_branch_referrer=neet-hindi-week&exam_code=neet-ug&content_locale=hi`;

const prompt = (page: Page) =>
  page.getByRole('dialog', { name: message('profiles.linkPrompt.both.title') });

/** A signed-up student whose profile prepares for JEE Main in English. */
async function jeeStudent(page: Page, request: Parameters<typeof signUp>[1]) {
  await signUp(page, request, 'abhyas', freshMobile());
  await addProfile(page, 'Asha Rao');
  await expect(page).toHaveURL(/\/learn\/home$/);
}

test('a campaign link to another exam in Hindi offers to change the profile, and Change does', async ({
  page,
  request,
}) => {
  await jeeStudent(page, request);

  await page.goto(campaignLink('/learn/home'));
  await expect(prompt(page)).toBeVisible();
  await expect(prompt(page)).toContainText('NEET UG');
  await expect(prompt(page)).toContainText('हिन्दी');
  await expect(page.locator('#main-content')).toBeHidden();
  await expect(prompt(page)).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  await prompt(page)
    .getByRole('button', { name: message('profiles.linkPrompt.change') })
    .click();
  // The page reloads in the profile's new language, and the link now matches the profile.
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('combobox', { name: message('shell.language', 'hi') })).toHaveValue(
    'hi',
  );
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('#main-content')).toBeVisible();

  // The change was saved to the profile: the same link on a fresh load asks nothing.
  await page.goto(campaignLink('/learn/home'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('Cancel keeps the profile and leaves a page chosen for the link for learn home', async ({
  page,
  request,
}) => {
  await jeeStudent(page, request);

  await page.goto(campaignLink('/learn/summary'));
  await expect(prompt(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/learn\/home$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Nothing was saved: the link still asks on the next load.
  await page.goto(campaignLink('/practice/home'));
  await expect(prompt(page)).toBeVisible();
  await prompt(page)
    .getByRole('button', { name: message('profiles.linkPrompt.cancel') })
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/practice\/home\?/);
  await expect(page.locator('#main-content')).toBeVisible();
});
