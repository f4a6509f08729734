// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchHit } from '../../../../domain/contracts/search.ts';
import { SearchCombobox } from '../../../../renderers/shell/search/SearchCombobox.tsx';
import { playerAtom } from '../../../../runtime/learn/playerAtom.ts';
import { setViewportWidth } from '../renderHeader.tsx';
import { renderLearn, signedInStore, stubServer, type SeenRequest } from '../renderLearn.tsx';
import { bundledBrand } from '../renderWithShell.tsx';

const LESSON: SearchHit = {
  entity: 'lessons',
  id: 'projectile-motion',
  title: 'Projectile Motion',
  locale: 'en',
  exam_code: 'jee-main',
  goal_code: 'PreUG',
  learn_path: 'PreUG--jee-main--physics--mechanics--kinematics--projectile-motion',
  fuzzy: true,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setViewportWidth(1280);
});

function suggestionsServer(): SeenRequest[] {
  return stubServer((request) =>
    request.url.pathname === '/api/search/v2/search/suggestions'
      ? Response.json({ data: { suggestions: [LESSON] } })
      : undefined,
  );
}

const asked = (requests: SeenRequest[]) =>
  requests
    .filter((r) => r.url.pathname.endsWith('/suggestions'))
    .map((r) => r.url.searchParams.get('query'));

async function renderBox(path = '/learn/home') {
  const onClose = vi.fn();
  const view = renderLearn(<SearchCombobox onClose={onClose} />, await bundledBrand('abhyas'), {
    store: signedInStore(),
    path,
  });
  const box = screen.getByRole('combobox', { name: 'Search lessons, chapters, books and tests' });
  return { ...view, box, onClose };
}

describe('the search box on a desktop', () => {
  it('asks for suggestions once the typing is quiet, not for every key', async () => {
    const requests = suggestionsServer();
    const { box } = await renderBox();
    expect(document.activeElement).toBe(box);
    for (const text of ['p', 'pr', 'pro', 'projectle'])
      fireEvent.change(box, { target: { value: text } });
    expect(asked(requests)).toEqual([]);
    await screen.findByRole('option', { name: /Projectile Motion/ });
    expect(asked(requests)).toEqual(['projectle']);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').at(-1)?.textContent).toBe('Search for “projectle”');
    expect(screen.getByRole('status').textContent).toContain('1 suggestion');
  });

  it('moves through the suggestions with the arrows and opens the chosen lesson with Enter', async () => {
    suggestionsServer();
    const { box, store, onClose } = await renderBox();
    fireEvent.change(box, { target: { value: 'projectle' } });
    const lesson = await screen.findByRole('option', { name: /Projectile Motion/ });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(lesson.id);
    expect(lesson.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box.getAttribute('aria-activedescendant')).toBe(lesson.id);
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    expect(store.get(playerAtom)).toMatchObject({ videoId: 'projectile-motion', source: 'search' });
    expect(onClose).toHaveBeenCalledWith(false);
  });

  it('opens the results page for Enter without a suggestion, and never for a blank box', async () => {
    suggestionsServer();
    const { box, location, onClose } = await renderBox();
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    expect(location.current?.pathname).toBe('/learn/home');
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: ' gati ke niyam ' } });
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    expect(location.current?.pathname).toBe('/search/all');
    expect(location.current?.search).toBe('?q=gati+ke+niyam');
    expect(location.current?.state).toMatchObject({
      searchType: 'MANUAL',
      verticalRank: 0,
      from: '/learn/home',
      screenName: 'learn/home',
      searchTerm: 'gati ke niyam',
    });
  });

  it('closes the list with Escape, then asks to close the panel', async () => {
    suggestionsServer();
    const { box, onClose } = await renderBox();
    fireEvent.change(box, { target: { value: 'projectle' } });
    await screen.findByRole('listbox');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it('clears the results page when the box is emptied on it', async () => {
    suggestionsServer();
    const { box, location } = await renderBox('/search/lessons?q=ohm');
    expect((box as HTMLInputElement).value).toBe('ohm');
    fireEvent.change(box, { target: { value: '' } });
    expect(location.current?.pathname).toBe('/search/lessons');
    expect(location.current?.search).toBe('');
  });
});

describe('the search box on a phone', () => {
  it('opens the results after more than two characters and a pause, with no list', async () => {
    setViewportWidth(390);
    const requests = suggestionsServer();
    const { box, location } = await renderBox();
    fireEvent.change(box, { target: { value: 'oh' } });
    await new Promise((resolve) => setTimeout(resolve, 1700));
    expect(location.current?.pathname).toBe('/learn/home');
    fireEvent.change(box, { target: { value: 'ohm' } });
    await waitFor(() => expect(location.current?.pathname).toBe('/search/all'), {
      timeout: 2500,
    });
    expect(location.current?.search).toBe('?q=ohm');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(asked(requests)).toEqual([]);
  });
});
