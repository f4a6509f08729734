import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { brandFacts, brandOfUrl, message, PORT, sellsPlans } from './brandHosts.ts';

/** Steps of the account journeys, done as a person does them. */
export const PASSWORD = 'Str0ng#pass';

/** A mobile number of its own for each test, so parallel tests never share an account. */
export function freshMobile(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

/** The newest code sent to a recipient, read from the dev outbox as a developer would. */
export async function codeFor(
  request: APIRequestContext,
  brandId: string,
  recipient: string,
): Promise<string> {
  const answer = await request.get(`http://127.0.0.1:${PORT}/dev/outbox.json`, {
    headers: { host: `${brandId}.localhost` },
  });
  const { messages } = (await answer.json()) as { messages: { recipient: string; body: string }[] };
  const code = /\b\d{6}\b/.exec(messages.find((m) => m.recipient === recipient)?.body ?? '')?.[0];
  if (!code) throw new Error(`no code for ${recipient}`);
  return code;
}

/** Signs up on a brand that signs up by e-mail, as a family would: the account's address. */
export async function signUpByEmail(
  page: Page,
  request: APIRequestContext,
  brandId: string,
): Promise<string> {
  const email = `student${Math.floor(Math.random() * 1e9)}@example.com`;
  await page.goto(`${brandFacts(brandId).url}/signup`);
  await page.getByLabel(message('form.field.email')).fill(email);
  await page.getByLabel(message('form.field.password')).fill(PASSWORD);
  await page.getByRole('button', { name: message('auth.signup.submit') }).click();
  await expect(page.getByLabel(message('form.field.otp'))).toBeVisible();
  await page.getByLabel(message('form.field.otp')).fill(await codeFor(request, brandId, email));
  await page.getByRole('button', { name: message('auth.otp.submit') }).click();
  return email;
}

/**
 * Adds a child profile preparing for JEE Main, as a parent would on the profile page; `language`
 * (its name as the picker shows it, e.g. हिन्दी) is the profile's, and the interface's from then on.
 */
export async function addProfile(
  page: Page,
  name: string,
  { keepFounderNote = false, language }: { keepFounderNote?: boolean; language?: string } = {},
) {
  await page.getByLabel(message('form.field.name')).fill(name);
  await page
    .getByLabel(message('form.field.exam'))
    .selectOption({ label: 'Undergraduate entrance exams — JEE Main' });
  if (language !== undefined)
    await page
      .getByLabel(message('form.field.language'), { exact: false })
      .and(page.locator('[required]'))
      .selectOption({ label: language });
  await page.getByRole('button', { name: message('profiles.save') }).click();
  if (!keepFounderNote && sellsPlans(brandOfUrl(page.url()))) await closeFounderNote(page);
}

/**
 * A new student of a brand that sells plans meets the founder's note over the first page (shell
 * spec §2, on the free trial's start); journeys about something else close it with Back, as a
 * student would (whatever the page's language).
 */
export async function closeFounderNote(page: Page) {
  const note = page.locator('.founder-note');
  await note.waitFor();
  await note.locator('.founder-note__actions .button.ghost').click();
  await note.waitFor({ state: 'detached' });
}

export async function signUp(
  page: Page,
  request: APIRequestContext,
  brandId: string,
  mobile: string,
) {
  await page.goto(`${brandFacts(brandId).url}/signup`);
  await page.getByLabel(message('form.field.mobile')).fill(mobile);
  await page.getByLabel(message('form.field.password')).fill(PASSWORD);
  await page.getByRole('button', { name: message('auth.signup.submit') }).click();
  // The code field appears once the server has sent the code.
  await expect(page.getByLabel(message('form.field.otp'))).toBeVisible();
  await page.getByLabel(message('form.field.otp')).fill(await codeFor(request, brandId, mobile));
  await page.getByRole('button', { name: message('auth.otp.submit') }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: message('profiles.title') }),
  ).toBeVisible();
}

/** Logs in on a brand's login page with a mobile number and password, as a person would. */
export async function logIn(page: Page, brandId: string, mobile: string, password: string) {
  await page.goto(`${brandFacts(brandId).url}/login`);
  await page.getByLabel(message('form.field.mobile')).fill(mobile);
  await page.getByLabel(message('form.field.password')).fill(password);
  await page.getByRole('button', { name: message('auth.login.submit') }).click();
}
