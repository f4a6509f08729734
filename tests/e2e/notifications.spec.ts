import { expect, test, type APIRequestContext, type Page, type Response } from '@playwright/test';
import { analysisHref, runnerHref } from '../../domain/mockTests/testLinks.ts';
import { addProfile, freshMobile, signUp, signUpByEmail } from './accountSteps.ts';
import { brandFacts, message, PORT } from './brandHosts.ts';
import { expectNoSeriousA11yViolations } from './expectNoSeriousA11yViolations.ts';
import { fromTestsHome, startPaper, submitPaper } from './mockTestSteps.ts';

type Locale = 'en' | 'hi';
const TEST_TITLE = 'JEE Main full mock test 1';

/** The header's bell, named with the unread count as the catalog words it. */
const bell = (page: Page, count: number, locale: Locale = 'en') => {
  const [none, other] = [
    /=0 \{([^}]*)\}/.exec(message('notifications.bell', locale))?.[1] ?? '',
    /other \{([^}]*)\}/.exec(message('notifications.bell', locale))?.[1] ?? '',
  ];
  const name = count === 0 ? none : other.replace('#', String(count));
  return page.getByRole('banner').getByRole('link', { name, exact: true });
};

/** The inbox's item of the analysis-ready notice, in a language. */
const analysisNotice = (page: Page, locale: Locale = 'en') =>
  page.getByRole('listitem', { name: message('notice.analysisReady.title', locale) });

const isDelete = (r: Response) =>
  r.request().method() === 'DELETE' && r.url().endsWith('/api/notifications/in-app');

test('a finished mock test is told in the inbox: badge, Today, the analysis, delete and undo', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const { url } = brandFacts('abhyas');
  await signUp(page, request, 'abhyas', freshMobile());
  await addProfile(page, 'Meera Iyer');
  await expect(page).toHaveURL(/\/learn\/home$/);
  await expect(bell(page, 0)).toBeVisible();

  await fromTestsHome(page, TEST_TITLE);
  const paper = await startPaper(page);
  const sessionId = await submitPaper(page);

  // Back on a page with the header: the bell counts the new notice.
  await page.goto(`${url}/learn/home`);
  await expect(bell(page, 1)).toBeVisible();
  await expect(bell(page, 1)).toHaveText('1');
  await bell(page, 1).click();
  await expect(page).toHaveURL(/\/notifications$/);
  const today = page.getByRole('region', { name: message('notifications.group.today') });
  const notice = today.getByRole('listitem', { name: message('notice.analysisReady.title') });
  await expect(notice).toContainText(TEST_TITLE);
  await expect(notice).toContainText(message('notifications.unread'));
  await expectNoSeriousA11yViolations(page);

  // Opening it marks it read and lands on the analysis.
  await notice.getByRole('link').click();
  await expect(page).toHaveURL(
    new RegExp(`${analysisHref(paper.code, sessionId).replace(/[?]/g, '\\?')}$`),
  );
  // The count is asked again once the mark is through: give a loaded machine time.
  await expect(bell(page, 0)).toBeVisible({ timeout: 15_000 });

  // Deleted and undone: back at once, and still there after a reload (no DELETE was sent).
  await page.goto(`${url}/notifications`);
  await analysisNotice(page)
    .getByRole('button', { name: message('notifications.delete') })
    .click();
  await expect(analysisNotice(page)).toHaveCount(0);
  await page.getByRole('button', { name: message('notifications.undo') }).click();
  await expect(analysisNotice(page)).toBeVisible();
  await page.reload();
  await expect(analysisNotice(page)).toBeVisible();

  // Deleted without undo: the DELETE goes after the window, and a reload shows it gone.
  const deleted = page.waitForResponse(isDelete, { timeout: 15_000 });
  await analysisNotice(page)
    .getByRole('button', { name: message('notifications.delete') })
    .click();
  expect((await deleted).ok()).toBe(true);
  await page.reload();
  // The reloaded inbox asks the server again: give a loaded machine time, as for the bell.
  await expect(page.getByText(message('notifications.empty'))).toBeVisible({ timeout: 15_000 });
  await expect(analysisNotice(page)).toHaveCount(0);
});

test('in Hindi the inbox, its notice and the bell are in Hindi', async ({ page, request }) => {
  test.setTimeout(150_000);
  const { url } = brandFacts('abhyas');
  await signUp(page, request, 'abhyas', freshMobile());
  await addProfile(page, 'Meera Iyer');
  await expect(page).toHaveURL(/\/learn\/home$/);
  await fromTestsHome(page, TEST_TITLE);
  await startPaper(page);
  await submitPaper(page);

  await page.goto(`${url}/notifications`);
  await page
    .getByRole('combobox', { name: message('shell.language') })
    .first()
    .selectOption('hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(
    page.getByRole('heading', { level: 1, name: message('notifications.title', 'hi') }),
  ).toBeVisible();
  const today = page.getByRole('region', { name: message('notifications.group.today', 'hi') });
  await expect(
    today.getByRole('listitem', { name: message('notice.analysisReady.title', 'hi') }),
  ).toBeVisible();
  await expect(bell(page, 1, 'hi')).toBeVisible();
  await expect(
    page.getByRole('switch', { name: message('notifications.channel.EM', 'hi') }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

/** The e-mails the dev outbox holds for an address that tell a test's analysis is ready. */
async function analysisMails(request: APIRequestContext, brandId: string, email: string) {
  const answer = await request.get(`http://127.0.0.1:${PORT}/dev/outbox.json`, {
    headers: { host: `${brandId}.localhost` },
  });
  const { messages } = (await answer.json()) as {
    messages: { channel: string; recipient: string; subject: string; body: string }[];
  };
  return messages.filter(
    (m) =>
      m.channel === 'email' &&
      m.recipient === email &&
      m.subject === message('notice.analysisReady.title'),
  );
}

test('on the e-mail brand a finished test is told by e-mail too, until e-mail is turned off', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const brandId = 'abhyas-home';
  const { url } = brandFacts(brandId);
  const email = await signUpByEmail(page, request, brandId);
  await addProfile(page, 'Nila Raman');
  await expect(page).toHaveURL(/\/user-home$/);

  await page.goto(`${url}${runnerHref('jee-main-mock-1')}`);
  await startPaper(page);
  await submitPaper(page);
  // In the inbox, and in the outbox as the e-mail to the account's address, naming the test.
  await expect.poll(async () => (await analysisMails(request, brandId, email)).length).toBe(1);
  const [mail] = await analysisMails(request, brandId, email);
  expect(mail?.body).toContain(TEST_TITLE);
  await page.goto(`${url}/notifications`);
  await expect(analysisNotice(page)).toHaveCount(1);

  // E-mail off: the next test is told in the inbox only.
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/notifications/preferences') && r.request().method() === 'POST',
  );
  // The switch turns once the server has the choice, not at the click: click, then read it.
  await page.getByRole('switch', { name: message('notifications.channel.EM') }).click();
  expect((await saved).ok()).toBe(true);
  await expect(
    page.getByRole('switch', { name: message('notifications.channel.EM') }),
  ).not.toBeChecked();
  await page.goto(`${url}${runnerHref('jee-main-sectional-mock')}`);
  await startPaper(page);
  await submitPaper(page);
  await page.goto(`${url}/notifications`);
  await expect(analysisNotice(page)).toHaveCount(2);
  expect(await analysisMails(request, brandId, email)).toHaveLength(1);
  await expectNoSeriousA11yViolations(page);
});
