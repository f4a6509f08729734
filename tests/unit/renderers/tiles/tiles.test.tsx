// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import keys from '../../../../schemas/keys.schema.json' with { type: 'json' };
import { SUBJECT_COLOURS } from '../../../../domain/tiles/subjectColour.ts';
import { registry } from '../../../../renderers/registry.ts';
import { playerAtom } from '../../../../runtime/learn/playerAtom.ts';
import type { Tile } from '../../../../domain/contracts/content.ts';
import { bundledBrand } from '../renderWithShell.tsx';
import { makeTile, renderLearn } from '../renderLearn.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Moves fake time on, letting React apply what the timers set. */
function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

async function renderTile(tile: Tile, videoList?: string[]) {
  const Tile = registry.tiles[tile.tileType];
  const view = renderLearn(
    <Tile tile={tile} source="continueWatching" module="learn" {...(videoList && { videoList })} />,
    await bundledBrand('abhyas'),
    { path: '/learn/home' },
  );
  // Tile layouts load lazily, with the first shelf: let that happen before looking.
  await act(() => import('../../../../renderers/tiles/tiles.tsx').then(() => undefined));
  return view;
}

describe('tile registry', () => {
  it('has a component for every tile kind of the schema, and no other', () => {
    expect(Object.keys(registry.tiles).sort()).toEqual([...keys.$defs.tile.enum].sort());
  });
});

describe('tile clicks', () => {
  it('opens the player for a video tile, with where it was clicked and the row’s videos', async () => {
    const { store } = await renderTile(
      makeTile({
        id: 'v1',
        tileName: 'Projectile motion',
        kv_path: 'PreUG--jee-main--physics',
        learning_map: { format_id: 'f', topic_learnpath_name: 'PreUG--jee-main--physics--t' },
      }),
      ['v1', 'v2'],
    );
    fireEvent.click(screen.getByRole('button', { name: 'Projectile motion' }));
    expect(store.get(playerAtom)).toEqual({
      videoId: 'v1',
      source: 'continueWatching',
      module: 'learn',
      learnpathName: 'PreUG--jee-main--physics',
      topicLearnpathName: 'PreUG--jee-main--physics--t',
      videoList: ['v1', 'v2'],
    });
  });

  it('links a book tile to its table of contents and follows it', async () => {
    const { location } = await renderTile(
      makeTile({
        id: 'jee-physics',
        tileType: 'book',
        tileName: 'Physics guide',
        contextSource: 'learn_home',
      }),
    );
    const link = screen.getByRole('link', { name: 'Physics guide' });
    expect(link.getAttribute('href')).toBe('/booktoc/learn_home?book_id=jee-physics');
    fireEvent.click(link);
    expect(location.current?.pathname).toBe('/booktoc/learn_home');
    expect(location.current?.search).toBe('?book_id=jee-physics');
  });

  it('ignores clicks on a locked tile and tells readers it is locked', async () => {
    const { store, location } = await renderTile(
      makeTile({ id: 'v1', tileName: 'Locked lesson', locked: true }),
    );
    const button = screen.getByRole('button', { name: 'Locked lesson' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    const described = button.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described.split(' ').at(-1) ?? '')?.textContent).toBe('Locked');
    fireEvent.click(button);
    expect(store.get(playerAtom)).toBeUndefined();
    expect(location.current?.pathname).toBe('/learn/home');
  });

  it('makes a locked book a disabled button, not a link', async () => {
    await renderTile(
      makeTile({ id: 'b', tileType: 'book', tileName: 'Locked book', locked: true }),
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: 'Locked book' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
  });

  it('does nothing for a big book in zero state: neither link nor button', async () => {
    for (const staticCase of ['big_book_zero', 'book_zero_state', 'manage_books'] as const) {
      const { location, store, unmount } = await renderTile(
        makeTile({ id: 'z', tileType: 'big_books', tileName: 'Add books', staticCase }),
      );
      expect(screen.queryByRole('link')).toBeNull();
      expect(screen.queryByRole('button')).toBeNull();
      fireEvent.click(screen.getByText('Add books'));
      expect(location.current?.pathname).toBe('/learn/home');
      expect(store.get(playerAtom)).toBeUndefined();
      unmount();
    }
  });

  it('does nothing for a noAction tile', async () => {
    await renderTile(makeTile({ id: 'v', tileName: 'Just a card', noAction: true }));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is reachable by keyboard: a focusable link or button', async () => {
    await renderTile(makeTile({ id: 'v', tileName: 'Lesson' }));
    const button = screen.getByRole('button', { name: 'Lesson' });
    button.focus();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('type')).toBe('button');
  });
});

describe('tile parts', () => {
  it('draws a progress bar of watched over length', async () => {
    const { container } = await renderTile(
      makeTile({ id: 'v', tileName: 'L', progress: { watched: 45, length: 180 } }),
    );
    const fill = container.querySelector<HTMLElement>('.tile-progress-fill');
    expect(fill?.style.width).toBe('25%');
    expect(screen.getByText('25% watched')).toBeTruthy();
  });

  it('caps the progress bar at 100 %', async () => {
    const { container } = await renderTile(
      makeTile({ id: 'v', tileName: 'L', progress: { watched: 900, length: 600 } }),
    );
    expect(container.querySelector<HTMLElement>('.tile-progress-fill')?.style.width).toBe('100%');
    expect(screen.getByText('100% watched')).toBeTruthy();
  });

  it('draws an empty bar for a length of 0 and no bar without progress', async () => {
    const first = await renderTile(
      makeTile({ id: 'v', tileName: 'L', progress: { watched: 30, length: 0 } }),
    );
    expect(first.container.querySelector<HTMLElement>('.tile-progress-fill')?.style.width).toBe(
      '0%',
    );
    first.unmount();
    const second = await renderTile(makeTile({ id: 'w', tileName: 'M' }));
    expect(second.container.querySelector('.tile-progress')).toBeNull();
  });

  it('shows the subject badge in the subject’s colour', async () => {
    await renderTile(
      makeTile({ id: 'v', tileName: 'L', subject: { code: 'chemistry', name: 'Chemistry' } }),
    );
    const badge = screen.getByText('Chemistry');
    expect(badge.style.getPropertyValue('--subject-colour')).toBe(SUBJECT_COLOURS['chemistry']);
  });

  it('shows a schedule badge for a clock tag, named for readers', async () => {
    const { container } = await renderTile(
      makeTile({
        id: 't',
        tileType: 'test',
        tileName: 'Full test 3',
        tagDetails: [{ tagType: 'clock', tagName: 'Starts', tagValue: '5 Jun, 4:00 pm' }],
      }),
    );
    const badge = container.querySelector('[data-tag="clock"]');
    expect(badge?.textContent).toBe('Starts 5 Jun, 4:00 pm');
    expect(badge?.querySelector('svg')).toBeTruthy();
  });

  it('shows at most three poster frames, stepping through them on hover', async () => {
    vi.useFakeTimers();
    const { container } = await renderTile(
      makeTile({ id: 'v', tileName: 'L', thumb_list: ['/a.jpg', '/b.jpg', '/c.jpg', '/d.jpg'] }),
    );
    const poster = () => container.querySelector('img')?.getAttribute('src');
    expect(poster()).toBe('/a.jpg');
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'L' }));
    const seen = new Set<string | null | undefined>([poster()]);
    for (let i = 0; i < 6; i++) {
      advance(900);
      seen.add(poster());
    }
    expect([...seen].sort()).toEqual(['/a.jpg', '/b.jpg', '/c.jpg']);
    fireEvent.mouseLeave(screen.getByRole('button', { name: 'L' }));
    expect(poster()).toBe('/a.jpg');
  });
});

describe('hover trailer', () => {
  const trailerTile = makeTile({
    id: 'v',
    tileName: 'Ohm’s law',
    thumb: '/poster.jpg',
    trailer: '/trailers/ohm.mp4',
  });
  const trailer = (container: HTMLElement) => container.querySelector('video');

  it('starts 550 ms after hover and reverts to the poster after 10 s', async () => {
    vi.useFakeTimers();
    const { container } = await renderTile(trailerTile);
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Ohm’s law' }));
    advance(549);
    expect(trailer(container)).toBeNull();
    advance(1);
    const video = trailer(container);
    expect(video?.getAttribute('src')).toBe('/trailers/ohm.mp4');
    expect(video?.muted).toBe(true);
    advance(9_999);
    expect(trailer(container)).not.toBeNull();
    advance(1);
    expect(trailer(container)).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/poster.jpg');
  });

  it('starts on keyboard focus too, and stops when hover or focus leaves', async () => {
    vi.useFakeTimers();
    const { container } = await renderTile(trailerTile);
    const button = screen.getByRole('button', { name: 'Ohm’s law' });
    fireEvent.focus(button);
    advance(550);
    expect(trailer(container)).not.toBeNull();
    fireEvent.blur(button);
    expect(trailer(container)).toBeNull();
  });

  it('plays nothing when the pointer only sweeps across', async () => {
    vi.useFakeTimers();
    const { container } = await renderTile(trailerTile);
    const button = screen.getByRole('button', { name: 'Ohm’s law' });
    fireEvent.mouseEnter(button);
    advance(300);
    fireEvent.mouseLeave(button);
    advance(1_000);
    expect(trailer(container)).toBeNull();
  });

  it('has no trailer without one on the tile', async () => {
    vi.useFakeTimers();
    const { container } = await renderTile(makeTile({ id: 'v', tileName: 'Plain' }));
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Plain' }));
    advance(2_000);
    expect(trailer(container)).toBeNull();
  });
});
