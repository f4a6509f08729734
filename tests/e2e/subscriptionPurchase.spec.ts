import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { PAYMENT_STATUS_POLL_INTERVAL_MS } from '../../domain/subscription/paymentStatusPolling.ts';
import { addProfile, freshMobile, signUp } from './accountSteps.ts';
import { brandFacts, message } from './brandHosts.ts';
import { expectNoSeriousA11yViolations } from './expectNoSeriousA11yViolations.ts';

/**
 * Buying a plan on abhyas as a new student would: the plans of the goal, the cart with a coupon,
 * UPI on the sandbox gateway, the status, the billing details and their check, and the invoice
 * from the orders. Achieve Now (₹499 before GST) with WELCOME10 (10 %): ₹449.10 taxable, ₹80.84
 * GST, ₹529.94 to pay.
 */
const BRAND = 'abhyas';
const PLAN_ID = 'preug-achieve-now';
/** The plan's title in each language, as the catalog writes it. */
const catalog = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../content/subscription/catalog.json'), 'utf8'),
) as { organisations: { plans: { id: string; title: Record<string, string> }[] }[] };
const planTitle = (locale: Locale) =>
  catalog.organisations[0]?.plans.find((plan) => plan.id === PLAN_ID)?.title[locale] ?? PLAN_ID;
const COUPON = 'WELCOME10';
const TOTAL_WITH_COUPON = '₹529.94';
const PDF_MAGIC = '%PDF';
/** The status screen asks again after a poll interval: wait for two and the page's own load. */
const STATUS_WAIT_MS = 2 * PAYMENT_STATUS_POLL_INTERVAL_MS + 5_000;

type Locale = 'en' | 'hi';
/** Time for one purchase journey (sign-up, plans, cart, gateway, status, billing, invoice). */
const PURCHASE_TIMEOUT_MS = 90_000;

async function newStudent(page: Page, request: Parameters<typeof signUp>[1]) {
  await signUp(page, request, BRAND, freshMobile());
  await addProfile(page, 'Asha Rao', { keepFounderNote: true });
  // A new student meets the founder's note first; it leads to the plans.
  await page.getByRole('button', { name: message('plan.founder.explore') }).click();
  await expect(page).toHaveURL(/\/subscription/);
}

/** From the plans to the sandbox gateway's page, with the coupon on the cart. */
async function toGateway(page: Page, locale: Locale) {
  const t = (key: string) => message(key, locale);
  const site = brandFacts(BRAND).url;
  await page.goto(`${site}/subscription`);
  // The page is read in English first; the language is changed from there.
  await expect(
    page.getByRole('heading', { level: 1, name: message('subscription.plans.title') }),
  ).toBeVisible();
  if (locale !== 'en') {
    // The header's language picker, as a person switches.
    await page.getByRole('combobox', { name: message('shell.language') }).selectOption(locale);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
  }
  await expect(
    page.getByRole('heading', { level: 1, name: t('subscription.plans.title') }),
  ).toBeVisible();
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: planTitle(locale) }) });
  await expectNoSeriousA11yViolations(page);
  await card.getByRole('link', { name: t('subscription.choose') }).click();
  await expect(page).toHaveURL(/\/subscription\/payment\?planId=preug-achieve-now/);
  await expect(
    page.getByRole('heading', { level: 1, name: t('subscription.payment.title') }),
  ).toBeVisible();
  await page.getByLabel(t('subscription.coupon.code'), { exact: true }).fill(COUPON);
  await page.getByRole('button', { name: t('subscription.coupon.apply'), exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: COUPON })).toBeVisible();
  const pay = page.getByRole('button', { name: new RegExp(TOTAL_WITH_COUPON.replace('.', '\\.')) });
  await expect(pay).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('radio', { name: t('subscription.method.upi') }).check();
  // A double click makes one order: every request it sends carries the key kept for this cart
  // and total (a request cut short by the page leaving has no response, so requests are counted).
  const keys: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/subscription/order/payment') && r.method() === 'POST') {
      keys.push(r.headers()['idempotency-key'] ?? '');
    }
  });
  await pay.dblclick();
  await expect(page.getByRole('heading', { name: /sandbox payment/ })).toBeVisible();
  expect(keys.length).toBeGreaterThan(0);
  expect(new Set(keys).size).toBe(1);
  expect(keys[0]).not.toBe('');
}

for (const locale of ['en', 'hi'] as const) {
  test(`a new student buys a plan with a coupon and downloads the invoice (${locale})`, async ({
    page,
    request,
  }) => {
    // A whole purchase, from sign-up to the invoice's bytes: more steps than the default allows
    // on a loaded two-core machine (it ran out at the billing step's last save).
    test.setTimeout(PURCHASE_TIMEOUT_MS);
    const t = (key: string) => message(key, locale);
    await newStudent(page, request);
    await toGateway(page, locale);
    await page.getByRole('button', { name: 'Pay with UPI: succeed' }).click();

    await expect(page).toHaveURL(/\/subscription\/payment\/status\?orderId=/);
    await expect(
      page.getByRole('status').filter({ hasText: t('subscription.status.success') }),
    ).toBeVisible({ timeout: STATUS_WAIT_MS });
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: t('subscription.status.addBilling') }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: t('subscription.billing.title') }),
    ).toBeVisible();
    await page.getByLabel(t('subscription.billing.name'), { exact: true }).fill('Asha Rao');
    await page.getByLabel(t('form.field.email'), { exact: true }).fill('asha@example.com');
    await page.getByLabel(t('form.field.mobile'), { exact: true }).fill('9876543210');
    await page
      .getByLabel(t('subscription.billing.address'), { exact: true })
      .fill('12 MG Road, Indiranagar');
    await page.getByLabel(t('subscription.billing.pincode'), { exact: true }).fill('560038');
    await expect(page.locator('.billing-place')).not.toBeEmpty();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: t('subscription.billing.continue') }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: t('subscription.verify.title') }),
    ).toBeVisible();
    await expect(page.getByText('560038')).toBeVisible();
    await page.getByRole('button', { name: t('subscription.verify.confirm') }).click();
    await expect(
      page.getByRole('status').filter({ hasText: t('subscription.verify.saved') }),
    ).toBeVisible();
    await page.getByRole('link', { name: t('subscription.status.orders') }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: t('subscription.orders.title') }),
    ).toBeVisible();
    await expect(page.getByRole('cell', { name: TOTAL_WITH_COUPON })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // The button names the invoice: "Download invoice {invoice}".
    const [before, after] = t('subscription.order.download').split('{invoice}');
    const button = page.getByRole('button', {
      name: t('subscription.order.download').split('{invoice}')[0]?.trim(),
    });
    const label = (await button.first().textContent()) ?? '';
    const invoiceNumber = label
      .slice((before ?? '').length, label.length - (after ?? '').length)
      .trim();
    expect(invoiceNumber).not.toBe('');
    const download = page.waitForEvent('download');
    await button.first().click();
    const file = await download;
    const bytes = readFileSync(await file.path());
    expect(bytes.subarray(0, PDF_MAGIC.length).toString('latin1')).toBe(PDF_MAGIC);
    expect(file.suggestedFilename()).toContain('.pdf');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toContain(invoiceNumber);
  });
}

test('a failed payment leaves the cart as it was and says why', async ({ page, request }) => {
  test.setTimeout(PURCHASE_TIMEOUT_MS);
  await newStudent(page, request);
  await toGateway(page, 'en');
  await page.getByRole('button', { name: 'Pay with UPI: fail' }).click();

  await expect(page).toHaveURL(/\/subscription\/payment\/status\?orderId=/);
  await expect(
    page.getByRole('status').filter({ hasText: message('subscription.status.failure') }),
  ).toBeVisible({ timeout: STATUS_WAIT_MS });
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: message('subscription.status.backToCart') }).click();
  await expect(page).toHaveURL(/planId=preug-achieve-now/);
  await expect(page.getByRole('status').filter({ hasText: COUPON })).toBeVisible();
  await expect(
    page.getByRole('button', { name: new RegExp(TOTAL_WITH_COUPON.replace('.', '\\.')) }),
  ).toBeVisible();
});
