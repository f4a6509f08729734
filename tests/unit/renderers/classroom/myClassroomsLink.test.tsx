// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderHeader, setViewportWidth } from '../renderHeader.tsx';
import { signedInStore } from '../renderLearn.tsx';
import { bundledBrand } from '../renderWithShell.tsx';

const DESKTOP_PX = 1400;

afterEach(() => cleanup());

describe('the header’s "My classrooms"', () => {
  it('is among the account actions on institute brands, and nowhere else', async () => {
    setViewportWidth(DESKTOP_PX);
    renderHeader(await bundledBrand('vidya'), { store: signedInStore(), path: '/learn/home' });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'My classrooms' }).getAttribute('href')).toBe(
      '/my-classrooms',
    );
    cleanup();

    // abhyas has classrooms too, reached from user home's assignments: its header keeps its room.
    for (const id of ['abhyas-home', 'abhyas']) {
      renderHeader(await bundledBrand(id), { store: signedInStore() });
      expect(
        within(screen.getByRole('banner')).queryByRole('link', { name: 'My classrooms' }),
      ).toBeNull();
      expect(
        within(screen.getByRole('banner')).getByRole('button', { name: 'Sign out' }),
      ).toBeTruthy();
      cleanup();
    }
  });

  it('is not offered to a visitor', async () => {
    renderHeader(await bundledBrand('vidya'));
    expect(screen.queryByRole('link', { name: 'My classrooms' })).toBeNull();
  });
});
