import { expect, test, type Page } from '@playwright/test';
import { addProfile, freshMobile, signUp } from './accountSteps.ts';
import { brandFacts, message } from './brandHosts.ts';
import { expectNoSeriousA11yViolations } from './expectNoSeriousA11yViolations.ts';

const SITE = brandFacts('abhyas').url;
const KINEMATICS = 'PreUG--jee-main--physics--mechanics--kinematics';

const bookmarkSaved = (page: Page, bookmarked: boolean) =>
  page.waitForResponse(
    (r) =>
      /\/api\/content\/bookmark\?/.test(r.url()) &&
      r.request().method() === 'POST' &&
      (r.request().postData() ?? '').includes(`"bookmarked":${bookmarked}`) &&
      r.ok(),
  );

test('a student bookmarks a lesson and a chapter, finds them in bookmarks, removes the lesson, and finds the lesson on the watchlist', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signUp(page, request, 'abhyas', freshMobile());
  await addProfile(page, 'Asha Rao');
  await expect(page).toHaveURL(/\/learn\/home$/);

  // Bookmarked in the player: the button shows it once the server has it.
  const lessons = page.getByRole('region', { name: message('page.shelf.videos') });
  await lessons.getByRole('button', { name: 'Projectile Motion' }).click();
  const player = page.getByRole('dialog');
  await expect(player).toBeVisible();
  const saved = bookmarkSaved(page, true);
  const bookmark = player.getByRole('button', { name: message('player.bookmark') });
  await bookmark.click();
  await saved;
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
  // Watched for a while (progress goes every 10 seconds), then closed: it is on the watchlist.
  await page.waitForResponse(
    (r) => r.url().endsWith('/api/content/content-status') && r.request().method() === 'POST',
    { timeout: 20_000 },
  );
  await player.getByRole('button', { name: message('player.back') }).click();
  const confirm = page.getByRole('alertdialog', { name: message('player.close.title') });
  if (await confirm.isVisible()) {
    await confirm.getByRole('button', { name: message('player.close.confirm') }).click();
  }
  await expect(player).toBeHidden();

  // A chapter is bookmarked from its summary, the same way.
  await page.goto(`${SITE}/learn/summary/kinematics?learnmap_id=${KINEMATICS}`);
  const chapterBookmark = page.getByRole('button', { name: message('learn.bookmark') });
  await expect(chapterBookmark).toHaveAttribute('aria-pressed', 'false');
  const chapterSaved = bookmarkSaved(page, true);
  await chapterBookmark.click();
  await chapterSaved;
  await expect(chapterBookmark).toHaveAttribute('aria-pressed', 'true');

  // The video list (the type in the route is lowercased), at phone width.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${SITE}/user-home/bookmarks/Video`);
  await expect(
    page.getByRole('heading', { level: 1, name: message('bookmarks.title') }),
  ).toBeVisible();
  const videos = page.getByRole('link', { name: /Videos \(1\)/ });
  await expect(videos).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2, name: 'Projectile Motion' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Kinematics' })).toBeHidden();
  await expectNoSeriousA11yViolations(page);

  // Removed once the server agrees; then the list says there is none.
  const removed = bookmarkSaved(page, false);
  await page.getByRole('button', { name: message('bookmarks.remove') }).click();
  await removed;
  await expect(page.getByText(message('bookmarks.empty.video'))).toBeVisible();

  // Every bookmark: the chapter is still there, and opens its summary.
  await page.getByRole('link', { name: /All \(1\)/ }).click();
  await expect(page).toHaveURL(/\/user-home\/bookmarks$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Kinematics' })).toBeVisible();
  await page.getByRole('link', { name: message('bookmarks.open.chapter') }).click();
  await expect(page).toHaveURL(/\/learn\/summary\/kinematics\?/);

  // The lesson started and not finished waits on the watchlist.
  await page.goto(`${SITE}/user-home/my-watchlist`);
  await expect(
    page.getByRole('heading', { level: 1, name: message('watchlist.title') }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Projectile Motion/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // No test taken yet: the list says so and leads to the tests.
  await page.goto(`${SITE}/user-home/test-taken`);
  await expect(page.getByText(message('testsTaken.empty'))).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
