// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EMBIUM_CATALOG_PART,
  EMBIUM_REWARD_SHOW_MS,
} from '../../../../domain/embiums/embiumRewardShow.ts';
import { partOfKey } from '../../../../domain/i18n/catalogParts.ts';
import en from '../../../../locales/en.json' with { type: 'json' };
import { EmbiumModal } from '../../../../renderers/shell/embiums/EmbiumModal.tsx';
import { EmbiumSlot } from '../../../../renderers/shell/embiums/EmbiumSlot.tsx';
import { SignedInSlots } from '../../../../renderers/shell/SignedInSlots.tsx';
import { embiumRewardsAtom, showEmbiumReward } from '../../../../runtime/embiums/embiumRewards.ts';
import { shellStore } from '../../../../runtime/shellStore.ts';
import { bundledBrand } from '../renderWithShell.tsx';
import { renderLearn, signedInStore } from '../renderLearn.tsx';
import { NO_CONTENT, on, requestsTo, stubServices } from '../stubServices.ts';

vi.mock('../../../../runtime/events/trackEvent.ts', () => ({ trackEvent: vi.fn() }));

const BALANCE = '/api/embiums/balance';

afterEach(() => {
  cleanup();
  shellStore.set(embiumRewardsAtom, []);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderModal() {
  const view = renderLearn(<EmbiumModal />, await bundledBrand('abhyas'), {
    store: signedInStore(),
  });
  return { ...view, region: screen.getByRole('status') };
}

describe('the embium modal', () => {
  it('announces the award with the balance it carries, and leaves focus where it was', async () => {
    const requests = stubServices();
    const { region } = await renderModal();
    const answerButton = document.createElement('button');
    document.body.append(answerButton);
    answerButton.focus();
    act(() => showEmbiumReward({ points: 2, metal: 'silver', category: 'practice', total: 57 }));
    await waitFor(() =>
      expect(region.textContent).toBe(
        '+2 silver embiums for a right answer · You have 57 embiums×',
      ),
    );
    expect(document.activeElement).toBe(answerButton);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requestsTo(requests, 'GET', BALANCE)).toHaveLength(0);
    answerButton.remove();
  });

  it('reads the balance when the award did not say it; 204 is none yet', async () => {
    const requests = stubServices(on('GET', BALANCE, NO_CONTENT));
    const { region } = await renderModal();
    act(() =>
      showEmbiumReward({ points: 1, metal: 'silver', category: 'learn', total: undefined }),
    );
    await waitFor(() => expect(region.textContent).toContain('You have 0 embiums'));
    expect(region.textContent).toContain('+1 silver embium for finishing a lesson');
    expect(requestsTo(requests, 'GET', BALANCE)).toHaveLength(1);
  });

  it('shows the award without a balance when the balance cannot be read', async () => {
    stubServices();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { region } = await renderModal();
    act(() => showEmbiumReward({ points: 3, metal: 'silver', category: 'test', total: undefined }));
    await waitFor(() => expect(region.textContent).toContain('+3 silver embiums'));
    expect(region.textContent).not.toContain('You have');
    expect(warn).toHaveBeenCalled();
  });

  it('lets a silver award go by itself, holds it while pointed at, and keeps a gold one until closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubServices();
    const { region } = await renderModal();
    act(() => {
      showEmbiumReward({ points: 1, metal: 'gold', category: 'streak', total: 60 });
      showEmbiumReward({ points: 2, metal: 'silver', category: 'practice', total: 62 });
    });
    await waitFor(() => expect(region.textContent).toContain('+2 silver embiums'));
    const silver = screen.getByText('+2 silver embiums').closest('.embium-reward');
    if (!silver) throw new Error('no silver card');

    fireEvent.mouseEnter(silver);
    await act(() => vi.advanceTimersByTimeAsync(EMBIUM_REWARD_SHOW_MS * 2));
    expect(region.textContent).toContain('+2 silver embiums');
    fireEvent.mouseLeave(silver);
    // The fake clock also runs with real time (shouldAdvanceTime, for waitFor): half the showing
    // time leaves a busy machine's real milliseconds room, where `SHOW_MS - 1` did not.
    await act(() => vi.advanceTimersByTimeAsync(EMBIUM_REWARD_SHOW_MS / 2));
    expect(region.textContent).toContain('+2 silver embiums');
    await act(() => vi.advanceTimersByTimeAsync(EMBIUM_REWARD_SHOW_MS / 2));
    expect(region.textContent).not.toContain('silver');

    await act(() => vi.advanceTimersByTimeAsync(EMBIUM_REWARD_SHOW_MS * 10));
    expect(region.textContent).toContain('+1 gold embium for keeping up your study streak');
    fireEvent.click(screen.getByRole('button', { name: 'Close the reward' }));
    expect(region.textContent).toBe('');
  });

  it('closes the newest reward with Escape, wherever focus is', async () => {
    stubServices();
    const { region } = await renderModal();
    act(() => {
      showEmbiumReward({ points: 1, metal: 'gold', category: 'streak', total: 10 });
      showEmbiumReward({ points: 1, metal: 'gold', category: 'test', total: 11 });
    });
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Close the reward' })).toHaveLength(2),
    );
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(region.textContent).not.toContain('for finishing a test');
    expect(region.textContent).toContain('for keeping up your study streak');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(region.textContent).toBe('');
  });
});

describe('the embium modal’s texts', () => {
  it('load with the catalog part their segment ships in', () => {
    const keys = Object.keys(en).filter((key) => key.startsWith('embiums.'));
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(partOfKey(key)).toBe(EMBIUM_CATALOG_PART);
  });
});

describe('the embium slot', () => {
  const slotRegion = () => screen.queryByRole('status');

  it('mounts the modal for a signed-in child where the brand has embiums', async () => {
    stubServices();
    renderLearn(<SignedInSlots headerSlot={null} />, await bundledBrand('abhyas'), {
      store: signedInStore(),
    });
    await waitFor(() => expect(slotRegion()).not.toBeNull());
  });

  it('mounts nothing on vidya, which switches embiums off, nor for a visitor', async () => {
    stubServices();
    renderLearn(<EmbiumSlot />, await bundledBrand('vidya'), { store: signedInStore() });
    renderLearn(<EmbiumSlot />, await bundledBrand('abhyas'), { store: createStore() });
    act(() => showEmbiumReward({ points: 2, metal: 'silver', category: 'practice', total: 5 }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(slotRegion()).toBeNull();
    expect(screen.queryByText(/embium/i)).toBeNull();
  });
});
