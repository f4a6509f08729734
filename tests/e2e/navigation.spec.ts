import { expect, test, type Page } from '@playwright/test';
import { brandFacts, message } from './brandHosts.ts';
import { expectNoSeriousA11yViolations } from './expectNoSeriousA11yViolations.ts';

/** The header's navigation landmark (the exam-specific header has one of its own). */
const mainNavigation = (page: Page, locale: 'en' | 'hi' = 'en') =>
  page
    .getByRole('banner')
    .getByRole('navigation', { name: message('shell.mainNavigation', locale) });

/** Whether focus is inside the open drawer. */
const focusInDrawer = (page: Page) =>
  page.evaluate(() => document.querySelector('dialog[open]')?.contains(document.activeElement));

const TOP_MENUS = ['nav.studyMaterial', 'nav.exams', 'nav.products', 'nav.aboutUs'] as const;

// The platform's public menus are the default brand's; every other brand writes its own short
// menu (brands.spec.ts checks those).
for (const id of ['abhyas']) {
  test.describe(id, () => {
    test('shows the full navigation in English, nested, with internal and external links', async ({
      page,
    }) => {
      await page.goto(`${brandFacts(id).url}/`);
      const nav = mainNavigation(page);
      for (const key of TOP_MENUS) {
        await expect(nav.getByRole('button', { name: message(key), exact: true })).toBeVisible();
      }
      await expect(
        nav.getByRole('combobox', { name: message('shell.language') }).getByRole('option'),
      ).toHaveCount(12);

      // Down to the fifth level: Study Material › NCERT › Class 10 › Science › Books.
      for (const key of [
        'nav.studyMaterial',
        'nav.ncert',
        'nav.ncertClass10',
        'nav.subjectScience',
      ]) {
        await nav.getByRole('button', { name: message(key), exact: true }).click();
      }
      await expect(
        nav.getByRole('link', { name: message('nav.ncertBooks'), exact: true }),
      ).toHaveAttribute('href', 'https://abhyas.example/ncert/class-10/science/books');
      await expectNoSeriousA11yViolations(page);

      // The mock test without a page yet is shown as coming soon, with no link.
      await nav.getByRole('button', { name: message('nav.mockTests'), exact: true }).click();
      await expect(nav.getByText(message('shell.comingSoon'))).toBeVisible();
      await expect(
        nav.getByRole('link', { name: new RegExp(message('nav.examsBanking')) }),
      ).toHaveCount(0);

      // Success stories opens inside the app: same document, no reload.
      await page.evaluate(() => {
        (window as unknown as { sameDocument: boolean }).sameDocument = true;
      });
      await nav.getByRole('button', { name: message('nav.aboutUs'), exact: true }).click();
      await expect(
        nav.getByRole('button', { name: message('nav.studyMaterial'), exact: true }),
      ).toHaveAttribute('aria-expanded', 'false');
      await expect(nav.getByRole('link', { name: message('nav.inTheNews') })).toHaveAttribute(
        'href',
        /^https:\/\//,
      );
      await nav.getByRole('link', { name: message('nav.successStories') }).click();
      await expect(page).toHaveURL(/\/success$/);
      expect(
        await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
      ).toBe(true);
      await expect(
        nav.getByRole('button', { name: message('nav.aboutUs'), exact: true }),
      ).toHaveAttribute('aria-expanded', 'false');
    });

    test('works from the keyboard: arrows along the bar and into a menu, Escape back out', async ({
      page,
    }) => {
      await page.goto(`${brandFacts(id).url}/`);
      const nav = mainNavigation(page);
      const studyMaterial = nav.getByRole('button', {
        name: message('nav.studyMaterial'),
        exact: true,
      });
      await studyMaterial.focus();
      await page.keyboard.press('ArrowRight');
      await expect(
        nav.getByRole('button', { name: message('nav.exams'), exact: true }),
      ).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowDown');
      await expect(studyMaterial).toHaveAttribute('aria-expanded', 'true');
      await expect(
        nav.getByRole('button', { name: message('nav.ncert'), exact: true }),
      ).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(
        nav.getByRole('button', { name: message('nav.previousYearPapers'), exact: true }),
      ).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(studyMaterial).toHaveAttribute('aria-expanded', 'false');
      await expect(studyMaterial).toBeFocused();
    });

    test('shows the alternative navigation in Hindi', async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('locale', 'hi'));
      await page.goto(`${brandFacts(id).url}/`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      const nav = mainNavigation(page, 'hi');
      await expect(
        nav.getByRole('link', { name: message('nav.forStudents', 'hi') }),
      ).toHaveAttribute('href', '/');
      await expect(nav.getByRole('link', { name: message('nav.aiForGood', 'hi') })).toHaveAttribute(
        'href',
        '/ai-in-education',
      );
      await expect(
        nav.getByRole('link', { name: message('nav.successStories', 'hi') }),
      ).toHaveAttribute('href', '/success');
      await expect(nav.getByRole('button')).toHaveCount(0);
      await expect(
        nav.getByRole('combobox', { name: message('shell.language', 'hi') }),
      ).toHaveValue('hi');
      await expectNoSeriousA11yViolations(page);
    });

    test.describe('on a phone', () => {
      test.use({ viewport: { width: 375, height: 740 } });

      test('puts the menu in a drawer that holds focus and closes with Escape', async ({
        page,
      }) => {
        await page.goto(`${brandFacts(id).url}/`);
        const menu = page.getByRole('button', { name: message('shell.menu'), exact: true });
        await expect(menu).toBeVisible();
        await expect(menu).toHaveAttribute('aria-expanded', 'false');
        await expect(page.getByRole('banner').getByRole('navigation')).toHaveCount(0);

        await menu.click();
        const drawer = page.getByRole('dialog', { name: message('shell.menu') });
        await expect(drawer).toBeVisible();
        await expect(
          drawer.getByRole('button', { name: message('shell.closeMenu') }),
        ).toBeFocused();
        await expect(drawer.getByRole('link', { name: message('landing.login') })).toBeVisible();
        // On a phone the drawer covers the whole width of the screen.
        expect(
          await drawer.evaluate(
            (element) =>
              element.getBoundingClientRect().width === document.documentElement.clientWidth,
          ),
        ).toBe(true);
        await expectNoSeriousA11yViolations(page);

        // Tab and Shift+Tab stay inside the drawer, wrapping at its ends.
        for (let i = 0; i < 12; i++) {
          await page.keyboard.press('Tab');
          expect(await focusInDrawer(page)).toBe(true);
        }
        await drawer.getByRole('button', { name: message('shell.closeMenu') }).focus();
        await page.keyboard.press('Shift+Tab');
        expect(await focusInDrawer(page)).toBe(true);

        // Escape closes an open section first, then the drawer, and focus returns to Menu.
        await drawer.getByRole('button', { name: message('nav.exams'), exact: true }).click();
        await drawer.getByRole('button', { name: message('nav.examsSchoolBoards') }).focus();
        await page.keyboard.press('Escape');
        await expect(drawer).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(drawer).toBeHidden();
        await expect(menu).toBeFocused();
      });

      test('closes the drawer when a link inside the app is followed', async ({ page }) => {
        await page.goto(`${brandFacts(id).url}/`);
        const drawer = page.getByRole('dialog', { name: message('shell.menu') });
        // A tap in the page's first moment can go unanswered (a PostgreSQL run saw the drawer
        // stay shut): tap again until it opens, as a person would.
        await expect(async () => {
          if (!(await drawer.isVisible()))
            await page.getByRole('button', { name: message('shell.menu'), exact: true }).click();
          await expect(drawer).toBeVisible({ timeout: 2_000 });
        }).toPass();
        await drawer.getByRole('button', { name: message('nav.aboutUs'), exact: true }).click();
        await drawer.getByRole('link', { name: message('nav.successStories') }).click();
        await expect(page).toHaveURL(/\/success$/);
        await expect(drawer).toBeHidden();
      });
    });
  });
}

test('a page that belongs to an exam shows the exam-specific header with the exam’s pages', async ({
  page,
}) => {
  await page.goto(`${brandFacts('abhyas').url}/?exam_code=jee-main`);
  const examHeader = page.getByRole('navigation', {
    name: message('shell.examHeader.label').replace('{exam}', 'JEE Main'),
  });
  await expect(examHeader).toBeVisible();
  await expect(
    examHeader.getByRole('link', { name: message('nav.examAdmitCard') }),
  ).toHaveAttribute('href', 'https://abhyas.example/exams/jee-main/admit-card');
  await expectNoSeriousA11yViolations(page);
});
