import { expect, test } from '@playwright/test';
import { addProfile, freshMobile, signUp } from './accountSteps.ts';
import { brandFacts, message } from './brandHosts.ts';
import { expectNoSeriousA11yViolations } from './expectNoSeriousA11yViolations.ts';

const { url } = brandFacts('abhyas');

test('the feedback form in Hindi turns "namaste" into नमस्ते, picked from the keyboard', async ({
  page,
  request,
}) => {
  // The feedback page is for signed-in parents (brands/abhyas/routes.json).
  await signUp(page, request, 'abhyas', freshMobile());
  // The profile's language is the interface language from then on.
  await addProfile(page, 'Asha Rao', { language: 'हिन्दी' });
  await expect(page).toHaveURL(/\/learn\/home$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.goto(`${url}/feedback`);
  const field = page.getByLabel(message('info.feedback.field.message', 'hi'));
  await expect(field).toHaveAttribute('aria-autocomplete', 'list');
  await field.pressSequentially('namaste');
  const list = page.getByRole('listbox');
  await expect(list.getByRole('option').first()).toHaveText('नमस्ते');
  await expect(field).toHaveAttribute('aria-controls', (await list.getAttribute('id')) ?? '');
  await expectNoSeriousA11yViolations(page);
  await field.press('ArrowDown');
  await expect(field).toHaveAttribute(
    'aria-activedescendant',
    (await list.getByRole('option').first().getAttribute('id')) ?? '',
  );
  await field.press('Enter');
  await expect(field).toHaveValue('नमस्ते');
  await expect(field).toBeFocused();
  await expect(list).toHaveCount(0);
});
