// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookmarkItem } from '../../../../domain/contracts/bookmarks.ts';
import { LearnSummaryScreen } from '../../../../renderers/screens/learn/LearnSummaryScreen.tsx';
import { BookmarksScreen } from '../../../../renderers/screens/userHome/BookmarksScreen.tsx';
import { TestsTakenScreen } from '../../../../renderers/screens/userHome/TestsTakenScreen.tsx';
import { bundledBrand } from '../renderWithShell.tsx';
import { renderLearn, signedInStore, stubServer } from '../renderLearn.tsx';
import type { SeenRequest } from '../stubServices.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CHAPTER = 'PreUG--jee-main--physics--mechanics--kinematics';
const json = (body: unknown, status = 200) => Response.json(body, { status });
const at =
  (method: string, path: string, reply: (r: SeenRequest) => Response | undefined) =>
  (r: SeenRequest) => (r.method === method && r.url.pathname === path ? reply(r) : undefined);

const video: BookmarkItem = {
  type: 'video',
  content_id: 'projectile-motion',
  record: {
    bookmarked: true,
    child_id: 'child-1',
    content_id: 'projectile-motion',
    content_type: 'Video',
    content_category_type: 'Learn',
    locale: 'en',
    school_id: 'school-7',
  },
  title: 'Projectile Motion',
  subject: { code: 'physics', name: 'Physics' },
  chapter: 'Kinematics',
  target: { kind: 'video', video_id: 'projectile-motion' },
  bookmarked_at: Date.UTC(2026, 5, 5, 10, 30),
};
const listOf = (items: BookmarkItem[]) => ({
  data: {
    items,
    counts: { video: items.length, question: 0, book: 0, chapter: 0, total: items.length },
    matching: items.length,
    subjects: [{ code: 'physics', name: 'Physics' }],
  },
});

describe('bookmarks screen', () => {
  it('lowercases the route’s type, and removes only once the server agrees', async () => {
    let kept = [video];
    let removal = 0;
    const requests = stubServer(
      at('GET', '/api/content/bookmarks', () => json(listOf(kept))),
      at('POST', '/api/content/bookmark', () => {
        removal += 1;
        if (removal === 1) return json({ code: 'INTERNAL', message: 'down' }, 500);
        kept = [];
        return json({ data: { bookmarked: false } });
      }),
    );
    renderLearn(<BookmarksScreen />, await bundledBrand('abhyas'), {
      path: '/user-home/bookmarks/Video',
      pattern: '/user-home/bookmarks/:bookmarkType?',
      store: signedInStore(),
    });
    const card = await screen.findByRole('listitem', { name: 'Projectile Motion' });
    expect(within(card).getByText('Saved on 5 Jun 2026')).toBeTruthy();
    const asked = requests.find((r) => r.url.pathname === '/api/content/bookmarks');
    expect(asked?.url.searchParams.get('type')).toBe('video');
    expect(screen.getByRole('link', { name: 'Videos (1)' }).getAttribute('aria-current')).toBe(
      'page',
    );

    fireEvent.click(within(card).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Projectile Motion' })).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Remove' }));
    expect(
      await screen.findByText('Sorry, we do not have any bookmarked videos available'),
    ).toBeTruthy();
    const sent = requests.filter((r) => r.method === 'POST').at(-1)?.body;
    expect(sent).toMatchObject({ bookmarked: false, content_type: 'Video', school_id: 'school-7' });
  });
});

describe('tests taken screen', () => {
  it('lists started tests first with their time left, then finished ones with score and rank', async () => {
    stubServer(
      at('GET', '/api/test/v1/tests-taken', () =>
        json({
          data: {
            items: [
              {
                status: 'started',
                session_id: 's-2',
                test_code: 'jee-main-mock-1',
                title: 'JEE Main mock 1',
                started_at: Date.UTC(2026, 5, 6, 4, 0),
                time_left: 90 * 60_000,
                max_score: 300,
                path: '/mock-test/jee-main-mock-1/session',
              },
              {
                status: 'finished',
                session_id: 's-1',
                test_code: 'jee-main-sectional-mock',
                title: 'Sectional mock',
                started_at: Date.UTC(2026, 5, 5, 4, 0),
                submitted_at: Date.UTC(2026, 5, 5, 5, 0),
                score: 56,
                max_score: 100,
                rank: 3,
                candidates: 40,
                results_at: null,
                path: '/mock-test/jee-main-sectional-mock/analyze?sessionId=s-1',
              },
            ],
            counts: { started: 1, finished: 1 },
          },
        }),
      ),
    );
    renderLearn(<TestsTakenScreen />, await bundledBrand('abhyas'), { store: signedInStore() });
    const started = await screen.findByRole('listitem', { name: 'JEE Main mock 1' });
    expect(within(started).getByText('90 minutes left')).toBeTruthy();
    expect(within(started).getByRole('link', { name: 'Resume test' }).getAttribute('href')).toBe(
      '/mock-test/jee-main-mock-1/session',
    );
    const finished = screen.getByRole('listitem', { name: 'Sectional mock' });
    // India's time zone: 05:00 UTC is 10:30 am there.
    expect(within(finished).getByText(/Submitted 5 Jun, 10:30\sam/i)).toBeTruthy();
    expect(within(finished).getByText('3 of 40')).toBeTruthy();
    expect(within(finished).getByRole('link', { name: 'See analysis' })).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['In progress', 'Finished']);
  });
});

describe('chapter bookmark', () => {
  it('ignores clicks while its request is out and shows only the server’s answer', async () => {
    let answerWith: ((r: Response) => void) | undefined;
    const requests = stubServer(
      at('GET', `/api/content/filtersv2/${CHAPTER}`, () =>
        json({
          data: {
            node: {
              learnpath_name: CHAPTER,
              code: 'kinematics',
              level: 'chapter',
              name: 'Kinematics',
              video_count: 0,
            },
            ancestors: [],
            filters: [],
          },
        }),
      ),
      at('GET', '/api/content/bookmark', () => json({ data: { bookmarked: false } })),
    );
    const fetchStub = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'POST'
        ? new Promise<Response>((resolve) => {
            requests.push({
              method: 'POST',
              url: new URL(
                typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
                'http://x',
              ),
              body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
            });
            answerWith = resolve;
          })
        : fetchStub(input, init),
    );
    renderLearn(<LearnSummaryScreen />, await bundledBrand('abhyas'), {
      path: `/learn/summary/kinematics?learnmap_id=${CHAPTER}`,
      pattern: '/learn/summary/:id?',
      store: signedInStore(),
    });
    const toggle = await screen.findByRole('button', { name: 'Bookmark' });
    await waitFor(() =>
      expect(requests.some((r) => r.url.pathname === '/api/content/bookmark')).toBe(true),
    );
    fireEvent.click(toggle);
    fireEvent.click(toggle);
    await waitFor(() => expect(answerWith).toBeDefined());
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      content_type: 'Chapter',
      content_id: CHAPTER,
      bookmarked: true,
      source: 'learn_summary',
    });
    answerWith?.(json({ data: { bookmarked: true } }));
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
  });
});
