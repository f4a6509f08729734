import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addProfile, freshMobile, signUp } from './accountSteps.ts';
import { appReady, hydrated } from './appReady.ts';
import { brandFacts, message } from './brandHosts.ts';
import { SUPPORTED_LOCALES, type Locale } from '../../domain/rules/locales.ts';
import { expectNoSeriousA11yViolations } from './expectNoSeriousA11yViolations.ts';
import { findEnglishWords } from './findEnglishWords.ts';
import { ONE_DATABASE } from './oneDatabase.ts';

const ROOT = join(import.meta.dirname, '../..');
const routes = (
  JSON.parse(readFileSync(join(ROOT, 'brands/abhyas/routes.json'), 'utf8')) as {
    routes: { path: string; group: string; page?: string }[];
  }
).routes;
const { productSlug } = JSON.parse(
  readFileSync(join(ROOT, 'brands/abhyas/brand.json'), 'utf8'),
) as {
  productSlug: string;
};

/** Every public route of the default brand that shows a page document, as a visitor opens it. */
const PUBLIC_PAGES = routes
  .filter((route) => route.page !== undefined && route.group === 'public')
  .map((route) => route.path.replaceAll('{product}', productSlug));

const { url } = brandFacts('abhyas');

async function inLanguage(page: Page, locale: Locale) {
  await page.addInitScript((code) => localStorage.setItem('locale', code), locale);
}

async function openPage(page: Page, path: string, locale: Locale) {
  await inLanguage(page, locale);
  await page.goto(`${url}${path}`);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveCount(1);
  await expect(heading).not.toHaveText('');
  await expect(page.locator('[data-exception]')).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText('No component is registered');
  // The blocks arrive in a chunk of their own: wait until the page says more than its title.
  await expect(page.getByRole('main').locator('p, summary, li').first()).toBeVisible();
}

/**
 * Every public page in English and in one Indian language: the eleven take turns over the pages,
 * so each is met on a few pages per run without opening every page twelve times
 * (`npm run e2e:scripts` sweeps the screens in every language).
 */
const TURNS = SUPPORTED_LOCALES.filter((l) => l !== 'en');
PUBLIC_PAGES.forEach((path, index) => {
  for (const locale of ['en', TURNS[index % TURNS.length] ?? 'hi'] as const) {
    test(
      `${path} in ${locale}: one heading, wholly in ${locale}, no serious axe violation`,
      {
        tag: ONE_DATABASE,
      },
      async ({ page }) => {
        await openPage(page, path, locale);
        if (locale !== 'en') expect(await findEnglishWords(page)).toEqual([]);
        await expectNoSeriousA11yViolations(page);
      },
    );
  }
});

for (const locale of ['ta', 'bn', 'ml'] as const) {
  test(
    `a visitor reading ${locale} meets no English on the landing page`,
    {
      tag: ONE_DATABASE,
    },
    async ({ page }) => {
      await openPage(page, '/', locale);
      // Below the hero too: the sections, the questions and answers, the footer.
      await expect(page.getByRole('main').locator('details').first()).toBeVisible();
      expect(await findEnglishWords(page)).toEqual([]);
    },
  );
}

test(
  'the landing page shows its sections in Hindi, below the hero',
  {
    tag: ONE_DATABASE,
  },
  async ({ page }) => {
    await inLanguage(page, 'hi');
    await page.goto(`${url}/`);
    await expect(
      page.getByRole('heading', { level: 2, name: 'हम किन परीक्षाओं की तैयारी कराते हैं' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  },
);

test(
  'an article opens from the list and leads back to it',
  {
    tag: ONE_DATABASE,
  },
  async ({ page }) => {
    await page.goto(`${url}/articles`);
    await page.getByRole('link', { name: 'What to do after a mock test' }).click();
    await expect(page).toHaveURL(/\/article\?id=what-to-do-after-a-mock-test$/);
    await expect(page.getByRole('article', { name: 'What to do after a mock test' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: message('info.articles.all') }).click();
    await expect(page).toHaveURL(/\/articles$/);
  },
);

test('a visitor sends feedback from the contact page, after fixing the message', async ({
  page,
}) => {
  await page.goto(`${url}/in-en/contactus`);
  await appReady(page);
  const send = page.getByRole('button', { name: message('info.feedback.send') });
  await hydrated(send);
  await page.getByLabel(message('info.feedback.field.message')).fill('Too short');
  await send.click();
  await expect(page.getByLabel(message('info.feedback.field.message'))).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await page
    .getByLabel(message('info.feedback.field.message'))
    .fill('Please add more practice questions on organic chemistry.');
  await page.getByLabel(message('info.feedback.field.email')).fill('visitor@example.in');
  await send.click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    message('info.feedback.sent').replace('{brand}', 'Abhyas'),
  );
  await expectNoSeriousA11yViolations(page);
});

test('a signed-in parent sends feedback in Hindi from the feedback page', async ({
  page,
  request,
}) => {
  await signUp(page, request, 'abhyas', freshMobile());
  await addProfile(page, 'Asha Rao');
  await expect(page).toHaveURL(/\/learn\/home$/);
  // The choice is saved to the current profile (else the profile's language wins on the next
  // load): it is picked once the header shows the profile.
  await expect(page.getByRole('banner').getByText('Asha Rao')).toBeVisible();
  const saved = page.waitForResponse((r) => r.url().includes('/edit_profile') && r.ok());
  const reloaded = page.waitForEvent('load');
  await page.getByRole('combobox', { name: message('shell.language') }).selectOption('hi');
  await saved;
  await reloaded;
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.goto(`${url}/feedback`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    message('info.page.feedback', 'hi'),
  );
  await expect(page.getByLabel(message('info.feedback.field.email', 'hi'))).toHaveCount(0);
  await page
    .getByLabel(message('info.feedback.field.message', 'hi'))
    .fill('वीडियो लेसन बहुत अच्छे हैं, पर कुछ और प्रैक्टिस सवाल चाहिए।');
  await page.getByRole('button', { name: message('info.feedback.send', 'hi') }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    message('info.feedback.sent', 'hi').replace('{brand}', 'Abhyas'),
  );
  await expectNoSeriousA11yViolations(page);
});
