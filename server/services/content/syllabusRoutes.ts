import type { FastifyInstance } from 'fastify';
import {
  bookTocCall,
  conceptContentCall,
  filtersCall,
  heroBannersCall,
  shelfCall,
  topicsContentCall,
} from '../../../domain/contracts/content.ts';
import { AppError } from '../../../domain/errors.ts';
import { parseLearnPath } from '../../../domain/rules/learnPath.ts';
import { textIn } from '../../../domain/rules/localisedText.ts';
import type { Books } from '../../../schemas/types.generated.ts';
import { registerCall } from '../../http/registerCall.ts';
import { mediaUrl } from '../../media/signedMedia.ts';
import type { ContentContext } from './ContentContext.ts';
import type { NodeRow } from './contentStore.ts';
import { list, texts } from '../../db/jsonColumns.ts';
import { subjectBadge, videoTile, type TileContext } from './contentTiles.ts';
import { SHELF_MAX_TILES } from './shelfSources.ts';
import { packShelves } from './packShelves.ts';

/** The shelves, banners, syllabus pages and books of the content service. */
export function syllabusRoutes(app: FastifyInstance, ctx: ContentContext) {
  const { store } = ctx;
  const shelf = packShelves(ctx);

  registerCall(app, heroBannersCall, async ({ query }, request) => {
    const child = await ctx.child(request);
    const goal = query.goalCode ?? child.profile.primary_goal;
    const exam = query.examCode ?? child.profile.primary_exam;
    const banners = (await store.bannersFor(query.module)).filter(
      (b) =>
        (b.goal_code === null || b.goal_code === goal) &&
        (b.exam_code === null || b.exam_code === exam),
    );
    const data = banners.map((b) => {
      const target = JSON.parse(b.target) as { video: string } | { path: string };
      return {
        id: b.id,
        title: textIn(texts(b.titles), query.locale),
        subtitle: textIn(texts(b.subtitles), query.locale),
        image: mediaUrl(b.image),
        target:
          'video' in target
            ? { kind: 'video' as const, video_id: target.video }
            : { kind: 'path' as const, path: target.path },
      };
    });
    return { body: { data } };
  });

  registerCall(app, shelfCall, async ({ params, query }, request) => {
    const child = await ctx.child(request);
    const tiles = await shelf(params.source, child, query.locale);
    return { body: { data: { tiles: tiles.slice(0, SHELF_MAX_TILES) } } };
  });

  /** A syllabus node as the summary pages show it, with how many lessons are at or below it. */
  const describe = async (node: NodeRow, tiles: TileContext) => ({
    learnpath_name: node.learn_path,
    code: node.code,
    level: node.level,
    name: textIn(texts(node.names), tiles.locale),
    ...(node.summaries !== null && { summary: textIn(texts(node.summaries), tiles.locale) }),
    subject: subjectBadge(tiles, node.learn_path),
    video_count: new Set((await store.videosUnder(node.learn_path)).map((v) => v.id)).size,
  });

  registerCall(app, filtersCall, async ({ params, query }, request) => {
    const child = await ctx.child(request);
    const node = await store.node(params.id);
    if (!node) throw new AppError('CONTENT_NOT_FOUND');
    const tiles = await ctx.tiles(child, query.locale, []);
    const parts = params.id.split('--');
    // Goal and exam are not nodes of their own: the way to a node starts at its subject.
    const ancestorPaths = Array.from({ length: Math.max(0, parts.length - 3) }, (_, i) =>
      parts.slice(0, i + 3).join('--'),
    );
    const ancestors = await store.nodesByPath(ancestorPaths);
    const children = await store.children(params.id);
    return {
      body: {
        data: {
          node: await describe(node, tiles),
          ancestors: await Promise.all(ancestors.map((a) => describe(a, tiles))),
          filters: await Promise.all(children.map((c) => describe(c, tiles))),
        },
      },
    };
  });

  registerCall(app, topicsContentCall, async ({ body }, request) => {
    const child = await ctx.child(request);
    const topics = await store.nodesByPath(body.learnpath_names);
    const known = new Set(topics.map((t) => t.learn_path));
    const unknown = body.learnpath_names.find((p) => !known.has(p));
    if (unknown !== undefined) throw new AppError('CONTENT_NOT_FOUND', `No topic ${unknown}`);
    const videos = await Promise.all(topics.map((t) => store.videosUnder(t.learn_path)));
    const tiles = await ctx.tiles(
      child,
      body.locale,
      videos.flat().map((v) => v.id),
    );
    const data = topics.map((topic, i) => ({
      learnpath_name: topic.learn_path,
      name: textIn(texts(topic.names), body.locale),
      content: (videos[i] ?? []).map((v) => videoTile(v, v.learn_path, tiles)),
    }));
    return { body: { data } };
  });

  registerCall(app, conceptContentCall, async ({ query }, request) => {
    const child = await ctx.child(request);
    const codes = [...new Set(query.conceptIds.split(',').map((c) => c.trim()))].filter(Boolean);
    const concepts = await store.concepts(codes);
    const byCode = new Map(concepts.map((c) => [c.code, c]));
    const unknown = codes.find((c) => !byCode.has(c));
    if (unknown !== undefined) throw new AppError('CONTENT_NOT_FOUND', `No concept ${unknown}`);
    const videos = await store.allVideos();
    const tiles = await ctx.tiles(
      child,
      query.locale,
      videos.map((v) => v.id),
    );
    const exam = child.profile.primary_exam;
    const data = await Promise.all(
      codes.map(async (code) => {
        const teaching = videos.filter((v) => list(v.concepts).includes(code));
        const content = await Promise.all(
          teaching.map(async (v) => {
            const places = await store.placesOf(v.id);
            const place = places.find((p) => p.exam_code === exam) ?? places[0];
            return videoTile(v, place?.learn_path ?? '', tiles);
          }),
        );
        return {
          concept_code: code,
          concept_name: textIn(texts(byCode.get(code)?.names ?? null), query.locale),
          content,
        };
      }),
    );
    return { body: { data } };
  });

  registerCall(app, bookTocCall, async ({ params, query }, request) => {
    const child = await ctx.child(request);
    const book = await store.book(params.bookId);
    if (!book) throw new AppError('CONTENT_NOT_FOUND');
    const tiles = await ctx.tiles(child, query.locale, []);
    const toc = JSON.parse(book.chapters) as Books['books'][number]['chapters'];
    const nodes = new Map(
      (await store.nodesByPath(toc.flatMap((c) => [c.learnPath, ...c.sections]))).map((n) => [
        n.learn_path,
        n,
      ]),
    );
    const chapters = await Promise.all(
      toc.map(async (entry) => {
        const chapter = nodes.get(entry.learnPath);
        const sections = entry.sections.map((s) => nodes.get(s)).filter((n) => n !== undefined);
        return {
          learnpath_name: entry.learnPath,
          title: textIn(entry.title ?? texts(chapter?.names ?? null), query.locale),
          sections: await Promise.all(sections.map((s) => describe(s, tiles))),
        };
      }),
    );
    const subjectPath = book.subject_code
      ? `${parseLearnPath(toc[0]?.learnPath ?? '').goal ?? ''}--${book.exam_code}--${book.subject_code}`
      : undefined;
    return {
      body: {
        data: {
          id: book.id,
          kind: book.kind,
          title: textIn(texts(book.titles), query.locale),
          author: book.author,
          description: textIn(texts(book.descriptions), query.locale),
          cover: mediaUrl(book.cover),
          subject: subjectPath ? subjectBadge(tiles, subjectPath) : undefined,
          chapters,
        },
      },
    };
  });
}
