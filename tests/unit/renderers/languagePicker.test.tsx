// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguagePicker } from '../../../renderers/shell/LanguagePicker.tsx';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import { authStateAtom } from '../../../runtime/session/authState.ts';
import { bundledBrand } from './renderWithShell.tsx';
import { renderLearn, signedInStore } from './renderLearn.tsx';
import { ok, on, requestsTo, stubServices } from './stubServices.ts';

const EDIT_PROFILE = '/api/auth/edit_profile';
const reload = vi.fn();

beforeEach(() => {
  vi.spyOn(window.location, 'reload').mockImplementation(reload);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  reload.mockReset();
  localStorage.clear();
});

const profilesOf = (store: ReturnType<typeof signedInStore>) => {
  const state = store.get(authStateAtom);
  return state.status === 'signedIn' ? state.connected.profiles : [];
};

const pick = (language: string) =>
  fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), {
    target: { value: language },
  });

describe('language picker', () => {
  it('saves the language to the current profile, then reloads in it', async () => {
    const store = signedInStore();
    const [profile] = profilesOf(store);
    const requests = stubServices(
      on(
        'PUT',
        EDIT_PROFILE,
        ok({
          data: { ...profile, profile_details: { ...profile?.profile_details, locale: 'hi' } },
        }),
      ),
    );
    renderLearn(<LanguagePicker />, await bundledBrand('abhyas'), { store });
    pick('hi');
    await waitFor(() => expect(reload).toHaveBeenCalled());
    const [saved] = requestsTo(requests, 'PUT', EDIT_PROFILE);
    expect(saved?.body).toEqual({ locale: 'hi' });
    expect(store.get(localeAtom)).toBe('hi');
  });

  it('switches at once, without a call, for a visitor without a profile', async () => {
    const requests = stubServices();
    const store = createStore();
    renderLearn(<LanguagePicker />, await bundledBrand('abhyas'), { store });
    pick('ta');
    expect(store.get(localeAtom)).toBe('ta');
    expect(requests).toEqual([]);
    expect(reload).not.toHaveBeenCalled();
  });

  it('still switches this visit when the profile cannot be saved, and says it was not kept', async () => {
    stubServices(on('PUT', EDIT_PROFILE, { status: 500, body: { code: 'INTERNAL' } }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = signedInStore();
    renderLearn(<LanguagePicker />, await bundledBrand('abhyas'), { store });
    pick('bn');
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Not saved to your profile',
    );
    expect(store.get(localeAtom)).toBe('bn');
    expect(reload).not.toHaveBeenCalled();
  });

  it('waits while the session is still being checked, so a choice is not undone by the profile’s', async () => {
    const store = createStore();
    store.set(authStateAtom, { status: 'loading' });
    renderLearn(<LanguagePicker />, await bundledBrand('abhyas'), { store });
    const picker = screen.getByRole('combobox', { name: 'Language' });
    expect(picker).toHaveProperty('disabled', true);
    store.set(authStateAtom, { status: 'signedOut' });
    await waitFor(() => expect(picker).toHaveProperty('disabled', false));
  });
});
