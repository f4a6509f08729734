import { expect, test, type Page } from '@playwright/test';
import { addProfile, freshMobile, signUp } from './accountSteps.ts';
import { brandFacts, message } from './brandHosts.ts';
import { expectNoSeriousA11yViolations } from './expectNoSeriousA11yViolations.ts';

const SITE = brandFacts('abhyas').url;
const LAWS_OF_MOTION = 'PreUG--jee-main--physics--mechanics--laws-of-motion';

const searchButton = (page: Page, locale: 'en' | 'hi' = 'en') =>
  page.getByRole('button', { name: message('search.open', locale), exact: true });

/** Opens the header's search panel, as a student would, and answers its box. */
async function openSearch(page: Page, locale: 'en' | 'hi' = 'en') {
  await searchButton(page, locale).click();
  const box = page.getByRole('combobox', { name: message('search.label', locale) });
  await expect(box).toBeFocused();
  return box;
}

/**
 * The analytics events the page sends. A beacon's body is not shown to the test, so the browser is
 * told it has no beacon and the events go as the ordinary posts the app falls back to.
 */
async function eventsSent(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'sendBeacon', { value: undefined });
  });
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/de/events/push/v2')) bodies.push(request.postData() ?? '');
  });
  return bodies;
}

test('a student finds a lesson by a misspelt word and a Hindi chapter typed in Latin letters, from the keyboard and by pointer', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const events = await eventsSent(page);
  await signUp(page, request, 'abhyas', freshMobile());
  await addProfile(page, 'Asha Rao');
  await expect(page).toHaveURL(/\/learn\/home$/);

  // A misspelt English word: the lesson is suggested, picked with the arrows, and plays.
  let box = await openSearch(page);
  await box.fill('projectle motion');
  const list = page.getByRole('listbox', { name: message('search.label') });
  const lesson = list.getByRole('option', { name: /Projectile Motion.*Lessons/ });
  await expect(lesson).toBeVisible();
  await expect(list.getByRole('option').last()).toHaveText(
    message('search.searchFor').replace('{term}', 'projectle motion'),
  );
  await expectNoSeriousA11yViolations(page);
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute(
    'aria-activedescendant',
    (await lesson.getAttribute('id')) ?? '',
  );
  await box.press('Enter');
  const player = page.getByRole('dialog');
  const closePlayer = async () => {
    await player.getByRole('button', { name: message('player.back') }).click();
    const confirm = page.getByRole('alertdialog', { name: message('player.close.title') });
    if (await confirm.isVisible())
      await confirm.getByRole('button', { name: message('player.close.confirm') }).click();
    await expect(player).toBeHidden();
  };
  await expect(player).toBeVisible();
  await expect(player).toContainText('Projectile Motion');
  await closePlayer();
  await expect.poll(() => events.some((e) => e.includes('"searchType":"SUGGESTION"'))).toBe(true);

  // The same lesson by its Hindi title typed in Latin letters: प्रक्षेप्य गति plays.
  box = await openSearch(page);
  await box.fill('prakshepya gati');
  await list.getByRole('option', { name: /प्रक्षेप्य गति.*Lessons/ }).click();
  await expect(player).toBeVisible();
  await closePlayer();

  // The Hindi chapter, typed in Latin letters, clicked: its summary opens.
  box = await openSearch(page);
  await box.fill('gati ke niyam');
  await list.getByRole('option', { name: /गति के नियम/ }).click();
  await expect(page).toHaveURL(
    new RegExp(`/learn/summary/laws-of-motion\\?learnmap_id=${LAWS_OF_MOTION}`),
  );

  // Enter without a suggestion: the results page, in tabs with counts, each result a link.
  box = await openSearch(page);
  await box.fill('motion');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\/all\?q=motion$/);
  await expect(box).toBeHidden();
  const tabs = page.getByRole('navigation', { name: message('search.tabs') });
  await expect(tabs.getByRole('link', { name: /^All \(\d+\)$/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await tabs.getByRole('link', { name: /^Lessons \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/\/search\/lessons\?q=motion$/);
  // The address changes before the lessons replace all the results (where a topic has the same
  // name): one heading of that name is the lessons tab drawn.
  const projectileMotion = page.getByRole('heading', { level: 2, name: 'Projectile Motion' });
  await expect(projectileMotion).toHaveCount(1);
  await expect(projectileMotion).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(
    events.some((e) => e.includes('"searchType":"MANUAL"') && e.includes('"searchTerm":"motion"')),
  ).toBe(true);

  // Nothing found: the no-results page, tagged.
  box = await openSearch(page);
  await expect(box).toHaveValue('motion');
  await box.fill('zzqqxxyy');
  await box.press('Enter');
  await expect(
    page.getByRole('heading', { name: message('exception.searchNoResult.title') }),
  ).toBeVisible();
  await expect.poll(() => events.some((e) => e.includes('No Results Found'))).toBe(true);
  await expectNoSeriousA11yViolations(page);

  // A blank box clears the results; Escape closes the list, then the panel, back on its button.
  box = await openSearch(page);
  await box.fill('   ');
  await expect(page).toHaveURL(/\/search\/all$/);
  await expect(
    page.getByRole('heading', { level: 1, name: message('search.title') }),
  ).toBeVisible();
  await box.fill('ohm');
  await expect(list).toBeVisible();
  await box.press('Escape');
  await expect(list).toBeHidden();
  await box.press('Escape');
  await expect(box).toBeHidden();
  await expect(searchButton(page)).toBeFocused();
});

test('on a phone, search opens the results after more than two characters and a pause', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, request, 'abhyas', freshMobile());
  await addProfile(page, 'Ravi Rao');
  await expect(page).toHaveURL(/\/learn\/home$/);
  const box = await openSearch(page);
  await box.fill('oh');
  // Two characters never search, however long the pause.
  await page.waitForTimeout(2_500);
  await expect(page).toHaveURL(/\/learn\/home$/);
  await box.pressSequentially('m');
  await expect(page).toHaveURL(/\/search\/all\?q=ohm$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 2, name: "Ohm's Law" }).first()).toBeVisible();
  // The box stays for more typing; no list of suggestions on a phone.
  await expect(box).toHaveValue('ohm');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('in Hindi, a Devanagari query finds the Hindi lesson', async ({ page, request }) => {
  await signUp(page, request, 'abhyas', freshMobile());
  await addProfile(page, 'Asha Rao', { language: 'हिन्दी' });
  await expect(page).toHaveURL(/\/learn\/home$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.goto(`${SITE}/search/lessons?q=${encodeURIComponent('प्रक्षेप्य')}`);
  const result = page.getByRole('heading', { level: 2, name: 'प्रक्षेप्य गति' });
  await expect(result).toBeVisible();
  await expect(result).toHaveAttribute('lang', 'hi');
  await expect(await openSearch(page, 'hi')).toHaveValue('प्रक्षेप्य');
  await expectNoSeriousA11yViolations(page);
});
