// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionItem } from '../../../../domain/contracts/subscriptionPlans.ts';
import { DAY_MS } from '../../../../domain/timeline/timelinePeriods.ts';
import { SubscriptionShell } from '../../../../renderers/shell/subscription/SubscriptionShell.tsx';
import { authStateAtom } from '../../../../runtime/session/authState.ts';
import {
  contentLockedAtom,
  paywallOpenAtom,
} from '../../../../runtime/subscription/paywallAtoms.ts';
import { bundledBrand } from '../renderWithShell.tsx';
import { renderLearn, signedInStore } from '../renderLearn.tsx';
import { ok, on, stubServices, type Reply } from '../stubServices.ts';

const INFO = '/api/subscription/subscription/info';
const TRIAL = '/api/subscription/free-trial';
const NO_INVOICE = '/api/subscription/order/no-invoice';
const EDIT_PROFILE = '/api/auth/edit_profile';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function trial(overrides: Partial<SubscriptionItem> = {}): SubscriptionItem {
  return {
    vertical: 'PreUG',
    type: 'TRIAL',
    validity: Date.now() + 7 * DAY_MS - 1000,
    status: 'ACTIVE',
    businessType: 'B2C',
    planName: 'FREE_TRIAL',
    planTitle: 'Free trial',
    isRenewalEnabled: false,
    duration: { type: 'DAY', value: 7 },
    founder_note_displayed: false,
    ...overrides,
  };
}

const info = (...items: SubscriptionItem[]): Reply =>
  ok({ status: 200, data: items, message: 'ok' });

const updatedProfile = {
  id: 'child-1',
  token: 'child-token',
  profile_details: {
    first_name: 'Ravi',
    last_name: 'Rao',
    primary_goal: 'PreUG',
    primary_exam: 'jee-main',
    locale: 'en',
    video_quality: 'auto',
    meta: { founder_note_displayed: true },
  },
};

async function renderShell(...handlers: Parameters<typeof stubServices>) {
  const requests = stubServices(on('GET', NO_INVOICE, ok({ data: [] })), ...handlers);
  const view = renderLearn(<SubscriptionShell />, await bundledBrand('abhyas'), {
    path: '/learn/home',
    store: signedInStore(),
  });
  return { ...view, requests };
}

describe('founder note', () => {
  it('shows on a trial, stays on Escape, and on Back sends the profile update of spec §4', async () => {
    const { requests, store } = await renderShell(
      on('GET', INFO, info(trial())),
      on('PUT', EDIT_PROFILE, ok({ data: updatedProfile })),
    );
    const note = await screen.findByRole('dialog', { name: 'Welcome to your free trial!' });
    expect(note.textContent).toContain('For the next 7 days');
    expect(note.textContent).toContain('Anjali Rao');
    fireEvent.keyDown(note, { key: 'Escape' });
    fireEvent.click(note.parentElement as HTMLElement);
    expect(screen.getByRole('dialog', { name: 'Welcome to your free trial!' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(requests.some((r) => r.url.pathname === EDIT_PROFILE)).toBe(true));
    const update = requests.find((r) => r.url.pathname === EDIT_PROFILE);
    expect(update?.method).toBe('PUT');
    expect(update?.body).toEqual({
      first_name: 'Ravi',
      primary_exam: 'jee-main',
      primary_goal: 'PreUG',
      meta: { founder_note_displayed: true },
    });
    await waitFor(() => {
      const auth = store.get(authStateAtom);
      expect(
        auth.status === 'signedIn' && auth.connected.profiles[0]?.profile_details.meta,
      ).toEqual({ founder_note_displayed: true });
    });
  });

  it('is not shown once the profile has closed it, and the floater counts the trial', async () => {
    await renderShell(on('GET', INFO, info(trial({ founder_note_displayed: true }))));
    expect(await screen.findByRole('link', { name: 'Trial: 7 days left' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Your plan ends in 7 days.');
  });
});

describe('free trial', () => {
  it('starts the trial once for a goal without a plan, then reads the plan again', async () => {
    const { requests } = await renderShell(
      on('GET', INFO, info(), info(trial({ founder_note_displayed: true }))),
      on('POST', TRIAL, { status: 201, body: { data: trial() } }),
    );
    expect(await screen.findByRole('link', { name: 'Trial: 7 days left' })).toBeTruthy();
    expect(requests.filter((r) => r.url.pathname === TRIAL)).toHaveLength(1);
  });

  it('takes a used trial as an ended plan: content locks and plans are offered, no error', async () => {
    const { store } = await renderShell(
      on('GET', INFO, info()),
      on('POST', TRIAL, {
        status: 409,
        body: { code: 'TRIAL_USED', message: 'This profile has already had its free trial' },
      }),
    );
    expect(await screen.findByRole('dialog', { name: 'Your plan has ended' })).toBeTruthy();
    expect(store.get(contentLockedAtom)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('paywall', () => {
  it('opens from the atom a locked tile sets, and closes', async () => {
    const { store } = await renderShell(
      on('GET', INFO, info(trial({ founder_note_displayed: true, validity: Date.now() - 1 }))),
    );
    await waitFor(() => expect(store.get(contentLockedAtom)).toBe(true));
    // The daily offer first: closed, so the paywall is the only dialog.
    fireEvent.click(await screen.findByRole('button', { name: 'Later' }));
    act(() => store.set(paywallOpenAtom, true));
    const paywall = await screen.findByRole('dialog', { name: 'This needs a plan' });
    expect(screen.getByRole('link', { name: 'Subscribe now' }).getAttribute('href')).toBe(
      '/subscription/plan-ended',
    );
    fireEvent.keyDown(paywall, { key: 'Escape' });
    expect(store.get(paywallOpenAtom)).toBe(false);
  });
});
