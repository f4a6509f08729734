import { expect, test } from '@playwright/test';
import { BRAND_IDS, brandFacts, message, PORT } from './brandHosts.ts';
import { expectNoSeriousA11yViolations } from './expectNoSeriousA11yViolations.ts';

for (const id of BRAND_IDS) {
  test(`${id} answers on its own host with its name, title and logo`, async ({ page }) => {
    const { name, title, url } = brandFacts(id);
    await page.goto(`${url}/`);
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const logo = page.getByRole('banner').getByRole('img', { name });
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('contentinfo')).toContainText(name);
    await expectNoSeriousA11yViolations(page);
  });
}

test('an unknown path shows page-not-present with a button to user home', async ({ page }) => {
  await page.goto(`${brandFacts('vidya').url}/no/such/page`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    message('exception.pageNotPresent.title'),
  );
  await expect(
    page.getByRole('link', { name: message('exception.action.goHome') }),
  ).toHaveAttribute('href', '/user-home');
  await expectNoSeriousA11yViolations(page);
});

test('a signed-out visitor opening a protected route lands on the landing page with redirect_url', async ({
  page,
}) => {
  await page.goto(`${brandFacts('abhyas').url}/learn/home`);
  await expect(page).toHaveURL(/\/\?redirect_url=%2Flearn%2Fhome$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(brandFacts('abhyas').title);
});

test('an unknown host gets the default brand', async ({ page }) => {
  await page.goto(`http://elsewhere.localhost:${PORT}/`);
  await expect(page).toHaveTitle(brandFacts('abhyas').title);
});

test('the language picker switches to Hindi, with its own script, and remembers it', async ({
  page,
}) => {
  const { url, titleHi } = brandFacts('abhyas');
  await page.goto(`${url}/`);
  await page.getByRole('combobox', { name: message('shell.language') }).selectOption('hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleHi);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  // Any language other than English shows the alternative navigation.
  await expect(page.getByRole('link', { name: message('nav.forStudents', 'hi') })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleHi);
  await expectNoSeriousA11yViolations(page);
});

test('an unsupported stored language falls back to English with a warning', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await page.addInitScript(() => localStorage.setItem('locale', 'xx'));
  await page.goto(`${brandFacts('abhyas').url}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(brandFacts('abhyas').title);
  expect(warnings.some((w) => w.includes('"xx"'))).toBe(true);
});

test('menus open and close from the keyboard', async ({ page }) => {
  await page.goto(`${brandFacts('abhyas').url}/`);
  const studyMaterial = page.getByRole('button', { name: message('nav.studyMaterial') });
  await studyMaterial.focus();
  await page.keyboard.press('Enter');
  await expect(studyMaterial).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(studyMaterial).toHaveAttribute('aria-expanded', 'false');
  await expect(studyMaterial).toBeFocused();
});
