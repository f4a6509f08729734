// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeroBannerBlock } from '../../../../renderers/blocks/HeroBannerBlock.tsx';
import { ShelfBlock } from '../../../../renderers/blocks/ShelfBlock.tsx';
import { playerAtom } from '../../../../runtime/learn/playerAtom.ts';
import { RenderPage } from '../../../../runtime/pages/RenderPage.tsx';
import type { Shelf } from '../../../../schemas/types.generated.ts';
import { bundledBrand } from '../renderWithShell.tsx';
import { answer, makeTile, renderLearn, signedInStore, stubServer } from '../renderLearn.tsx';
import { stubServices } from '../stubServices.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const subjects: Shelf = {
  type: 'shelf',
  id: 'subjects',
  title: 'page.shelf.subjects',
  tile: 'subject',
  source: 'subjects',
};

const subjectTiles = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    makeTile({
      id: `PreUG--jee-main--s${i + 1}`,
      tileType: 'subject',
      tileName: `Subject ${i + 1}`,
    }),
  );

async function renderShelf(block: Shelf, module?: 'learn' | 'practice') {
  return renderLearn(
    <ShelfBlock block={block} documentPath="pages/x.json#/blocks/1" {...(module && { module })} />,
    await bundledBrand('abhyas'),
    { path: '/learn/home' },
  );
}

const shownTiles = (region: HTMLElement) => within(region).queryAllByRole('link');

describe('shelf', () => {
  it('asks GET /shelf/{source} in the UI language for the page’s module', async () => {
    const requests = stubServer(answer('GET', '/shelf/subjects', { data: { tiles: [] } }));
    await renderShelf(subjects, 'practice');
    await screen.findByText(/Lessons and questions for this part/);
    expect(requests[0]?.url.pathname).toBe('/api/content/shelf/subjects');
    expect(Object.fromEntries(requests[0]?.url.searchParams ?? [])).toEqual({
      locale: 'en',
      module: 'practice',
    });
  });

  it('pages through the tiles the kind’s count at a time (subjects: 6)', async () => {
    stubServer(answer('GET', '/shelf/subjects', { data: { tiles: subjectTiles(14) } }));
    await renderShelf(subjects);
    const region = screen.getByRole('region', { name: 'Subjects' });
    await waitFor(() => expect(shownTiles(region)).toHaveLength(6));
    const previous = screen.getByRole('button', { name: 'Subjects: previous tiles' });
    const next = screen.getByRole('button', { name: 'Subjects: next tiles' });
    expect(previous).toHaveProperty('disabled', true);
    expect(next).toHaveProperty('disabled', false);
    expect(screen.getByText('1 of 3')).toBeTruthy();

    fireEvent.click(next);
    expect(shownTiles(region).map((l) => l.textContent)).toEqual(
      [7, 8, 9, 10, 11, 12].map((n) => `Subject ${n}`),
    );
    fireEvent.click(next);
    expect(shownTiles(region).map((l) => l.textContent)).toEqual(['Subject 13', 'Subject 14']);
    expect(next).toHaveProperty('disabled', true);
    expect(screen.getByText('3 of 3')).toBeTruthy();

    fireEvent.click(previous);
    expect(shownTiles(region)).toHaveLength(6);
    expect(screen.getByText('2 of 3')).toBeTruthy();
  });

  it('uses the document’s own tiles per view, and shows no pager for one page', async () => {
    stubServer(answer('GET', '/shelf/subjects', { data: { tiles: subjectTiles(4) } }));
    await renderShelf({ ...subjects, tilesPerView: 4 });
    const region = screen.getByRole('region', { name: 'Subjects' });
    await waitFor(() => expect(shownTiles(region)).toHaveLength(4));
    expect(region.style.getPropertyValue('--tiles-per-view')).toBe('4');
    expect(screen.queryByRole('button', { name: /next tiles/ })).toBeNull();
  });

  it('says so when the shelf is empty', async () => {
    stubServer(answer('GET', '/shelf/subjects', { data: { tiles: [] } }));
    await renderShelf(subjects);
    expect(await screen.findByText(/Lessons and questions for this part/)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('hides an empty “continue watching” instead of explaining it', async () => {
    stubServer(answer('GET', '/shelf/continueWatching', { data: { tiles: [] } }));
    const { container } = await renderShelf({
      type: 'shelf',
      id: 'continue',
      title: 'page.shelf.continueWatching',
      tile: 'video',
      source: 'continueWatching',
    });
    await waitFor(() => expect(container.querySelector('.shelf .shelf-hidden')).not.toBeNull());
    expect(screen.queryByText(/Lessons and questions for this part/)).toBeNull();
  });

  describe('a shelf of the child’s own history, while it loads', () => {
    const continueWatching: Shelf = {
      type: 'shelf',
      id: 'continue',
      title: 'page.shelf.continueWatching',
      tile: 'video',
      source: 'continueWatching',
    };
    /** The shelf for child-1 (signedInStore), its call answered when `release` is called. */
    async function renderHeld() {
      let release: ((tiles: number) => void) | undefined;
      stubServices((request) =>
        request.url.pathname === '/api/content/shelf/continueWatching'
          ? new Promise<Response>((resolve) => {
              release = (count) =>
                resolve(
                  Response.json({
                    data: {
                      tiles: Array.from({ length: count }, (_, i) => makeTile({ id: `v${i}` })),
                    },
                  }),
                );
            })
          : undefined,
      );
      const { container } = renderLearn(
        <ShelfBlock block={continueWatching} documentPath="pages/x.json#/blocks/0" />,
        await bundledBrand('abhyas'),
        { path: '/learn/home', store: signedInStore() },
      );
      await waitFor(() => expect(release).toBeDefined());
      return { container, release: (count: number) => release?.(count) };
    }
    const placeholders = (container: HTMLElement) => container.querySelector('[aria-busy="true"]');
    const hidden = (container: HTMLElement) => container.querySelector('.shelf .shelf-hidden');

    it('keeps no place for it when it was empty last time, so nothing below jumps', async () => {
      const { container, release } = await renderHeld();
      expect(hidden(container)).not.toBeNull();
      expect(placeholders(container)).toBeNull();
      release(2);
      expect(await screen.findByRole('button', { name: 'Tile v1' })).toBeTruthy();
    });

    it('keeps its place with placeholders when it had tiles last time', async () => {
      const first = await renderHeld();
      first.release(1);
      await screen.findByRole('button', { name: 'Tile v0' });
      cleanup();
      const again = await renderHeld();
      expect(placeholders(again.container)).not.toBeNull();
      expect(hidden(again.container)).toBeNull();
      again.release(0);
      await waitFor(() => expect(hidden(again.container)).not.toBeNull());
      cleanup();
      // Empty this time: the next visit keeps no place again.
      const third = await renderHeld();
      expect(placeholders(third.container)).toBeNull();
    });
  });

  it('offers a retry when the call fails, and shows the tiles once it works', async () => {
    let fail = true;
    stubServer((request) =>
      fail
        ? Response.json({ code: 'SERVER', message: 'down' }, { status: 500 })
        : answer('GET', '/shelf/subjects', { data: { tiles: subjectTiles(2) } })(request),
    );
    await renderShelf(subjects);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('These tiles could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('link', { name: 'Subject 1' })).toBeTruthy();
  });

  it('shows the empty state without a call for sources the content service does not serve', async () => {
    const requests = stubServer();
    await renderShelf({
      ...subjects,
      tile: 'bookmarks',
      source: 'bookmarks',
      title: 'page.shelf.tests',
    });
    expect(screen.getByText(/Lessons and questions for this part/)).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('opens the clicked video alone: a shelf is not a playlist', async () => {
    stubServer(
      answer('GET', '/shelf/continueWatching', {
        data: {
          tiles: [
            makeTile({ id: 'v1', tileName: 'One' }),
            makeTile({ id: 'v2', tileName: 'Two', locked: true }),
            makeTile({ id: 'v3', tileName: 'Three' }),
          ],
        },
      }),
    );
    const { store } = await renderShelf(
      {
        type: 'shelf',
        id: 'continue',
        title: 'page.shelf.continueWatching',
        tile: 'video',
        source: 'continueWatching',
      },
      'learn',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Three' }));
    // A shelf is not a playlist: at the end the player offers what to watch next.
    expect(store.get(playerAtom)).toEqual({
      videoId: 'v3',
      source: 'continueWatching',
      module: 'learn',
    });
  });

  it('takes the module from the route of the page it is on', async () => {
    const requests = stubServer(answer('GET', '/hero-banners', { data: [] }), (request) =>
      request.url.pathname.startsWith('/api/content/shelf/')
        ? Response.json({ data: { tiles: [] } })
        : undefined,
    );
    renderLearn(<RenderPage name="practice-home" />, await bundledBrand('abhyas'));
    await waitFor(() =>
      expect(requests.some((r) => r.url.pathname === '/api/content/shelf/subjects')).toBe(true),
    );
    const shelfCalls = requests.filter((r) => r.url.pathname.startsWith('/api/content/shelf/'));
    expect(shelfCalls.every((r) => r.url.searchParams.get('module') === 'practice')).toBe(true);
  });
});

const banners = {
  data: [
    {
      id: 'b1',
      title: 'Projectile motion in one minute',
      subtitle: 'Time of flight, explained.',
      image: '/media/banners/b1.svg',
      target: { kind: 'video', video_id: 'projectile-motion' },
    },
    {
      id: 'b2',
      title: 'Practise trigonometry',
      subtitle: 'Ten questions a day.',
      image: '/media/banners/b2.svg',
      target: { kind: 'path', path: '/practice/home' },
    },
  ],
};

describe('hero banner', () => {
  async function renderBanner(store = signedInStore()) {
    return renderLearn(
      <HeroBannerBlock
        block={{ type: 'heroBanner', id: 'banner', module: 'learn' }}
        documentPath="pages/learn-home.json#/blocks/0"
      />,
      await bundledBrand('abhyas'),
      { path: '/learn/home', store },
    );
  }

  it('asks for the profile’s exam and goal on the web channel and shows a banner', async () => {
    const requests = stubServer(answer('GET', '/hero-banners', banners));
    const { container } = await renderBanner();
    expect(
      await screen.findByRole('heading', { name: 'Projectile motion in one minute' }),
    ).toBeTruthy();
    expect(screen.getByText('Time of flight, explained.')).toBeTruthy();
    expect(container.querySelector<HTMLElement>('.hero-slide')?.style.backgroundImage).toContain(
      '/media/banners/b1.svg',
    );
    expect(Object.fromEntries(requests[0]?.url.searchParams ?? [])).toEqual({
      examCode: 'jee-main',
      goalCode: 'PreUG',
      locale: 'en',
      channel: 'WEB',
      module: 'learn',
    });
  });

  it('opens the player for a video banner', async () => {
    stubServer(answer('GET', '/hero-banners', banners));
    const { store } = await renderBanner();
    fireEvent.click(await screen.findByRole('button', { name: 'Watch now' }));
    expect(store.get(playerAtom)).toEqual({
      videoId: 'projectile-motion',
      module: 'learn',
      source: 'hero_banner',
    });
  });

  it('switches banners with the dots and navigates for a path banner', async () => {
    stubServer(answer('GET', '/hero-banners', banners));
    const { location } = await renderBanner();
    const second = await screen.findByRole('button', { name: 'Show banner 2 of 2' });
    expect(
      screen.getByRole('button', { name: 'Show banner 1 of 2' }).getAttribute('aria-current'),
    ).toBe('true');
    fireEvent.click(second);
    expect(second.getAttribute('aria-current')).toBe('true');
    const explore = screen.getByRole('link', { name: 'Explore' });
    expect(explore.getAttribute('href')).toBe('/practice/home');
    fireEvent.click(explore);
    expect(location.current?.pathname).toBe('/practice/home');
  });

  it('clears the banners and logs when the call fails', async () => {
    stubServer(() => Response.json({ code: 'SERVER', message: 'down' }, { status: 503 }));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderBanner();
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(String(logged.mock.calls[0]?.[0])).toContain('hero banners of learn failed');
    const region = screen.getByRole('region', { name: 'Highlights' });
    expect(region.childElementCount).toBe(0);
  });
});
