// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SPIN_DURATION_MS,
  SpinWheel,
} from '../../../../renderers/screens/subscription/SpinWheel.tsx';
import { bundledBrand } from '../renderWithShell.tsx';
import { renderLearn, signedInStore } from '../renderLearn.tsx';
import { ok, on, stubServices } from '../stubServices.ts';

const SPINNER = '/api/subscription/spinner';
const PRIZES = [
  { couponCode: 'SPIN5', label: '5% off' },
  { couponCode: 'SPIN15', label: '15% off' },
];

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function spinToSecondPrize(onApplied: () => void) {
  stubServices(
    on('GET', `${SPINNER}/eligibility`, ok({ message: 'ELIGIBLE' })),
    on('GET', SPINNER, ok({ data: { prizes: PRIZES } })),
    on('POST', SPINNER, {
      status: 201,
      body: { data: { prizeIndex: 1, ...PRIZES[1], applied: true } },
    }),
  );
  const view = renderLearn(
    <SpinWheel planId="preug-achieve-now" locale="en" onApplied={onApplied} />,
    await bundledBrand('abhyas'),
    { store: signedInStore() },
  );
  const spin = await screen.findByRole('button', { name: 'Spin' });
  vi.useFakeTimers();
  fireEvent.click(spin);
  // The server's answer arrives; the wheel turns for SPIN_DURATION_MS before it tells.
  await act(() => vi.advanceTimersByTimeAsync(0));
  return view;
}

describe('the spin wheel', () => {
  it('turns to the prize the server picked, then announces it and re-reads the cart', async () => {
    const onApplied = vi.fn();
    await spinToSecondPrize(onApplied);
    expect(onApplied).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(SPIN_DURATION_MS));
    expect(onApplied).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe(
      'You won 15% off! Coupon SPIN15 is on your cart.',
    );
  });

  it('tells nothing when the page is left mid-spin', async () => {
    const onApplied = vi.fn();
    const view = await spinToSecondPrize(onApplied);
    view.unmount();
    await act(() => vi.advanceTimersByTimeAsync(SPIN_DURATION_MS));
    expect(onApplied).not.toHaveBeenCalled();
  });
});
