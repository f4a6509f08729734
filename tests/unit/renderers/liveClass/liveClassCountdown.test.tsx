// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  countdownParts,
  countdownUnits,
} from '../../../../renderers/screens/liveClass/countdownParts.ts';
import { LiveClassScreen } from '../../../../renderers/screens/liveClass/LiveClassScreen.tsx';
import { bundledBrand } from '../renderWithShell.tsx';
import { renderLearn, signedInStore, stubServer } from '../renderLearn.tsx';
import { at, json, LIVE, makeLiveClass, MINUTE } from './liveClassFixtures.ts';

// A file of its own: the page's server clock keeps its offset for the rest of the file.

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const SECOND = 1_000;

describe('countdown', () => {
  it('splits the wait into whole units, the seconds rounded up', () => {
    const at = Date.UTC(2026, 5, 5, 10, 0);
    expect(countdownParts(at, at - (26 * 60 + 5) * MINUTE - 2_500)).toEqual({
      days: 1,
      hours: 2,
      minutes: 5,
      seconds: 3,
    });
    expect(countdownParts(at, at - 1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(countdownParts(at, at + 5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownUnits({ days: 1, hours: 0, minutes: 5, seconds: 3 })).toEqual([
      'days',
      'hours',
      'minutes',
    ]);
    expect(countdownUnits({ days: 0, hours: 0, minutes: 2, seconds: 0 })).toEqual([
      'minutes',
      'seconds',
    ]);
    expect(countdownUnits({ days: 0, hours: 0, minutes: 0, seconds: 0 })).toEqual([]);
  });

  it('counts down to the start by the server’s clock, not the device’s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const device = Date.UTC(2026, 5, 5, 4, 0);
    vi.setSystemTime(device);
    // The device's clock is three hours slow.
    const serverAhead = 3 * 60 * MINUTE;
    const startsAt = device + serverAhead + (2 * 60 + 5) * MINUTE + 3 * SECOND;
    stubServer(
      at('GET', '/api/test/now', () => json({ data: { now: Date.now() + serverAhead } })),
      at('GET', `${LIVE}/lc-1`, () =>
        json({
          data: makeLiveClass({ liveClassId: 'lc-1', title: 'Algebra revision', startsAt }),
        }),
      ),
    );
    renderLearn(<LiveClassScreen />, await bundledBrand('abhyas'), {
      path: '/abhyas-live-class/lc-1',
      pattern: '/abhyas-live-class/:liveClassId/:type?',
      store: signedInStore(),
    });
    const timer = await screen.findByRole('timer');
    await waitFor(() =>
      expect(timer.textContent).toBe('Starts in 2 hours, 5 minutes and 3 seconds'),
    );
    vi.setSystemTime(device + 2 * SECOND);
    await waitFor(() =>
      expect(timer.textContent).toBe('Starts in 2 hours, 5 minutes and 1 second'),
    );
    expect(screen.getByText('Status: Upcoming')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Register' })).toBeTruthy();
    expect(screen.queryByTitle('Live class: Algebra revision')).toBeNull();
  });
});
