import { expect, test } from '@playwright/test';
import { appReady } from './appReady.ts';
import { brandFacts, message, PORT } from './brandHosts.ts';
import { expectNoSeriousA11yViolations } from './expectNoSeriousA11yViolations.ts';

const abhyas = brandFacts('abhyas').url;

test('the app banner shows until closed, and stays closed after a reload', async ({ page }) => {
  await page.goto(`${abhyas}/`);
  const banner = page.getByRole('complementary', {
    name: message('brand.abhyas.appBanner.title'),
  });
  await expect(banner).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: message('shell.smartBanner.close') }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();
});

test('the chat launcher opens the help panel with the support contacts, and is not on the privacy policy', async ({
  page,
}) => {
  await page.goto(`${abhyas}/`);
  await appReady(page);
  const launcher = page.getByRole('button', { name: message('shell.chat.open') });
  await launcher.click();
  const panel = page.getByRole('dialog', { name: message('shell.chat.title') });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link', { name: /help@abhyas\.example/ })).toHaveAttribute(
    'href',
    'mailto:help@abhyas.example',
  );
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(launcher).toBeFocused();

  await page.goto(`${abhyas}/privacy-policy`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(launcher).toHaveCount(0);
});

test('projector mode switches to the high-contrast theme', async ({ page }) => {
  await page.goto(`${abhyas}/?projectorMode=true`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const primary = await page.evaluate(() =>
    document.documentElement.style.getPropertyValue('--color-primary'),
  );
  expect(primary).toBe('#001a70');
});

test('the context menu is turned off on the page', async ({ page }) => {
  await page.goto(`${abhyas}/`);
  await appReady(page);
  const prevented = await page.evaluate(() => {
    const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    document.querySelector('h1')?.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(prevented).toBe(true);
});

test('the build publishes its version file', async ({ request }) => {
  // Node does not resolve *.localhost as Chromium does: the brand's host goes in the header.
  const answer = await request.get(`http://127.0.0.1:${PORT}/version.json`, {
    headers: { host: 'abhyas.localhost' },
  });
  expect(answer.ok()).toBe(true);
  expect(((await answer.json()) as { version: string }).version).toMatch(
    /^\d{8}T\d{9}Z-[0-9a-f]{6}$/,
  );
});

test('a spent QR-code sign-on link says the session expired and leads to log in', async ({
  page,
}) => {
  await page.goto(`${abhyas}/?lr=spent.link&tracking_id=qr-1`);
  await expect(
    page.getByRole('alert').filter({ hasText: message('shell.toast.ssoSessionExpired') }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
