import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app runs on the page (runtime/AppReady.tsx): a prerendered public page shows
 * its buttons before its scripts have run, and a click then does nothing yet.
 */
export async function appReady(page: Page): Promise<void> {
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
}
