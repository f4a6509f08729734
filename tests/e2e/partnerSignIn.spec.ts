import { expect, test } from '@playwright/test';
import { CLOUD_SSO } from '../../playwright.config.ts';
import { mintCloudToken } from '../fakes/mintCloudToken.ts';
import { brandFacts, message } from './brandHosts.ts';

const setPasswordDialog = (page: import('@playwright/test').Page) =>
  page.getByRole('dialog', { name: message('passwordPrompt.title') });

test('“Continue with Google” makes the account, and the set-a-password prompt can wait', async ({
  page,
}) => {
  await page.goto(`${brandFacts('abhyas').url}/login`);
  await page.getByRole('button', { name: message('auth.oauth.google') }).click();
  // Consent at the (local) provider, back to /api/oauth2_callback, then in: a new account has
  // no profile yet.
  await expect(
    page.getByRole('heading', { level: 1, name: message('profiles.title') }),
  ).toBeVisible();
  await expect(setPasswordDialog(page)).toBeVisible();
  await page.getByRole('button', { name: message('passwordPrompt.later') }).click();
  await expect(setPasswordDialog(page)).toBeHidden();
  // Answered for this visit: a reload does not ask again.
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: message('profiles.title') }),
  ).toBeVisible();
  await expect(setPasswordDialog(page)).toBeHidden();
});

test('a partner cloud’s token signs in at /sso-login once, and a password set then signs in', async ({
  page,
}) => {
  const mobile = `8${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const token = mintCloudToken(CLOUD_SSO.secret, Date.now(), {
    iss: CLOUD_SSO.issuer,
    aud: '1',
    sub: `cloud-${mobile}`,
    mobile,
    name: 'Kabir Shah',
  });
  await page.goto(`${brandFacts('abhyas').url}/sso-login?token=${token}`);
  await expect(
    page.getByRole('heading', { level: 1, name: message('profiles.title') }),
  ).toBeVisible();
  await setPasswordDialog(page).getByLabel(message('form.field.newPassword')).fill('Cloud#pass1');
  await page.getByRole('button', { name: message('passwordPrompt.set') }).click();
  await expect(setPasswordDialog(page)).toBeHidden();

  await page.getByRole('button', { name: message('shell.signOut') }).click();
  // The same token a second time is refused.
  await page.goto(`${brandFacts('abhyas').url}/sso-login?token=${token}`);
  await expect(page.getByRole('alert')).toHaveText(message('auth.error.CLOUD_TOKEN_INVALID'));

  await page.goto(`${brandFacts('abhyas').url}/login`);
  await page.getByLabel(message('form.field.mobile')).fill(mobile);
  await page.getByLabel(message('form.field.password')).fill('Cloud#pass1');
  await page.getByRole('button', { name: message('auth.login.submit') }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: message('profiles.title') }),
  ).toBeVisible();
});
