import { expect, test, type Page } from '@playwright/test';
import { BRAND_IDS, brandFacts, message, PORT } from './brandHosts.ts';
import { expectNoSeriousA11yViolations } from './expectNoSeriousA11yViolations.ts';
import { appReady } from './appReady.ts';

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
  await appReady(page);
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

/** The header's navigation landmark. */
const mainNavigation = (page: Page) =>
  page.getByRole('banner').getByRole('navigation', { name: message('shell.mainNavigation') });
/** The platform's public marketing menus, which only the default brand shows. */
const PLATFORM_MENUS = ['nav.studyMaterial', 'nav.exams', 'nav.products', 'nav.aboutUs'] as const;

async function expectNoPlatformMenus(page: Page) {
  const nav = mainNavigation(page);
  await expect(nav).toBeVisible();
  for (const key of PLATFORM_MENUS) {
    await expect(nav.getByRole('button', { name: message(key), exact: true })).toHaveCount(0);
  }
}

for (const id of ['vidya', 'gurukul', 'pragati']) {
  test(`${id} speaks of the institute with its own menu, and its sign-up page leads to Log in`, async ({
    page,
  }) => {
    const { name, url } = brandFacts(id);
    await page.goto(`${url}/`);
    await expect(
      page.getByRole('heading', {
        level: 2,
        name: message('landings.institute.heading').replace('{brand}', name),
      }),
    ).toBeVisible();
    await expectNoPlatformMenus(page);
    await expect(
      mainNavigation(page).getByRole('link', { name: message('nav.helpdesk') }),
    ).toHaveAttribute('href', '/helpdesk');

    await page.goto(`${url}/signup`);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expectNoSeriousA11yViolations(page);
    await main.getByRole('link', { name: message('auth.signup.logIn'), exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel(message('form.field.password'))).toBeVisible();
  });
}

test('an institute’s menu on a phone holds its own links', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${brandFacts('vidya').url}/`);
  await page.getByRole('button', { name: message('shell.menu'), exact: true }).click();
  const drawer = page.getByRole('dialog', { name: message('shell.menu') });
  await expect(drawer.getByRole('link', { name: message('nav.contactUs') })).toBeVisible();
  await expect(
    drawer.getByRole('button', { name: message('nav.studyMaterial'), exact: true }),
  ).toHaveCount(0);
});

test('abhyas-home speaks to families, with its own menu and no app banner', async ({ page }) => {
  const banner = page.getByRole('complementary', {
    name: message('brand.abhyas.appBanner.title'),
  });
  // The default brand does show its banner, so its absence below is the brand's doing.
  await page.goto(`${brandFacts('abhyas').url}/`);
  await expect(banner).toBeVisible();

  await page.goto(`${brandFacts('abhyas-home').url}/`);
  await expect(
    page.getByRole('heading', { level: 2, name: message('landings.home.heading') }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expectNoPlatformMenus(page);
  await expect(
    mainNavigation(page).getByRole('link', { name: message('nav.forParents') }),
  ).toHaveAttribute('href', '/in-en/parent');
  await expectNoSeriousA11yViolations(page);
});

test('homework shows its own menu, not the platform’s', async ({ page }) => {
  await page.goto(`${brandFacts('homework').url}/`);
  await expectNoPlatformMenus(page);
  await expect(
    mainNavigation(page).getByRole('link', { name: message('nav.howItWorks') }),
  ).toHaveAttribute('href', '/');
});
