import { expect, test, type Page } from '@playwright/test';
import { addProfile, freshMobile, signUp } from './accountSteps.ts';
import { message } from './brandHosts.ts';

/** The player's video element: where it is, and whether it plays. */
const video = (page: Page) =>
  page.evaluate(() => {
    const element = document.querySelector<HTMLVideoElement>('.video-player video');
    return (
      element && { time: element.currentTime, paused: element.paused, duration: element.duration }
    );
  });

const progressSaved = (page: Page, status: string) =>
  page.waitForResponse(
    (r) =>
      r.url().endsWith('/api/content/content-status') &&
      r.request().method() === 'POST' &&
      (r.request().postData() ?? '').includes(`"content_status":"${status}"`) &&
      r.ok(),
  );

test('a student watches a lesson from learn home: progress, close, resume, the end and what next', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signUp(page, request, 'abhyas', freshMobile());
  await addProfile(page, 'Asha Rao');
  await expect(page).toHaveURL(/\/learn\/home$/);

  const lessons = page.getByRole('region', { name: message('page.shelf.videos') });
  await lessons.getByRole('button', { name: 'Projectile Motion' }).click();
  const player = page.getByRole('dialog');
  await expect(player).toBeVisible();
  await expect
    .poll(async () => (await video(page))?.time ?? 0, { timeout: 15_000 })
    .toBeGreaterThan(1);

  // Progress goes to the server every 10 seconds while the lesson plays.
  await progressSaved(page, 'INPROGRESS');

  // Closing mid-way asks first; Close stops and keeps the place.
  await player.getByRole('button', { name: message('player.back') }).click();
  const confirm = page.getByRole('alertdialog', { name: message('player.close.title') });
  await expect(confirm).toBeVisible();
  expect((await video(page))?.paused).toBe(true);
  const stopped = progressSaved(page, 'INPROGRESS');
  await confirm.getByRole('button', { name: message('player.close.confirm') }).click();
  await stopped;
  await expect(player).toBeHidden();

  // Opened again, it offers to resume from where it stopped.
  await lessons.getByRole('button', { name: 'Projectile Motion' }).click();
  const resume = page.getByRole('alertdialog', { name: message('player.resume.title') });
  await expect(resume).toBeVisible();
  await resume.getByRole('button', { name: message('player.resume.yes') }).click();
  await expect.poll(async () => (await video(page))?.time ?? 0).toBeGreaterThan(9);

  // At the end: completion is saved, and the next lesson starts after the countdown.
  const completed = progressSaved(page, 'COMPLETED');
  await page.evaluate(() => {
    const element = document.querySelector<HTMLVideoElement>('.video-player video');
    if (element) element.currentTime = element.duration - 1.5;
  });
  await completed;
  await expect(player.getByRole('heading', { name: message('player.end.title') })).toBeVisible();
  await expect(player.getByText(/Next video in \d seconds?: Newton/)).toBeVisible();
  await expect(player.getByRole('heading', { name: "Newton's Second Law of Motion" })).toBeVisible({
    timeout: 10_000,
  });
  await expect
    .poll(async () => (await video(page))?.time ?? 0, { timeout: 15_000 })
    .toBeGreaterThan(0.5);
});

test('every tile of learn home has a picture, loaded, with its size set so nothing shifts', async ({
  page,
  request,
}) => {
  await signUp(page, request, 'abhyas', freshMobile());
  await addProfile(page, 'Ravi Das');
  await expect(page).toHaveURL(/\/learn\/home$/);
  for (const shelf of ['page.shelf.subjects', 'page.shelf.chapters', 'page.shelf.videos']) {
    const region = page.getByRole('region', { name: message(shelf) });
    await region.scrollIntoViewIfNeeded();
    const pictures = region.locator('.tile img');
    await expect(pictures.first()).toBeVisible();
    // Lazy pictures load once near the screen; each tile of the shelf's first view must have one.
    await expect
      .poll(() =>
        region.locator('.tile').evaluateAll((tiles) =>
          tiles.map((tile) => {
            const img = tile.querySelector('img');
            return (
              img !== null &&
              img.complete &&
              img.naturalWidth > 0 &&
              img.getAttribute('width') !== null &&
              img.getAttribute('height') !== null &&
              img.alt === ''
            );
          }),
        ),
      )
      .not.toContain(false);
  }
});
