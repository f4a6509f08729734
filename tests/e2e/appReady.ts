import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until the app runs on the page (runtime/AppReady.tsx): a prerendered public page shows
 * its buttons before its scripts have run, and a click then does nothing yet.
 */
export async function appReady(page: Page): Promise<void> {
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
}

/**
 * Waits until React has taken over a prerendered element. A block in a chunk of its own (a form)
 * hydrates after the app is ready; until then its markup is drawn but a click submits the bare
 * HTML form. React keeps an element's props on it under a `__reactProps` key once hydrated.
 */
export async function hydrated(element: Locator): Promise<void> {
  await expect
    .poll(() =>
      element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps'))),
    )
    .toBe(true);
}
