import { expect, test, type Page } from '@playwright/test';
import { brandFacts, message } from './brandHosts.ts';

const abhyas = brandFacts('abhyas').url;
/** The precache, named after the build that filled it (runtime/offline/shellCaches.ts). */
const PRECACHE = 'abhyas-shell:';

/**
 * Whether the worker controls the page and holds everything the page loaded: the precached shell
 * (with the landing's document) and the files the page handed it afterwards.
 */
function keptEverything(): Promise<boolean> {
  return (async () => {
    if (!navigator.serviceWorker.controller) return false;
    const names = await caches.keys();
    if (!names.some((name) => name.startsWith('abhyas-shell:'))) return false;
    const files = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
      .map((url) => url.pathname);
    for (const file of [...files, location.pathname])
      if (!(await caches.match(file, { ignoreSearch: file === '/' }))) return false;
    return true;
  })();
}

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

test('a first visit installs the worker; the landing then opens offline', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${abhyas}/`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  // The worker fetches the brand's shell file by file after the page loads: on a busy machine
  // that takes longer than an assertion's default wait.
  await expect.poll(() => page.evaluate(keptEverything), { timeout: 60_000 }).toBe(true);
  const precache = (await cacheNames(page)).find((name) => name.startsWith(PRECACHE));
  // The brand's shell and not every brand's: abhyas's chunk, not vidya's.
  const precached = await page.evaluate(
    async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname),
    precache ?? '',
  );
  expect(precached.some((path) => path.endsWith('.woff2'))).toBe(true);
  expect(precached.some((path) => path.endsWith('.css'))).toBe(true);
  const title = await heading.textContent();
  // A visit through the worker, with a query: the page is kept by its path alone.
  await page.goto(`${abhyas}/?tracking_id=sw-e2e`);
  await expect(heading).toBeVisible();
  const keptPages = await page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.startsWith('abhyas-pages:'));
    const keys = await Promise.all(names.map(async (name) => (await caches.open(name)).keys()));
    return keys.flat().map((request) => request.url);
  });
  expect(keptPages.length).toBeGreaterThan(0);
  expect(keptPages.filter((url) => url.includes('?'))).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: title ?? '' })).toBeVisible();
  await context.setOffline(false);
});

test('a new build’s worker takes the files it shares with earlier builds from their caches, then deletes those', async ({
  page,
}) => {
  await page.goto(`${abhyas}/`);
  // The worker fetches the brand's shell file by file after the page loads: on a busy machine
  // that takes longer than an assertion's default wait.
  await expect.poll(() => page.evaluate(keptEverything), { timeout: 60_000 }).toBe(true);
  // What an earlier build's worker left (one of this build's styles among it: a hashed file is
  // the same in every build), and a test kept offline (which is not the shell's).
  const { precache, file } = await page.evaluate(async () => {
    const current = (await caches.keys()).find((name) => name.startsWith('abhyas-shell:')) ?? '';
    const requests = await (await caches.open(current)).keys();
    const style = requests.map((r) => new URL(r.url).pathname).find((p) => p.endsWith('.css'));
    const older = await caches.open('abhyas-shell:20250101T000000000Z-000000');
    await older.put(style ?? '', new Response('/* an earlier build’s copy */'));
    await older.put('/', new Response('old'));
    await (await caches.open('abhyas-run:jee-main-mock-1:s-1')).put('/', new Response('kept'));
    // This build's worker installs afresh, as a newer build's would.
    await caches.delete(current);
    await (await navigator.serviceWorker.getRegistration())?.unregister();
    return { precache: current, file: style ?? '' };
  });
  await page.reload();
  // The worker fetches the brand's shell file by file after the page loads: on a busy machine
  // that takes longer than an assertion's default wait.
  await expect.poll(() => page.evaluate(keptEverything), { timeout: 60_000 }).toBe(true);
  const copied = await page.evaluate(
    async ([name, path]) => (await (await caches.open(name ?? '')).match(path ?? ''))?.text(),
    [precache, file],
  );
  expect(copied).toBe('/* an earlier build’s copy */');
  await expect
    .poll(async () => (await cacheNames(page)).filter((name) => name.includes('20250101')))
    .toEqual([]);
  expect(await cacheNames(page)).toContain('abhyas-run:jee-main-mock-1:s-1');
});

test('a newer build found by the page deletes the worker’s caches and offers the reload', async ({
  page,
}) => {
  await page.clock.install();
  await page.route('**/version.json', (route) =>
    route.fulfill({ json: { version: '29991231T000000000Z-ffffff' } }),
  );
  await page.goto(`${abhyas}/`);
  // The worker fetches the brand's shell file by file after the page loads: on a busy machine
  // that takes longer than an assertion's default wait.
  await expect.poll(() => page.evaluate(keptEverything), { timeout: 60_000 }).toBe(true);
  // The watch asks every ten minutes (domain/shell/buildVersion.ts).
  await page.clock.fastForward('10:01');
  await expect(page.getByText(message('shell.update.reload'))).toBeVisible();
  expect((await cacheNames(page)).filter((name) => name.startsWith('abhyas-'))).toEqual([]);
  // The reload the page offers is answered by the network, not by a cache of the old build (the
  // new build's worker, its code being new, installs on that navigation: the test above).
  await page.getByRole('button', { name: message('shell.update.reload') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await cacheNames(page)).filter((name) => name.startsWith(PRECACHE))).toEqual([]);
});
