import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tile } from '../../domain/contracts/content.ts';
import { createTestApp, DIALECTS, familyWithChild, type Family, type TestApp } from './testApp.ts';

const HOST = 'abhyas.localhost';
const JEE_PROJECTILE = 'PreUG--jee-main--physics--mechanics--kinematics--projectile-motion';

describe.each(DIALECTS)('content service on %s', (dialect) => {
  let t: TestApp;
  let jee: Family;
  let cbse: Family;
  let other: Family;
  /** A signed address from the start of the run, tried again when it has expired. */
  let signedEarlier = '';

  beforeAll(async () => {
    t = await createTestApp(dialect);
    jee = await familyWithChild(t, '9200000001');
    cbse = await familyWithChild(t, '9200000002', { goal: 'K12', code: 'cbse-class-10' });
    other = await familyWithChild(t, '9200000003');
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (who: Family, method: 'GET' | 'POST', url: string, payload?: object, host = HOST) =>
    t.app.inject({ method, url, payload, headers: { host, 'x-auth-token': who.childToken } });
  const get = (who: Family, url: string) => call(who, 'GET', url);
  const tiles = async (who: Family, source: string, query = '') =>
    (await get(who, `/api/content/shelf/${source}${query}`)).json<{ data: { tiles: Tile[] } }>()
      .data.tiles;
  const status = (
    who: Family,
    content_id: string,
    content_status: string,
    watched: number,
    length = 66.9,
  ) =>
    call(who, 'POST', '/api/content/content-status', {
      child_id: who.childId,
      content_id,
      content_status,
      content_type: 'Video',
      length,
      watched_duration: watched,
    });

  describe('shelves', () => {
    it('shows the subjects and chapters of the child’s exam, in teaching order', async () => {
      expect((await tiles(jee, 'subjects')).map((s) => s.id)).toEqual([
        'physics',
        'chemistry',
        'mathematics',
      ]);
      expect((await tiles(cbse, 'subjects')).map((s) => s.id)).toEqual(['science', 'mathematics']);
      const chapters = await tiles(jee, 'learnChapters');
      expect(chapters).toHaveLength(18);
      expect(chapters[0]).toMatchObject({
        tileType: 'learn_chapter',
        subject: { code: 'physics', name: 'Physics' },
        kv_path: expect.stringMatching(/^PreUG--jee-main--physics--/) as string,
      });
    });

    it('names tiles in the asked language', async () => {
      const [physics] = await tiles(jee, 'subjects', '?locale=hi');
      expect(physics?.tileName).toBe('भौतिकी');
    });

    it('lists the exam’s lessons with the child’s progress, and continues unfinished ones', async () => {
      const videos = await tiles(jee, 'videos');
      expect(videos.map((v) => v.id)).toContain('projectile-motion');
      expect(videos.map((v) => v.id)).not.toContain('cell-organelles');
      expect(await tiles(jee, 'continueWatching')).toEqual([]);
      await status(jee, 'projectile-motion', 'INPROGRESS', 20.2);
      const [continuing] = await tiles(jee, 'continueWatching');
      expect(continuing).toMatchObject({
        id: 'projectile-motion',
        progress: { watched: 21, length: 66.9 },
        learning_map: { topic_learnpath_name: JEE_PROJECTILE },
      });
      expect(continuing?.trailer).toMatch(
        /^\/api\/content\/media\/videos\/projectile-motion\/trailer\.mp4\?exp=\d+&sig=/,
      );
      // Another child's progress is their own.
      expect(await tiles(other, 'continueWatching')).toEqual([]);
    });

    it('gives a chapter the share of its lessons finished', async () => {
      await status(jee, 'newtons-second-law', 'COMPLETED', 53.9, 53.9);
      const chapters = await tiles(jee, 'learnChapters');
      const laws = chapters.find((c) => c.id === 'laws-of-motion');
      expect(laws?.progressPercent).toBe(100);
      // A chapter is pictured by its own poster from the pack (issue 14).
      expect(laws?.thumb).toBe(
        '/api/content/media/posters/preug--jee-main--physics--mechanics--laws-of-motion.svg',
      );
    });

    it('shows books, and zero states where there are none yet', async () => {
      expect((await tiles(jee, 'books')).map((b) => b.id)).toEqual([
        'jee-main-physics',
        'jee-main-chemistry',
        'jee-main-mathematics',
      ]);
      expect((await tiles(jee, 'bigBooks')).map((b) => b.tileType)).toEqual(['big_books']);
      expect(await tiles(cbse, 'bigBooks')).toMatchObject([
        { tileType: 'big_books', staticCase: 'big_book_zero', noAction: true },
      ]);
      expect(await tiles(jee, 'favouriteBooks')).toMatchObject([{ staticCase: 'book_zero_state' }]);
      await call(jee, 'POST', '/api/content/useractivity', {
        userId: jee.childId,
        contentId: 'jee-main-chemistry',
        activity_meta: { action: 'open' },
      });
      expect((await tiles(jee, 'favouriteBooks')).map((b) => b.id)).toEqual(['jee-main-chemistry']);
    });

    it('refuses an unknown source, a parent’s token, and another organisation’s host', async () => {
      expect((await get(jee, '/api/content/shelf/everything')).statusCode).toBe(400);
      const asParent = await t.app.inject({
        url: '/api/content/shelf/subjects',
        headers: { host: HOST, 'x-auth-token': jee.token },
      });
      expect(asParent.statusCode).toBe(401);
      const elsewhere = await t.app.inject({
        url: '/api/content/shelf/subjects',
        headers: { host: 'vidya.localhost', 'x-auth-token': jee.childToken },
      });
      expect(elsewhere.statusCode).toBe(401);
    });
  });

  it('chooses hero banners by module, goal and exam', async () => {
    const ids = async (who: Family, module: string) =>
      (await get(who, `/api/content/hero-banners?module=${module}&channel=WEB`))
        .json<{ data: { id: string }[] }>()
        .data.map((b) => b.id);
    expect(await ids(jee, 'learn')).toEqual(['learn-projectile-motion', 'learn-continue-watching']);
    expect(await ids(cbse, 'learn')).toEqual([
      'learn-trigonometric-ratios',
      'learn-continue-watching',
    ]);
    expect(await ids(cbse, 'test')).toEqual(['test-board-sample-papers']);
  });

  describe('a video', () => {
    it('describes the lesson with its place, annotation points and the child’s reactions', async () => {
      const answer = await get(jee, '/api/content/videos/projectile-motion?locale=hi');
      expect(answer.statusCode).toBe(200);
      const { data } = answer.json<{ data: Record<string, unknown> }>();
      expect(data).toMatchObject({
        id: 'projectile-motion',
        is_public: false,
        url: 'video/projectile-motion',
        qualities: ['240p', '480p'],
        learning_map: { topic_learnpath_name: JEE_PROJECTILE },
        subject: { code: 'physics' },
        annotations: [{ concept_code: 'phy.range-of-projectile' }],
        bookmarked: false,
      });
      expect(data.title).toMatch(/[\u0900-\u097F]/);
      expect((await get(jee, '/api/content/videos/no-such-video')).statusCode).toBe(404);
    });

    it('is played from a signed, expiring address that supports seeking', async () => {
      const cdn = (quality: string) =>
        get(jee, `/api/content/cdn_url?url=video/projectile-motion&quality=${quality}`).then(
          (a) => a.json<{ data: { url: string; fallback_url: string; quality: string } }>().data,
        );
      const auto = await cdn('auto');
      expect(auto.quality).toBe('480p');
      expect(auto.fallback_url).toContain('240p.mp4');
      expect((await cdn('144p')).quality).toBe('240p');

      const part = await t.app.inject({
        url: auto.url,
        headers: { host: HOST, range: 'bytes=0-99' },
      });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-type']).toBe('video/mp4');
      expect(part.rawPayload).toHaveLength(100);

      const forged = auto.url.replace(/sig=[^&]+/, 'sig=forged');
      expect((await t.app.inject({ url: forged, headers: { host: HOST } })).statusCode).toBe(403);
      const unsigned = auto.url.split('?')[0] ?? '';
      expect((await t.app.inject({ url: unsigned, headers: { host: HOST } })).statusCode).toBe(403);
      signedEarlier = auto.url;
    });

    it('serves pictures to anyone, and nothing outside the media folder', async () => {
      const poster = await t.app.inject({
        url: '/api/content/media/videos/projectile-motion/thumb-1.jpg',
        headers: { host: HOST },
      });
      expect(poster.statusCode).toBe(200);
      const escape = await t.app.inject({
        url: '/api/content/media/../videos.json',
        headers: { host: HOST },
      });
      expect([403, 404]).toContain(escape.statusCode);
    });

    it('lists subtitles, the asked language first', async () => {
      const answer = await get(
        jee,
        '/api/content/v1/videoDetails/subtitles?videoId=projectile-motion&locale=hi',
      );
      const { data } = answer.json<{ data: { lang: string; format: string; label: string }[] }>();
      expect(data.map((s) => `${s.lang}:${s.format}`)).toEqual(['hi:vtt', 'en:vtt']);
      expect(data[0]?.label).toBe('हिन्दी');
    });
  });

  describe('progress', () => {
    const read = (who: Family, id: string, childId = who.childId) =>
      get(who, `/api/content/content-status/${id}/Video?child_id=${childId}`);

    it('starts empty, keeps the rounded-up seconds, and a finished lesson stays finished', async () => {
      expect((await read(jee, 'ohms-law')).json()).toEqual({
        data: { content_status: null, watched_duration: 0, length: 51.9 },
      });
      await status(jee, 'ohms-law', 'INPROGRESS', 33.2, 51.9);
      expect((await read(jee, 'ohms-law')).json()).toMatchObject({
        data: { content_status: 'INPROGRESS', watched_duration: 34 },
      });
      await status(jee, 'ohms-law', 'INPROGRESS', 999, 51.9);
      expect((await read(jee, 'ohms-law')).json()).toMatchObject({
        data: { watched_duration: 51.9 },
      });
      await status(jee, 'ohms-law', 'COMPLETED', 51.9, 51.9);
      await status(jee, 'ohms-law', 'INPROGRESS', 5, 51.9);
      expect((await read(jee, 'ohms-law')).json()).toMatchObject({
        data: { content_status: 'COMPLETED', watched_duration: 51.9 },
      });
    });

    it('refuses another child’s progress, public videos, unknown videos and bad bodies', async () => {
      expect((await read(other, 'ohms-law', jee.childId)).statusCode).toBe(403);
      const foreign = await call(other, 'POST', '/api/content/content-status', {
        child_id: jee.childId,
        content_id: 'ohms-law',
        content_status: 'INPROGRESS',
        content_type: 'Video',
        length: 51.9,
        watched_duration: 1,
      });
      expect(foreign.statusCode).toBe(403);
      const publicVideo = await status(cbse, 'trigonometric-ratios', 'INPROGRESS', 3, 57.9);
      expect([publicVideo.statusCode, publicVideo.json<{ code: string }>().code]).toEqual([
        400,
        'PUBLIC_CONTENT',
      ]);
      expect((await status(jee, 'no-such-video', 'INPROGRESS', 3)).statusCode).toBe(404);
      const bad = await status(jee, 'ohms-law', 'HALFWAY', 3);
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ message: string }>().message).toContain('content_status');
    });
  });

  describe('bookmarks and likes', () => {
    const flags = (who: Family, childId = who.childId) => ({
      content_type: 'Video',
      content_category_type: 'Learn',
      child_id: childId,
      content_id: 'bohr-model',
    });

    it('toggle and show on the video', async () => {
      const bookmark = await call(jee, 'POST', `/api/content/bookmark?child_id=${jee.childId}`, {
        ...flags(jee),
        activity_type: 'Bookmark',
        bookmarked: true,
      });
      expect(bookmark.json()).toEqual({ data: { bookmarked: true } });
      const like = await call(jee, 'POST', '/api/content/like', { ...flags(jee), liked: true });
      expect(like.json()).toEqual({ data: { liked: true } });
      const video = await get(jee, '/api/content/videos/bohr-model');
      expect(video.json()).toMatchObject({ data: { bookmarked: true, liked: true } });
      const unlike = await call(jee, 'POST', '/api/content/like', { ...flags(jee), liked: false });
      expect(unlike.json()).toEqual({ data: { liked: false } });
    });

    it('cannot be set for another child or on a public video', async () => {
      const foreign = await call(other, 'POST', '/api/content/like', {
        ...flags(other, jee.childId),
        liked: true,
      });
      expect(foreign.statusCode).toBe(403);
      const publicLike = await call(cbse, 'POST', '/api/content/like', {
        ...flags(cbse),
        content_id: 'trigonometric-ratios',
        liked: true,
      });
      expect(publicLike.statusCode).toBe(400);
    });
  });

  it('offers the next lesson of the exam to autoplay, and related ones', async () => {
    const answer = await get(
      jee,
      `/api/content/next/projectile-motion?topic_learnpath_name=${JEE_PROJECTILE}`,
    );
    const { data } = answer.json<{
      data: {
        autoplay: { content: { id: string; cdn_url: string }[] }[];
        recommendations: { section_id: string; content: { id: string }[] }[];
      };
    }>();
    expect(data.autoplay[0]?.content[0]?.id).toBe('newtons-second-law');
    expect(data.autoplay[0]?.content[0]?.cdn_url).toMatch(/sig=/);
    const ids = data.recommendations.flatMap((s) => s.content.map((c) => c.id));
    expect(ids).not.toContain('projectile-motion');
    // The last lesson of the exam has nothing after it.
    const last = await get(jee, '/api/content/next/arithmetic-progression');
    expect(last.json<{ data: { autoplay: unknown[] } }>().data.autoplay).toEqual([]);
  });

  it('walks the syllabus: a chapter with the way to it and its topics', async () => {
    const chapter = 'PreUG--jee-main--physics--mechanics--kinematics';
    const answer = await get(jee, `/api/content/filtersv2/${chapter}`);
    const { data } = answer.json<{
      data: {
        node: { level: string; video_count: number };
        ancestors: { level: string }[];
        filters: { learnpath_name: string }[];
      };
    }>();
    expect(data.node).toMatchObject({ level: 'chapter', video_count: 1 });
    expect(data.ancestors.map((a) => a.level)).toEqual(['subject', 'unit']);
    expect(data.filters.map((f) => f.learnpath_name)).toContain(JEE_PROJECTILE);
    expect((await get(jee, '/api/content/filtersv2/PreUG--jee-main--nothing')).statusCode).toBe(
      404,
    );
    expect((await get(jee, '/api/content/filtersv2/not a path')).statusCode).toBe(400);
  });

  it('gives the lessons of topics and of concepts', async () => {
    const topics = await call(jee, 'POST', '/api/content/v3/topics/content', {
      learnpath_names: [JEE_PROJECTILE],
    });
    expect(
      topics.json<{ data: { content: { id: string }[] }[] }>().data[0]?.content.map((c) => c.id),
    ).toEqual(['projectile-motion']);
    const concepts = await get(
      jee,
      '/api/content/concept/content?conceptIds=phy.ohms-law,math.discriminant',
    );
    expect(
      concepts
        .json<{ data: { concept_code: string; content: { id: string }[] }[] }>()
        .data.map((c) => `${c.concept_code}:${c.content.map((v) => v.id).join()}`),
    ).toEqual(['phy.ohms-law:ohms-law', 'math.discriminant:nature-of-roots']);
    expect((await get(jee, '/api/content/concept/content?conceptIds=phy.nothing')).statusCode).toBe(
      404,
    );
  });

  it('opens a book’s table of contents', async () => {
    const answer = await get(jee, '/api/content/books/jee-main-physics/toc?locale=en');
    const { data } = answer.json<{
      data: {
        kind: string;
        cover: string;
        chapters: { title: string; sections: { level: string }[] }[];
      };
    }>();
    expect(data.kind).toBe('book');
    expect(data.cover).toBe('/api/content/media/books/jee-main-physics.svg');
    expect(data.chapters.length).toBeGreaterThan(3);
    expect(data.chapters[0]?.sections.every((s) => s.level === 'topic')).toBe(true);
    expect((await get(jee, '/api/content/books/nope/toc')).statusCode).toBe(404);
  });

  it('keeps timeline records that name their source, and events', async () => {
    const record = { content_id: 'ohms-law', type: 'Video', source_reference: 'video_player' };
    const kept = await call(jee, 'POST', '/api/timeline/activity', record);
    expect(kept.statusCode).toBe(200);
    const { source_reference: _dropped, ...unsourced } = record;
    expect((await call(jee, 'POST', '/api/timeline/activity', unsourced)).statusCode).toBe(400);
    expect((await get(jee, '/api/timeline/config')).json()).toMatchObject({
      data: { enabled: true },
    });
    const event = await t.app.inject({
      method: 'POST',
      url: '/api/events/de/events/push/v2?namespace=player&topic=LVDP_Error',
      payload: { type: 'offline', content_id: 'ohms-law' },
      headers: { host: HOST },
    });
    expect(event.statusCode).toBe(202);
    const stored = await t.deps.db.selectFrom('events').selectAll().execute();
    expect(stored.map((e) => `${e.namespace}/${e.topic}`)).toEqual(['player/LVDP_Error']);
  });

  // Last: time moves past every signature and token.
  it('stops a signed address working an hour later', async () => {
    expect((await t.app.inject({ url: signedEarlier, headers: { host: HOST } })).statusCode).toBe(
      200,
    );
    t.advance(3601 * 1000);
    expect((await t.app.inject({ url: signedEarlier, headers: { host: HOST } })).statusCode).toBe(
      403,
    );
  });
});
