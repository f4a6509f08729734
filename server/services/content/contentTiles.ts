import type { Tile } from '../../../domain/contracts/content.ts';
import { textIn } from '../../../domain/rules/localisedText.ts';
import { list } from '../../db/jsonColumns.ts';
import { packTexts } from './packTexts.ts';
import { mediaUrl, signedMediaUrl } from '../../media/signedMedia.ts';
import type { BookRow, NodeRow, StatusRow, VideoRow } from './contentStore.ts';

/** What every tile of one answer shares: language, signing, and the child's progress. */
export interface TileContext {
  locale: string;
  secret: string;
  /** Signed addresses (trailers) work until then, epoch seconds. */
  expiresAt: number;
  statuses: ReadonlyMap<string, StatusRow>;
  /** Subject nodes by learn path, for badges. */
  subjects: ReadonlyMap<string, NodeRow>;
}

/** The learn path of the subject a learn path belongs to (`goal--exam--subject`). */
export function subjectPathOf(learnPath: string): string {
  return learnPath.split('--').slice(0, 3).join('--');
}

function badgeOf(subject: NodeRow | undefined, locale: string) {
  return subject && { code: subject.code, name: textIn(packTexts(subject.names), locale) };
}

export function subjectBadge(ctx: TileContext, learnPath: string) {
  return badgeOf(ctx.subjects.get(subjectPathOf(learnPath)), ctx.locale);
}

const EMPTY: Pick<Tile, 'thumb_list' | 'locked' | 'tagDetails'> = {
  thumb_list: [],
  locked: false,
  tagDetails: [],
};

/**
 * A lesson's pictures: its poster first (a slide's frame is mostly white at tile size), then its
 * frames, which the tile steps through while hovered.
 */
export function videoPictures(video: VideoRow): string[] {
  const frames = list(video.thumbs).map(mediaUrl);
  return video.poster === '' ? frames : [mediaUrl(video.poster), ...frames];
}

export function videoTile(video: VideoRow, learnPath: string, ctx: TileContext): Tile {
  const thumbs = videoPictures(video);
  const status = ctx.statuses.get(video.id);
  const concepts = list(video.concepts);
  return {
    ...EMPTY,
    id: video.id,
    tileType: 'video',
    tileName: textIn(packTexts(video.titles), ctx.locale),
    description: textIn(packTexts(video.descriptions), ctx.locale),
    subject: subjectBadge(ctx, learnPath),
    thumb: thumbs[0],
    thumb_list: thumbs,
    ...(video.trailer && { trailer: signedMediaUrl(video.trailer, ctx.secret, ctx.expiresAt) }),
    progress: { watched: status?.watched_duration ?? 0, length: video.duration },
    learning_map: {
      format_id: video.id,
      topic_learnpath_name: learnPath,
      primary_concept: concepts[0],
      secondary_concept: concepts[1],
    },
  };
}

/** A node's picture: its own poster, or (a pack without one) its first lesson's. */
export function nodePicture(node: NodeRow, firstVideo: VideoRow | undefined): string | undefined {
  return node.thumb === '' ? firstVideo && videoPictures(firstVideo)[0] : mediaUrl(node.thumb);
}

/** A subject, chapter or topic tile: opens the node's summary. */
export function nodeTile(
  node: NodeRow,
  tileType: 'subject' | 'chapter' | 'learn_chapter' | 'topic',
  ctx: TileContext,
  progress?: { done: number; total: number },
  /** The first lesson inside, whose poster pictures a node the pack gives no picture of its own. */
  firstVideo?: VideoRow,
): Tile {
  const thumb = nodePicture(node, firstVideo);
  return {
    ...EMPTY,
    ...(thumb && { thumb, thumb_list: [thumb] }),
    id: node.code,
    tileType,
    tileName: textIn(packTexts(node.names), ctx.locale),
    description:
      node.summaries === null ? undefined : textIn(packTexts(node.summaries), ctx.locale),
    subject: subjectBadge(ctx, node.learn_path),
    kv_path: node.learn_path,
    ...(progress &&
      progress.total > 0 && {
        progressPercent: Math.round((100 * progress.done) / progress.total),
      }),
  };
}

const BOOK_TILE = { book: 'book', bigBook: 'big_books', liveClassBook: 'live_class_book' } as const;

export function bookTile(book: BookRow, ctx: TileContext, contextSource: string): Tile {
  const cover = mediaUrl(book.cover);
  return {
    ...EMPTY,
    id: book.id,
    tileType: BOOK_TILE[book.kind],
    tileName: textIn(packTexts(book.titles), ctx.locale),
    description: textIn(packTexts(book.descriptions), ctx.locale),
    subject: badgeOf(
      [...ctx.subjects.values()].find(
        (s) => s.exam_code === book.exam_code && s.code === book.subject_code,
      ),
      ctx.locale,
    ),
    thumb: cover,
    thumb_list: [cover],
    contextSource,
  };
}

/**
 * A tile that stands for an empty shelf (no big book for the exam, no favourite book yet); the
 * browser words it from its catalog by the static case, and clicking it does nothing.
 */
export function zeroStateTile(
  tileType: Tile['tileType'],
  staticCase: NonNullable<Tile['staticCase']>,
): Tile {
  return { ...EMPTY, id: staticCase, tileType, staticCase, tileName: '', noAction: true };
}
