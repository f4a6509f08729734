// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dayKey } from '../../../../../domain/rules/dates.ts';
import en from '../../../../../locales/en.json' with { type: 'json' };
import { PlayerSlot } from '../../../../../renderers/screens/learn/player/PlayerSlot.tsx';
import { BrandContext } from '../../../../../runtime/brand/BrandContext.ts';
import { embiumRewardsAtom } from '../../../../../runtime/embiums/embiumRewards.ts';
import { reportApiError } from '../../../../../runtime/events/reportApiError.ts';
import { trackEvent } from '../../../../../runtime/events/trackEvent.ts';
import { playerAtom, type PlayerRequest } from '../../../../../runtime/learn/playerAtom.ts';
import {
  guardedBrowserHistory,
  setNavigationBlocker,
} from '../../../../../runtime/routing/guardedHistory.ts';
import { authStateAtom } from '../../../../../runtime/session/authState.ts';
import { shellStore } from '../../../../../runtime/shellStore.ts';
import { bundledBrand } from '../../renderWithShell.tsx';

/** Plyr does not run under happy-dom: a stand-in that records calls and lets tests fire events. */
const plyr = vi.hoisted(() => {
  type Listener = () => void;
  class FakePlyr {
    static instances: FakePlyr[] = [];
    currentTime = 0;
    duration = 600;
    muted = false;
    speed = 1;
    currentTrack = -1;
    playing = false;
    readonly listeners = new Map<string, Listener[]>();
    readonly play = vi.fn(() => {
      this.playing = true;
      this.emit('play');
      return Promise.resolve();
    });
    readonly pause = vi.fn(() => {
      if (!this.playing) return;
      this.playing = false;
      this.emit('pause');
    });
    readonly destroy = vi.fn();
    readonly toggleCaptions = vi.fn();
    constructor(
      readonly media: HTMLVideoElement,
      readonly options: Record<string, unknown>,
    ) {
      FakePlyr.instances.push(this);
    }
    on(type: string, listener: Listener) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    emit(type: string) {
      for (const listener of this.listeners.get(type) ?? []) listener();
    }
  }
  return FakePlyr;
});

vi.mock('plyr', () => ({ default: plyr }));
vi.mock('../../../../../runtime/events/trackEvent.ts', () => ({ trackEvent: vi.fn() }));
vi.mock('../../../../../runtime/events/reportApiError.ts', () => ({ reportApiError: vi.fn() }));

const MEDIA = 'https://media.test/v1-720.mp4';
const FALLBACK = 'https://media.test/v1-360.mp4';

function videoDetails(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    title: `Video ${id}`,
    description: '',
    duration: 600,
    is_public: false,
    url: `media/${id}`,
    qualities: ['360p', '720p'],
    thumb_list: [`/thumbs/${id}.jpg`],
    learning_map: { format_id: 'f1', topic_learnpath_name: 'K12--cbse-10--physics' },
    owner_info: { name: 'Abhyas' },
    annotations: [],
    bookmarked: false,
    liked: false,
    ...overrides,
  };
}

const nextVideo = {
  id: 'v2',
  url: 'media/v2',
  cdn_url: '',
  title: 'Forces in pairs',
  owner_info: { name: 'Abhyas' },
  learning_map: { format_id: 'f1', topic_learnpath_name: 'K12--cbse-10--physics' },
  currency: 0,
  thumb_list: [],
  duration: 300,
};

const recommendedTile = {
  id: 'v9',
  tileType: 'video',
  tileName: 'Friction',
  thumb_list: ['/thumbs/v9.jpg'],
  locked: false,
  tagDetails: [],
  type: 'Video',
};

interface Sent {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | undefined;
}

let sent: Sent[];
let answers: Record<string, () => Promise<Response> | Response>;

/** The content and timeline services as the contracts describe them, routed by "METHOD path". */
function defaultAnswers(details = videoDetails('v1')): typeof answers {
  return {
    'GET /api/content/videos/v1': () => Response.json({ data: details }),
    'GET /api/content/v1/videoDetails/subtitles': () =>
      Response.json({
        data: [
          { lang: 'en', label: 'English', format: 'vtt', url: '/subs/en.vtt' },
          { lang: 'hi', label: 'हिन्दी', format: 'srt', url: '/subs/hi.srt' },
        ],
      }),
    'GET /api/content/cdn_url': () =>
      Response.json({
        data: { url: MEDIA, fallback_url: FALLBACK, quality: '720p', expires_at: 1 },
      }),
    'GET /api/content/content-status/v1/Video': () =>
      Response.json({ data: { content_status: null, watched_duration: 0, length: 600 } }),
    'POST /api/content/content-status': () =>
      Response.json({ data: { content_status: 'INPROGRESS', watched_duration: 0 } }),
    'POST /api/timeline/activity': () => Response.json({ data: { id: 'a1' } }),
    'POST /api/embiums/lessonFinished': () =>
      Response.json({
        awarded_points: 5,
        total_points: 62,
        metal: 'silver',
        user_message: '+5 silver embiums for finishing a lesson',
        feature_category: 'learn',
      }),
    'GET /api/content/next/v1': () =>
      Response.json({
        data: {
          autoplay: [{ section_id: 'next', section_name: 'Up next', content: [nextVideo] }],
          recommendations: [
            { section_id: 'rel', section_name: 'Related lessons', content: [recommendedTile] },
          ],
        },
      }),
    [`HEAD ${MEDIA}`]: () => new Response(null, { status: 404 }),
    [`HEAD ${FALLBACK}`]: () => new Response(null, { status: 404 }),
  };
}

async function fakeServer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : input.toString(), location.origin);
  const method = init?.method ?? 'GET';
  const path = url.origin === location.origin ? url.pathname : `${url.origin}${url.pathname}`;
  const body =
    typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
  sent.push({ method, path, query: url.searchParams, body });
  const answer = answers[`${method} ${path}`];
  if (!answer) throw new Error(`no answer for ${method} ${path}`);
  return answer();
}

const calls = (method: string, path: string) =>
  sent.filter((call) => call.method === method && call.path === path);
const statusReports = () => calls('POST', '/api/content/content-status').map((call) => call.body);

/** Brands by id, each loaded once for the whole file (loading reads and validates every brand). */
const brands = new Map<string, ReturnType<typeof bundledBrand>>();
function brandOf(id: string) {
  const brand = brands.get(id) ?? bundledBrand(id);
  brands.set(id, brand);
  return brand;
}

/** The player as the shell mounts it, on a brand (abhyas has every feature, recommendations too). */
async function renderPlayer(request: PlayerRequest, brandId = 'abhyas') {
  const brand = await brandOf(brandId);
  const store = createStore();
  const details = {
    first_name: 'Asha',
    last_name: 'K',
    primary_goal: 'K12',
    primary_exam: 'cbse-10',
    locale: 'en' as const,
    video_quality: 'auto',
    meta: {},
  };
  store.set(authStateAtom, {
    status: 'signedIn',
    currentProfileId: 'child-1',
    connected: {
      user: {
        id: 'u1',
        org_id: 1,
        email: null,
        mobile: '9876543210',
        email_verified: false,
        mobile_verified: true,
        first_name: 'Ravi',
        last_name: 'K',
      },
      profiles: [{ id: 'child-1', token: 'child-token', profile_details: details }],
      skipPasswordToken: null,
    },
  });
  store.set(playerAtom, request);
  render(
    <BrandContext.Provider value={brand}>
      <Provider store={store}>
        <IntlProvider locale="en" messages={en}>
          <PlayerSlot />
        </IntlProvider>
      </Provider>
    </BrandContext.Provider>,
  );
  return store;
}

/** Waits for the n-th Plyr (1-based) to be set up. */
async function plyrNumber(n: number) {
  await waitFor(() => expect(plyr.instances).toHaveLength(n));
  const instance = plyr.instances[n - 1];
  if (!instance) throw new Error('no player');
  return instance;
}

function timeTo(instance: InstanceType<typeof plyr>, seconds: number) {
  act(() => {
    instance.currentTime = seconds;
    instance.emit('timeupdate');
  });
}

beforeEach(() => {
  plyr.instances = [];
  sent = [];
  answers = defaultAnswers();
  vi.stubGlobal('fetch', vi.fn(fakeServer));
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(trackEvent).mockClear();
  vi.mocked(reportApiError).mockClear();
  shellStore.set(embiumRewardsAtom, []);
  setNavigationBlocker(undefined);
  vi.restoreAllMocks();
});

describe('opening a video', () => {
  it('asks for the video, its address, its subtitles and the saved progress, and plays', async () => {
    await renderPlayer({ videoId: 'v1', module: 'learn' });
    const player = await plyrNumber(1);
    expect(screen.getByRole('dialog', { name: 'Video v1' }).getAttribute('aria-modal')).toBe(
      'true',
    );

    const video = calls('GET', '/api/content/videos/v1')[0];
    expect(Object.fromEntries(video?.query ?? [])).toEqual({ locale: 'en', examCode: 'cbse-10' });
    const cdn = calls('GET', '/api/content/cdn_url')[0];
    expect(cdn?.query.get('url')).toBe('media/v1');
    expect(cdn?.query.get('quality')).toBe('auto');
    const status = calls('GET', '/api/content/content-status/v1/Video')[0];
    expect(status?.query.get('child_id')).toBe('child-1');

    expect(player.media.getAttribute('src')).toBe(MEDIA);
    const tracks = [...player.media.querySelectorAll('track')];
    expect(tracks.map((t) => [t.getAttribute('srclang'), t.default])).toEqual([['en', true]]);
    expect(player.options.iconUrl).not.toMatch(/cdn\.plyr\.io/);
    expect(player.options.blankVideo).toBe('');
    expect(player.play).toHaveBeenCalledTimes(1);
  });

  it('asks for low quality on a narrow screen when the profile says auto', async () => {
    vi.stubGlobal('innerWidth', 768);
    await renderPlayer({ videoId: 'v1' });
    await plyrNumber(1);
    expect(calls('GET', '/api/content/cdn_url')[0]?.query.get('quality')).toBe('360p');
  });
});

describe('resume prompt', () => {
  beforeEach(() => {
    answers['GET /api/content/content-status/v1/Video'] = () =>
      Response.json({ data: { content_status: 'INPROGRESS', watched_duration: 42, length: 600 } });
  });

  it('continues from the watched position on Yes', async () => {
    await renderPlayer({ videoId: 'v1' });
    const player = await plyrNumber(1);
    expect(await screen.findByRole('alertdialog', { name: 'Continue watching?' })).toBeTruthy();
    expect(screen.getByText(/You stopped at 0:42/)).toBeTruthy();
    expect(player.play).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Yes, continue' }));
    expect(player.currentTime).toBe(42);
    expect(player.play).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('starts over on No', async () => {
    await renderPlayer({ videoId: 'v1' });
    const player = await plyrNumber(1);
    fireEvent.click(await screen.findByRole('button', { name: 'No, start over' }));
    expect(player.currentTime).toBe(0);
    expect(player.play).toHaveBeenCalledTimes(1);
  });
});

describe('progress reports', () => {
  it('reports every 10 s while playing, stops while paused, and completes on end', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderPlayer({ videoId: 'v1', module: 'learn', source: 'learn_home', bookId: 'b1' });
    const player = await plyrNumber(1);
    timeTo(player, 24.3);
    expect(statusReports()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(statusReports()).toEqual([
      expect.objectContaining({
        child_id: 'child-1',
        content_id: 'v1',
        content_status: 'INPROGRESS',
        content_type: 'Video',
        exam_name: 'cbse-10',
        goal: 'K12',
        book_id: 'b1',
        context: 'learn_home',
        module: 'learn',
        source: 'web',
        locale: 'en',
        length: 600,
        watched_duration: 25,
      }),
    ]);

    act(() => player.pause());
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(statusReports()).toHaveLength(1);

    act(() => {
      player.currentTime = 600;
      player.playing = false;
      player.emit('ended');
    });
    await waitFor(() => expect(statusReports()).toHaveLength(2));
    expect(statusReports()[1]).toMatchObject({
      content_status: 'COMPLETED',
      watched_duration: 600,
    });
    await waitFor(() => expect(calls('POST', '/api/timeline/activity')).toHaveLength(1));
    expect(calls('POST', '/api/timeline/activity')[0]?.body).toMatchObject({
      source_reference: 'video_player',
      content_id: 'v1',
      type: 'Video',
      status: 'COMPLETED',
    });
  });

  it('reports STARTED from the first 0.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderPlayer({ videoId: 'v1' });
    const player = await plyrNumber(1);
    timeTo(player, 0.4);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(statusReports()[0]).toMatchObject({ content_status: 'STARTED', watched_duration: 1 });
  });

  it('never asks for or reports progress of a public video, which cannot be bookmarked or liked', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answers['GET /api/content/videos/v1'] = () =>
      Response.json({ data: videoDetails('v1', { is_public: true }) });
    const store = await renderPlayer({ videoId: 'v1' });
    const player = await plyrNumber(1);
    timeTo(player, 30);
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    act(() => player.emit('ended'));
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(store.get(playerAtom)).toBeUndefined();
    expect(calls('GET', '/api/content/content-status/v1/Video')).toHaveLength(0);
    expect(statusReports()).toHaveLength(0);
    expect(calls('POST', '/api/timeline/activity')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Bookmark' })).toBeNull();
  });
});

describe('closing', () => {
  it('asks before closing a playing video: Resume plays on, Close reports and closes', async () => {
    const store = await renderPlayer({ videoId: 'v1' });
    const player = await plyrNumber(1);
    timeTo(player, 123.4);

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(player.pause).toHaveBeenCalled();
    expect(screen.getByRole('alertdialog', { name: 'Stop watching?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(player.playing).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(store.get(playerAtom)).toBeUndefined();
    await waitFor(() => expect(statusReports()).toHaveLength(1));
    expect(statusReports()[0]).toMatchObject({
      content_status: 'INPROGRESS',
      watched_duration: 124,
    });
    // The sitting goes on the timeline too, in whole seconds.
    await waitFor(() => expect(calls('POST', '/api/timeline/activity')).toHaveLength(1));
    expect(calls('POST', '/api/timeline/activity')[0]?.body).toMatchObject({
      source_reference: 'video_player',
      type: 'Video',
      status: 'INPROGRESS',
      activity_duration: 124,
    });
  });

  it('reports nothing when closed before the video started (resume prompt still open)', async () => {
    answers['GET /api/content/content-status/v1/Video'] = () =>
      Response.json({ data: { content_status: 'INPROGRESS', watched_duration: 42, length: 600 } });
    const store = await renderPlayer({ videoId: 'v1' });
    await plyrNumber(1);
    await screen.findByRole('alertdialog', { name: 'Continue watching?' });
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(store.get(playerAtom)).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(statusReports()).toHaveLength(0);
  });

  it('closes a paused video at once with Escape', async () => {
    const store = await renderPlayer({ videoId: 'v1' });
    const player = await plyrNumber(1);
    act(() => player.pause());
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(store.get(playerAtom)).toBeUndefined();
  });

  it('holds an in-app navigation behind the prompt and goes on after Close', async () => {
    const history = guardedBrowserHistory();
    history.push('/learn/home');
    const store = await renderPlayer({ videoId: 'v1' });
    await plyrNumber(1);

    act(() => history.push('/practice/home'));
    expect(location.pathname).toBe('/learn/home');
    expect(screen.getByRole('alertdialog', { name: 'Stop watching?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(location.pathname).toBe('/practice/home');
    expect(store.get(playerAtom)).toBeUndefined();
  });

  it('closes without asking on browser back, after reporting', async () => {
    const store = await renderPlayer({ videoId: 'v1' });
    const player = await plyrNumber(1);
    timeTo(player, 61);
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(store.get(playerAtom)).toBeUndefined();
    await waitFor(() => expect(statusReports()[0]).toMatchObject({ watched_duration: 61 }));
  });
});

describe('play errors', () => {
  it('switches to the fallback address, then offers a reload and logs LVDP_Error', async () => {
    await renderPlayer({ videoId: 'v1' });
    const first = await plyrNumber(1);
    act(() => first.emit('error'));
    const second = await plyrNumber(2);
    expect(second.media.getAttribute('src')).toBe(FALLBACK);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    act(() => second.emit('error'));
    expect(
      await screen.findByRole('alertdialog', { name: 'This video could not be played' }),
    ).toBeTruthy();
    await waitFor(() =>
      expect(trackEvent).toHaveBeenCalledWith('player', 'LVDP_Error', {
        type: 'incorrect_url',
        content_id: 'v1',
        status_code: 404,
        network_state: 'online',
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    const third = await plyrNumber(3);
    expect(third.media.getAttribute('src')).toBe(MEDIA);
    expect(calls('GET', '/api/content/cdn_url')).toHaveLength(2);
  });

  it('logs the player’s message when the address answers', async () => {
    answers['GET /api/content/cdn_url'] = () =>
      Response.json({ data: { url: MEDIA, fallback_url: null, quality: '720p', expires_at: 1 } });
    answers[`HEAD ${MEDIA}`] = () => new Response(null, { status: 200 });
    await renderPlayer({ videoId: 'v1' });
    const player = await plyrNumber(1);
    Object.defineProperty(player.media, 'error', {
      value: { code: 3, message: 'PIPELINE_ERROR_DECODE' },
    });
    act(() => player.emit('error'));
    await waitFor(() =>
      expect(trackEvent).toHaveBeenCalledWith(
        'player',
        'LVDP_Error',
        expect.objectContaining({ type: 'PIPELINE_ERROR_DECODE', content_id: 'v1' }),
      ),
    );
  });
});

describe('the end of a video', () => {
  it('moves on to the next video of the list without an end screen', async () => {
    const store = await renderPlayer({ videoId: 'v1', videoList: ['v1', 'v2'] });
    const player = await plyrNumber(1);
    act(() => player.emit('ended'));
    expect(store.get(playerAtom)?.videoId).toBe('v2');
  });

  it('shows recommendations and plays the next video after the 5 s countdown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const store = await renderPlayer({
      videoId: 'v1',
      topicLearnpathName: 'K12--cbse-10--physics',
    });
    const player = await plyrNumber(1);
    act(() => player.emit('ended'));
    expect(await screen.findByRole('heading', { name: 'Related lessons' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play Friction' })).toBeTruthy();
    expect(calls('GET', '/api/content/next/v1')[0]?.query.get('topic_learnpath_name')).toBe(
      'K12--cbse-10--physics',
    );
    const countdown = screen.getByRole('button', { name: /Next video in 5 seconds/ });
    expect(countdown.textContent).toContain('Forces in pairs');

    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(screen.getByRole('button', { name: /Next video in 1 second:/ })).toBeTruthy();
    expect(store.get(playerAtom)?.videoId).toBe('v1');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(store.get(playerAtom)?.videoId).toBe('v2');
  });

  it('cancels the countdown on hover, plays on click, and replays', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const store = await renderPlayer({ videoId: 'v1' });
    const player = await plyrNumber(1);
    act(() => player.emit('ended'));
    const countdown = await screen.findByRole('button', { name: /Next video in/ });
    fireEvent.mouseEnter(countdown);
    expect(countdown.textContent).toBe('Play next: Forces in pairs');
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(store.get(playerAtom)?.videoId).toBe('v1');

    fireEvent.click(screen.getByRole('button', { name: 'Replay' }));
    expect(player.currentTime).toBe(0);
    expect(player.play).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: /Play next/ })).toBeNull();

    act(() => player.emit('ended'));
    fireEvent.click(await screen.findByRole('button', { name: /Next video in/ }));
    expect(store.get(playerAtom)?.videoId).toBe('v2');
  });
});

describe('the end of a video on a brand without recommendations', () => {
  it('offers only Replay and Close, and asks for nothing to play next', async () => {
    await renderPlayer({ videoId: 'v1' }, 'pragati');
    const player = await plyrNumber(1);
    act(() => player.emit('ended'));
    expect(await screen.findByRole('heading', { name: 'What next?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Replay' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(screen.queryByText('Finding what to watch next…')).toBeNull();
    // Give a request that should not be made the time to show up.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls('GET', '/api/content/next/v1')).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Related lessons' })).toBeNull();
    expect(
      screen.queryByRole('button', { name: /Next video in|Play next|Play Friction/ }),
    ).toBeNull();
  });
});

describe('annotation practice', () => {
  beforeEach(() => {
    answers['GET /api/content/videos/v1'] = () =>
      Response.json({
        data: videoDetails('v1', {
          annotations: [{ at: 30, concept_code: 'c-force', concept_name: 'Force' }],
        }),
      });
  });

  it('pauses with a message, opens practice after 3 s, and closes on CLOSE_IFRAME from our origin only', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // happy-dom does not load frames and says so on the console.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderPlayer({ videoId: 'v1' });
    const player = await plyrNumber(1);
    timeTo(player, 29.8);
    timeTo(player, 30.1);
    expect(player.pause).toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toMatch(/practi|learnt|understood/);
    expect(screen.queryByTitle('Practice: Force')).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(3_000));
    const frame = screen.getByTitle('Practice: Force');
    const url = new URL(frame.getAttribute('src') ?? '', location.origin);
    expect(url.pathname).toBe('/practice');
    expect(url.searchParams.get('conceptCode')).toBe('c-force');
    expect(url.searchParams.get('video_id')).toBe('v1');

    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: 'CLOSE_IFRAME', origin: 'https://evil.test' }),
      );
    });
    expect(screen.getByTitle('Practice: Force')).toBeTruthy();
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: { type: 'CLOSE_IFRAME' }, origin: location.origin }),
      );
    });
    expect(screen.queryByTitle('Practice: Force')).toBeNull();
    expect(player.play).toHaveBeenCalledTimes(2);

    timeTo(player, 29.9);
    timeTo(player, 30.2);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('controls', () => {
  it('ignores bookmark clicks while one is on its way and shows the server’s answer', async () => {
    let answerBookmark: (response: Response) => void = () => undefined;
    answers['POST /api/content/bookmark'] = () =>
      new Promise<Response>((resolve) => (answerBookmark = resolve));
    await renderPlayer({ videoId: 'v1' });
    await plyrNumber(1);
    const bookmark = screen.getByRole('button', { name: 'Bookmark' });
    fireEvent.click(bookmark);
    fireEvent.click(bookmark);
    expect(calls('POST', '/api/content/bookmark')).toHaveLength(1);
    expect(calls('POST', '/api/content/bookmark')[0]?.body).toMatchObject({
      activity_type: 'Bookmark',
      content_id: 'v1',
      child_id: 'child-1',
      bookmarked: true,
    });
    expect(bookmark.getAttribute('aria-pressed')).toBe('false');
    await act(() => {
      answerBookmark(Response.json({ data: { bookmarked: true } }));
      return Promise.resolve();
    });
    await waitFor(() => expect(bookmark.getAttribute('aria-pressed')).toBe('true'));
  });

  it('skips the intro to 10 s once, seeks 10 s steps and answers the keys', async () => {
    await renderPlayer({ videoId: 'v1' });
    const player = await plyrNumber(1);
    fireEvent.click(screen.getByRole('button', { name: 'Skip intro' }));
    expect(player.currentTime).toBe(10);
    expect(screen.queryByRole('button', { name: 'Skip intro' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Forward 10 seconds' }));
    expect(player.currentTime).toBe(20);
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(player.currentTime).toBe(10);
    fireEvent.keyDown(document.body, { key: 'm' });
    expect(player.muted).toBe(true);
    fireEvent.keyDown(document.body, { key: ' ' });
    expect(player.pause).toHaveBeenCalled();
    fireEvent.keyDown(document.body, { key: 'k' });
    expect(player.play).toHaveBeenCalledTimes(2);

    fireEvent.change(screen.getByRole('combobox', { name: 'Speed' }), {
      target: { value: '1.5' },
    });
    expect(player.speed).toBe(1.5);
  });

  it('hides skip intro once the video passes 10 s', async () => {
    await renderPlayer({ videoId: 'v1' });
    const player = await plyrNumber(1);
    timeTo(player, 10);
    expect(screen.getByRole('button', { name: 'Skip intro' })).toBeTruthy();
    timeTo(player, 10.3);
    expect(screen.queryByRole('button', { name: 'Skip intro' })).toBeNull();
  });

  it('asks for a new address in another quality and carries on from the same place', async () => {
    await renderPlayer({ videoId: 'v1' });
    const first = await plyrNumber(1);
    timeTo(first, 75);
    fireEvent.change(screen.getByRole('combobox', { name: 'Quality' }), {
      target: { value: '360p' },
    });
    const second = await plyrNumber(2);
    expect(calls('GET', '/api/content/cdn_url')[1]?.query.get('quality')).toBe('360p');
    expect(second.currentTime).toBe(75);
    expect(second.play).toHaveBeenCalled();
  });
});

describe('embiums of a finished lesson', () => {
  const AWARD = '/api/embiums/lessonFinished';
  const endVideo = async () => {
    const player = await plyrNumber(1);
    act(() => {
      player.currentTime = 600;
      player.playing = false;
      player.emit('ended');
    });
  };
  const timelineRecord = async () => {
    await waitFor(() => expect(calls('POST', '/api/timeline/activity')).toHaveLength(1));
    return calls('POST', '/api/timeline/activity')[0]?.body;
  };

  it('are asked for once the server has the finished status, shown, and kept on the timeline', async () => {
    await renderPlayer({ videoId: 'v1', module: 'learn' });
    await endVideo();
    await waitFor(() => expect(calls('POST', AWARD)).toHaveLength(1));
    const award = calls('POST', AWARD)[0];
    expect(Object.fromEntries(award?.query ?? [])).toEqual({
      event_id: `v1:${dayKey(Date.now())}`,
      object_id: 'v1',
      locale: 'en',
    });
    const order = sent.map((call) => `${call.method} ${call.path}`);
    expect(order.indexOf(`POST ${AWARD}`)).toBeGreaterThan(
      order.lastIndexOf('POST /api/content/content-status'),
    );
    expect(await timelineRecord()).toMatchObject({ status: 'COMPLETED', embiums: 5 });
    expect(order.indexOf(`POST ${AWARD}`)).toBeLessThan(
      sent.findIndex((call) => call.path === '/api/timeline/activity'),
    );
    expect(await screen.findByText('You earned 5 embiums for this lesson')).toBeTruthy();
    expect(shellStore.get(embiumRewardsAtom)).toEqual([
      expect.objectContaining({ points: 5, metal: 'silver', category: 'learn', total: 62 }),
    ]);
  });

  it('are not asked for when the finished status did not reach the server', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answers['POST /api/content/content-status'] = () =>
      Response.json({ code: 'INTERNAL', message: 'down' }, { status: 503 });
    await renderPlayer({ videoId: 'v1' });
    await endVideo();
    expect(await timelineRecord()).not.toHaveProperty('embiums');
    expect(calls('POST', AWARD)).toHaveLength(0);
    expect(warn).toHaveBeenCalled();
  });

  it('refused, leave the player standing: warned, filed as the error record, 0 on the timeline', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answers[`POST ${AWARD}`] = () =>
      Response.json({ code: 'EMBIUM_NOT_EARNED', message: 'not finished' }, { status: 409 });
    await renderPlayer({ videoId: 'v1' });
    await endVideo();
    expect(await timelineRecord()).toMatchObject({ status: 'COMPLETED', embiums: 0 });
    expect(await screen.findByRole('heading', { name: 'What next?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Replay' })).toBeTruthy();
    expect(screen.queryByText(/You earned/)).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      'the embiums of the finished lesson were not awarded',
      expect.anything(),
    );
    expect(reportApiError).toHaveBeenCalledWith(
      'embiums',
      expect.objectContaining({ status: 409 }),
      'embiums_lesson_finished',
      expect.stringContaining(AWARD),
      undefined,
    );
    expect(shellStore.get(embiumRewardsAtom)).toEqual([]);
  });

  it('are never asked for on vidya, which switches embiums off', async () => {
    await renderPlayer({ videoId: 'v1' }, 'vidya');
    await endVideo();
    expect(await timelineRecord()).not.toHaveProperty('embiums');
    expect(calls('POST', AWARD)).toHaveLength(0);
    expect(screen.queryByText(/embium/i)).toBeNull();
  });
});
