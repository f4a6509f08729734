// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookTocScreen } from '../../../../renderers/screens/learn/BookTocScreen.tsx';
import { LearnSummaryScreen } from '../../../../renderers/screens/learn/LearnSummaryScreen.tsx';
import { TopicSummaryScreen } from '../../../../renderers/screens/learn/TopicSummaryScreen.tsx';
import { VideoSummaryScreen } from '../../../../renderers/screens/learn/VideoSummaryScreen.tsx';
import { registry } from '../../../../renderers/registry.ts';
import { playerAtom } from '../../../../runtime/learn/playerAtom.ts';
import type { Route } from '../../../../schemas/types.generated.ts';
import { bundledBrand } from '../renderWithShell.tsx';
import { answer, makeTile, renderLearn, signedInStore, stubServer } from '../renderLearn.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const EXAM = 'PreUG--jee-main';
const SUBJECT = `${EXAM}--physics`;
const UNIT = `${SUBJECT}--mechanics`;
const CHAPTER = `${UNIT}--kinematics`;
const TOPIC = `${CHAPTER}--projectile-motion`;
const TOPIC_2 = `${CHAPTER}--relative-motion`;

const physics = { code: 'physics', name: 'Physics' };
const node = (level: string, learnpath_name: string, name: string, video_count = 2) => ({
  learnpath_name,
  code: learnpath_name.split('--').at(-1),
  level,
  name,
  subject: physics,
  video_count,
});

const chapterFilters = {
  data: {
    node: { ...node('chapter', CHAPTER, 'Kinematics', 3), summary: 'Motion without its causes.' },
    ancestors: [
      node('goal', 'PreUG', 'Engineering'),
      node('exam', EXAM, 'JEE Main'),
      node('subject', SUBJECT, 'Physics'),
      node('unit', UNIT, 'Mechanics'),
    ],
    filters: [
      node('topic', TOPIC, 'Projectile motion', 2),
      node('topic', TOPIC_2, 'Relative motion', 1),
    ],
  },
};

const lessons = {
  data: [
    {
      learnpath_name: TOPIC,
      name: 'Projectile motion',
      content: [
        makeTile({ id: 'projectile-motion', tileName: 'Projectile motion in one minute' }),
        makeTile({ id: 'range', tileName: 'Range of a projectile' }),
      ],
    },
    { learnpath_name: TOPIC_2, name: 'Relative motion', content: [] },
  ],
};

async function routeOf(screenKey: Route['screen']): Promise<Route> {
  const brand = await bundledBrand('abhyas');
  const route = brand.docs.routes.routes.find((r) => r.screen === screenKey);
  if (!route) throw new Error(`no route for ${String(screenKey)}`);
  return route;
}

describe('learn summary', () => {
  it('shows the path, name, summary, children as tiles and a chapter’s lessons by topic', async () => {
    const requests = stubServer(
      answer('GET', `/filtersv2/${CHAPTER}`, chapterFilters),
      answer('POST', '/v3/topics/content', lessons),
    );
    renderLearn(<LearnSummaryScreen />, await bundledBrand('abhyas'), {
      path: `/learn/summary/kinematics?learnmap_id=${CHAPTER}`,
      pattern: '/learn/summary/:id?',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kinematics' })).toBeTruthy();
    expect(screen.getByText('Motion without its causes.')).toBeTruthy();
    expect(screen.getByText('3 lessons')).toBeTruthy();

    const crumbs = screen.getByRole('navigation', { name: 'You are here' });
    expect(within(crumbs).getByRole('link', { name: 'Mechanics' }).getAttribute('href')).toBe(
      `/learn/summary/mechanics?learnmap_id=${UNIT}`,
    );
    expect(within(crumbs).getByRole('link', { name: 'JEE Main' }).getAttribute('href')).toBe(
      '/learn/home',
    );

    const children = screen.getByRole('region', { name: 'Explore Kinematics' });
    expect(
      within(children).getByRole('link', { name: 'Projectile motion' }).getAttribute('href'),
    ).toBe(`/topic/summary/projectile-motion?learnmap_id=${TOPIC}`);

    const byTopic = screen.getByRole('region', { name: 'Lessons by topic' });
    expect(
      await within(byTopic).findByRole('button', { name: 'Range of a projectile' }),
    ).toBeTruthy();
    expect(within(byTopic).getByText('No lessons here yet.')).toBeTruthy();
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.body).toEqual({ learnpath_names: [TOPIC, TOPIC_2], locale: 'en' });
  });

  it('does not ask for lessons above chapter level', async () => {
    const requests = stubServer(
      answer('GET', `/filtersv2/${SUBJECT}`, {
        data: {
          node: node('subject', SUBJECT, 'Physics', 12),
          ancestors: [node('exam', EXAM, 'JEE Main')],
          filters: [node('unit', UNIT, 'Mechanics', 12)],
        },
      }),
    );
    renderLearn(<LearnSummaryScreen />, await bundledBrand('abhyas'), {
      path: `/learn/summary/physics?learnmap_id=${SUBJECT}`,
      pattern: '/learn/summary/:id?',
    });
    expect(await screen.findByRole('link', { name: 'Mechanics' })).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('shows content-not-found without a learn path, and without asking', async () => {
    const requests = stubServer();
    renderLearn(<LearnSummaryScreen />, await bundledBrand('abhyas'), {
      path: '/learn/summary',
      pattern: '/learn/summary/:id?',
    });
    expect(screen.getByRole('heading', { name: 'Content not found' })).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('shows content-not-found when the service does not know the path', async () => {
    stubServer(() =>
      Response.json({ code: 'NOT_FOUND', message: 'no such node' }, { status: 404 }),
    );
    renderLearn(<LearnSummaryScreen />, await bundledBrand('abhyas'), {
      path: `/learn/summary/x?learnmap_id=${SUBJECT}--nothing`,
      pattern: '/learn/summary/:id?',
    });
    expect(await screen.findByRole('heading', { name: 'Content not found' })).toBeTruthy();
  });
});

describe('topic summary', () => {
  it('shows the topic and its lessons as video tiles that open the player', async () => {
    const requests = stubServer(
      answer('GET', `/filtersv2/${TOPIC}`, {
        data: {
          node: {
            ...node('topic', TOPIC, 'Projectile motion'),
            summary: 'Motion in two dimensions.',
          },
          ancestors: [node('chapter', CHAPTER, 'Kinematics')],
          filters: [],
        },
      }),
      answer('POST', '/v3/topics/content', { data: [lessons.data[0]] }),
    );
    const { store } = renderLearn(<TopicSummaryScreen />, await bundledBrand('abhyas'), {
      path: `/topic/summary/projectile-motion?learnmap_id=${TOPIC}`,
      pattern: '/topic/summary/:id?',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Projectile motion' }),
    ).toBeTruthy();
    expect(screen.getByText('Motion in two dimensions.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Range of a projectile' }));
    expect(store.get(playerAtom)).toMatchObject({
      videoId: 'range',
      source: 'topic_summary',
      videoList: ['projectile-motion', 'range'],
    });
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      learnpath_names: [TOPIC],
      locale: 'en',
    });
  });
});

describe('video summary', () => {
  it('shows the lesson and plays it', async () => {
    const requests = stubServer(
      answer('GET', '/videos/projectile-motion', {
        data: {
          id: 'projectile-motion',
          title: 'Projectile motion in one minute',
          description: 'Time of flight, maximum height and range.',
          duration: 74,
          is_public: false,
          url: 'videos/projectile-motion',
          qualities: ['360p'],
          thumb_list: ['/media/thumbs/pm-1.jpg'],
          subject: physics,
          learning_map: { format_id: 'f1', topic_learnpath_name: TOPIC },
          owner_info: { name: 'Abhyas Faculty' },
          annotations: [],
          bookmarked: false,
          liked: false,
        },
      }),
    );
    const { store, container } = renderLearn(<VideoSummaryScreen />, await bundledBrand('abhyas'), {
      path: '/video/summary/projectile-motion',
      pattern: '/video/summary/:id',
      store: signedInStore(),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Projectile motion in one minute' }),
    ).toBeTruthy();
    expect(screen.getByText('Time of flight, maximum height and range.')).toBeTruthy();
    expect(screen.getByText('Physics')).toBeTruthy();
    expect(screen.getByText(/1 minute/)).toBeTruthy();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/thumbs/pm-1.jpg');
    expect(requests[0]?.url.searchParams.get('examCode')).toBe('jee-main');
    fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
    expect(store.get(playerAtom)).toEqual({
      videoId: 'projectile-motion',
      module: 'learn',
      source: 'video_summary',
      topicLearnpathName: TOPIC,
    });
  });
});

const book = (kind: string) => ({
  data: {
    id: 'jee-physics',
    kind,
    title: 'JEE Main Physics Study Guide',
    author: 'Abhyas Faculty — Physics',
    description: 'Mechanics, electricity and optics.',
    cover: '/media/books/jee-physics.svg',
    subject: physics,
    chapters: [
      {
        learnpath_name: CHAPTER,
        title: 'Kinematics',
        sections: [
          node('topic', TOPIC, 'Projectile motion', 2),
          node('topic', TOPIC_2, 'Relative motion', 1),
        ],
      },
    ],
  },
});

describe('book table of contents', () => {
  it('shows cover, title, author, chapters and sections, and records the opened book', async () => {
    const requests = stubServer(
      answer('GET', '/books/jee-physics/toc', book('book')),
      answer('POST', '/useractivity', { data: { recorded: true } }),
    );
    const { container } = renderLearn(
      <BookTocScreen route={await routeOf('bookToc')} />,
      await bundledBrand('abhyas'),
      {
        path: '/booktoc/learn_home?book_id=jee-physics',
        pattern: '/booktoc/:contextSource?',
        store: signedInStore(),
      },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'JEE Main Physics Study Guide' }),
    ).toBeTruthy();
    expect(screen.getByText('By Abhyas Faculty — Physics')).toBeTruthy();
    expect(screen.getByText('Mechanics, electricity and optics.')).toBeTruthy();
    expect(container.querySelector('img')?.getAttribute('src')).toBe(
      '/media/books/jee-physics.svg',
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Kinematics' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Relative motion' }).getAttribute('href')).toBe(
      `/topic/summary/relative-motion?learnmap_id=${TOPIC_2}`,
    );
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.url.pathname).toBe('/api/content/useractivity');
    expect(posts[0]?.body).toEqual({
      userId: 'child-1',
      contentId: 'jee-physics',
      activity_meta: {
        activity_type: 'book_opened',
        book_kind: 'book',
        screen: 'bookToc',
        context_source: 'learn_home',
      },
    });
  });

  it('serves big books and live-class books with the same screen', async () => {
    expect(registry.screens.bigBookToc).toBe(registry.screens.bookToc);
    expect(registry.screens.liveClassBookToc).toBe(registry.screens.bookToc);
    stubServer(answer('GET', '/books/jee-physics/toc', book('bigBook')));
    renderLearn(
      <BookTocScreen route={await routeOf('bigBookToc')} />,
      await bundledBrand('abhyas'),
      {
        path: '/bigbooktoc?book_id=jee-physics',
        pattern: '/bigbooktoc/:contextSource?',
      },
    );
    expect(await screen.findByRole('heading', { name: 'Contents' })).toBeTruthy();
  });

  it('shows content-not-found without a book id', async () => {
    const requests = stubServer();
    renderLearn(<BookTocScreen route={await routeOf('bookToc')} />, await bundledBrand('abhyas'), {
      path: '/booktoc/learn_home',
      pattern: '/booktoc/:contextSource?',
    });
    expect(screen.getByRole('heading', { name: 'Content not found' })).toBeTruthy();
    expect(requests).toHaveLength(0);
  });
});
