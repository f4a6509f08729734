import type { BookmarkSnapshot } from '../../../domain/bookmarks/bookmarkSnapshot.ts';
import { CONTENT_BOOKMARK_TYPES } from '../../../domain/bookmarks/bookmarkTypes.ts';
import { AppError } from '../../../domain/errors.ts';
import { formatLearnPath, parseLearnPath } from '../../../domain/rules/learnPath.ts';
import { bookTocHref, learnSummaryHref } from '../../../domain/tiles/learnLinks.ts';
import { texts } from '../../db/jsonColumns.ts';
import { mediaUrl } from '../../media/signedMedia.ts';
import type { ContentStore } from './contentStore.ts';
import { nodePicture, subjectPathOf, videoPictures } from './contentTiles.ts';

type ContentBookmarkType = (typeof CONTENT_BOOKMARK_TYPES)[number];

/** A snapshot with the subject code the list filters by. */
export interface SnapshotOf {
  snapshot: BookmarkSnapshot;
  subject: string | null;
}

/** The subject and chapter of a place in the syllabus, by their learn paths. */
async function placeOf(store: ContentStore, learnPath: string) {
  const { goal, exam, subject, unit, chapter } = parseLearnPath(learnPath);
  const chapterPath = chapter && formatLearnPath({ goal, exam, subject, unit, chapter });
  const [subjectNode, chapterNode] = await store
    .nodesByPath([subjectPathOf(learnPath), chapterPath].filter((p) => p !== undefined))
    .then((nodes) => [
      nodes.find((n) => n.level === 'subject'),
      nodes.find((n) => n.level === 'chapter'),
    ]);
  return {
    subject: subjectNode && { code: subjectNode.code, names: texts(subjectNode.names) },
    chapter: chapterNode && texts(chapterNode.names),
  };
}

/**
 * The server's snapshot of a video, book or chapter being bookmarked; an unknown item is
 * CONTENT_NOT_FOUND. A video is placed in the child's exam when it is taught there.
 */
export async function contentBookmarkSnapshot(
  store: ContentStore,
  type: ContentBookmarkType,
  contentId: string,
  exam: string | null,
): Promise<SnapshotOf> {
  switch (type) {
    case 'Video': {
      const video = await store.video(contentId);
      if (!video) throw new AppError('CONTENT_NOT_FOUND');
      const places = await store.placesOf(video.id);
      const place = places.find((p) => p.exam_code === exam) ?? places[0];
      const where = place ? await placeOf(store, place.learn_path) : undefined;
      const thumb = videoPictures(video)[0];
      return {
        snapshot: {
          titles: texts(video.titles),
          ...(where?.subject && { subject: where.subject }),
          ...(where?.chapter && { chapter: where.chapter }),
          ...(thumb !== undefined && { thumb }),
          target: { kind: 'video', video_id: video.id },
        },
        subject: where?.subject?.code ?? null,
      };
    }
    case 'Book': {
      const book = await store.book(contentId);
      if (!book) throw new AppError('CONTENT_NOT_FOUND');
      const subjects = await store.nodesOfExam(book.exam_code, 'subject');
      const subject = subjects.find((s) => s.code === book.subject_code);
      return {
        snapshot: {
          titles: texts(book.titles),
          ...(subject && { subject: { code: subject.code, names: texts(subject.names) } }),
          ...(book.cover !== '' && { thumb: mediaUrl(book.cover) }),
          target: { kind: 'path', path: bookTocHref(book.kind, book.id) },
        },
        subject: subject?.code ?? null,
      };
    }
    case 'Chapter': {
      const node = await store.node(contentId);
      if (node?.level !== 'chapter') throw new AppError('CONTENT_NOT_FOUND');
      const [where, inside] = await Promise.all([
        placeOf(store, node.learn_path),
        store.videosUnder(node.learn_path),
      ]);
      const thumb = nodePicture(node, inside[0]);
      return {
        snapshot: {
          titles: texts(node.names),
          // A chapter is its own chapter: only its subject is named beside it.
          ...(where.subject && { subject: where.subject }),
          ...(thumb !== undefined && { thumb }),
          target: { kind: 'path', path: learnSummaryHref(node.learn_path) },
        },
        subject: where.subject?.code ?? null,
      };
    }
  }
}
