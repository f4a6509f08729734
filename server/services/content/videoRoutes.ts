import type { FastifyInstance } from 'fastify';
import {
  cdnUrlCall,
  nextCall,
  subtitlesCall,
  videoCall,
} from '../../../domain/contracts/content.ts';
import { AppError } from '../../../domain/errors.ts';
import { isLocale, LOCALE_NAMES } from '../../../domain/rules/locales.ts';
import { textIn } from '../../../domain/rules/localisedText.ts';
import { registerCall } from '../../http/registerCall.ts';
import { mediaUrl, signedMediaUrl } from '../../media/signedMedia.ts';
import type { ContentContext } from './ContentContext.ts';
import { VIDEO } from './contentStore.ts';
import { list, texts } from '../../db/jsonColumns.ts';
import { subjectBadge, videoTile } from './contentTiles.ts';
import { pickRendition } from './pickRendition.ts';
import { videoOrNotFound } from './videoOrNotFound.ts';

/** The media key of a video that cdn_url signs: one per video, whatever the rendition. */
const VIDEO_KEY = /^video\/([a-z0-9-]+)$/;
/** Recommendation sections show at most this many tiles each. */
export const RECOMMENDATIONS_PER_SECTION = 10;

/** The videos, their signed addresses and subtitles, and what to watch next. */
export function videoRoutes(app: FastifyInstance, ctx: ContentContext) {
  const { store, deps } = ctx;
  const nowS = () => Math.floor(deps.clock() / 1000);

  const videoOr404 = (id: string) => videoOrNotFound(store, id);
  /** Where the child meets a video: its topic in the child's exam, else its first topic. */
  const placeFor = async (videoId: string, exam: string | null, wanted?: string) => {
    const places = await store.placesOf(videoId);
    return (
      places.find((p) => p.learn_path === wanted) ??
      places.find((p) => p.exam_code === exam) ??
      places[0]
    )?.learn_path;
  };
  registerCall(app, videoCall, async ({ params, query }, request) => {
    const child = await ctx.child(request);
    const video = await videoOr404(params.id);
    const exam = query.examCode ?? child.profile.primary_exam;
    const place = (await placeFor(video.id, exam)) ?? '';
    const [tiles, reaction] = await Promise.all([
      ctx.tiles(child, query.locale, []),
      store.reaction(child.profile.id, video.id),
    ]);
    const annotations = list<{ at: number; concept: string }>(video.annotations);
    const concepts = new Map(
      (await store.concepts(annotations.map((a) => a.concept))).map((c) => [c.code, c]),
    );
    const conceptCodes = list(video.concepts);
    return {
      body: {
        data: {
          id: video.id,
          title: textIn(texts(video.titles), query.locale),
          description: textIn(texts(video.descriptions), query.locale),
          duration: video.duration,
          is_public: video.is_public === 1,
          url: `video/${video.id}`,
          qualities: Object.keys(JSON.parse(video.renditions) as object),
          thumb_list: list(video.thumbs).map(mediaUrl),
          subject: subjectBadge(tiles, place),
          learning_map: {
            format_id: video.id,
            topic_learnpath_name: place,
            primary_concept: conceptCodes[0],
            secondary_concept: conceptCodes[1],
          },
          owner_info: { name: request.brand.name },
          annotations: annotations.map((a) => ({
            at: a.at,
            concept_code: a.concept,
            concept_name: textIn(texts(concepts.get(a.concept)?.names ?? null), query.locale),
          })),
          bookmarked: reaction?.bookmarked === 1,
          liked: reaction?.liked === 1,
        },
      },
    };
  });

  registerCall(app, cdnUrlCall, async ({ query }, request) => {
    await ctx.child(request);
    const id = VIDEO_KEY.exec(query.url)?.[1];
    if (!id) throw new AppError('CONTENT_NOT_FOUND', `No video at ${query.url}`);
    const video = await videoOr404(id);
    const renditions = JSON.parse(video.renditions) as Record<string, string>;
    const { quality, path, fallback } = pickRendition(renditions, query.quality);
    const expiresAt = nowS() + query.expiry;
    return {
      body: {
        data: {
          url: signedMediaUrl(path, deps.tokenSecret, expiresAt),
          fallback_url: fallback ? signedMediaUrl(fallback, deps.tokenSecret, expiresAt) : null,
          quality,
          expires_at: expiresAt,
        },
      },
    };
  });

  registerCall(app, subtitlesCall, async ({ query }, request) => {
    await ctx.child(request);
    const video = await videoOr404(query.videoId);
    const files = Object.entries(JSON.parse(video.subtitles) as Record<string, string>);
    const expiresAt = nowS() + 3600;
    files.sort(([a], [b]) => Number(b === query.locale) - Number(a === query.locale));
    const data = files.map(([lang, path]) => ({
      lang,
      label: isLocale(lang) ? LOCALE_NAMES[lang].native : lang,
      format: path.slice(path.lastIndexOf('.') + 1),
      url: signedMediaUrl(path, deps.tokenSecret, expiresAt),
    }));
    return { body: { data } };
  });

  registerCall(app, nextCall, async ({ params, query }, request) => {
    const child = await ctx.child(request);
    const video = await videoOr404(params.contentId);
    const exam = child.profile.primary_exam;
    const place = (await placeFor(video.id, exam, query.topic_learnpath_name)) ?? '';
    const examOfPlace = place.split('--')[1] ?? '';
    const inOrder = await store.videosOfExam(examOfPlace);
    const here = inOrder.findIndex((v) => v.id === video.id);
    const next = inOrder.slice(here + 1).find((v) => v.id !== video.id);
    const chapter = place.split('--').slice(0, 5).join('--');
    const concepts = new Set(list(video.concepts));
    const shown = new Set([video.id, next?.id]);
    const sameChapter = inOrder.filter(
      (v) => v.learn_path.startsWith(`${chapter}--`) && !shown.has(v.id),
    );
    const related = inOrder.filter(
      (v) => !shown.has(v.id) && list(v.concepts).some((c) => concepts.has(c)),
    );
    const tiles = await ctx.tiles(
      child,
      query.locale,
      inOrder.map((v) => v.id),
    );
    const expiresAt = nowS() + 3600;
    const section = (id: string, name: string, videos: typeof inOrder) => ({
      section_id: id,
      section_name: name,
      content: videos
        .slice(0, RECOMMENDATIONS_PER_SECTION)
        .map((v) => ({ ...videoTile(v, v.learn_path, tiles), type: VIDEO })),
    });
    const chapterNode = await store.node(chapter);
    const recommendations = [
      section(
        'chapter',
        chapterNode ? textIn(texts(chapterNode.names), query.locale) : '',
        sameChapter,
      ),
      section('concepts', '', related),
    ].filter((s) => s.content.length > 0);
    const autoplay = next
      ? [
          {
            section_id: 'next',
            section_name: '',
            content: [
              {
                id: next.id,
                url: `video/${next.id}`,
                cdn_url: signedMediaUrl(
                  pickRendition(JSON.parse(next.renditions) as Record<string, string>, 'auto').path,
                  deps.tokenSecret,
                  expiresAt,
                ),
                title: textIn(texts(next.titles), query.locale),
                owner_info: { name: request.brand.name },
                learning_map: {
                  format_id: next.id,
                  topic_learnpath_name: next.learn_path,
                  primary_concept: list(next.concepts)[0],
                },
                currency: 0,
                thumb_list: list(next.thumbs).map(mediaUrl),
                duration: next.duration,
              },
            ],
          },
        ]
      : [];
    return { body: { data: { autoplay, recommendations } } };
  });
}
