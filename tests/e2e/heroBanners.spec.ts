import { expect, test, type Page } from '@playwright/test';
import { addProfile, freshMobile, signUp } from './accountSteps.ts';
import { message } from './brandHosts.ts';

/** The banner's Explore on a module home. */
const explore = (page: Page) =>
  page
    .getByRole('region', { name: message('block.heroBanner.label') })
    .getByRole('link', { name: message('learn.banner.explore') });

test('the practice and test banners’ Explore lead to the shelf they promise', async ({
  page,
  request,
}) => {
  await signUp(page, request, 'abhyas', freshMobile());
  await addProfile(page, 'Kiran Das');
  await expect(page).toHaveURL(/\/learn\/home$/);

  await page
    .getByRole('link', { name: message('nav.practice'), exact: true })
    .first()
    .click();
  // The learn home's own banner stays until the practice home replaces it: the address changes
  // first, and the page a student sees (and clicks) is the new one once its shelf shows.
  await expect(page).toHaveURL(/\/practice\/home$/);
  await expect(
    page.getByRole('heading', { name: message('page.shelf.practiceChapters') }),
  ).toBeVisible();
  await explore(page).click();
  await expect(page).toHaveURL(/\/practice\/home#shelf-chapters$/);
  await expect(
    page.getByRole('heading', { name: message('page.shelf.practiceChapters') }),
  ).toBeFocused();

  await page
    .getByRole('link', { name: message('nav.test'), exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/test\/home$/);
  await expect(page.getByRole('heading', { name: message('page.shelf.tests') })).toBeVisible();
  await explore(page).click();
  await expect(page).toHaveURL(/\/test\/home#shelf-tests$/);
  await expect(page.getByRole('heading', { name: message('page.shelf.tests') })).toBeFocused();
});
