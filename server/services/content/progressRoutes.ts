import type { FastifyInstance } from 'fastify';
import { bookmarkCall, likeCall, userActivityCall } from '../../../domain/contracts/content.ts';
import {
  contentStatusCall,
  saveContentStatusCall,
  VIDEO_STATUSES,
} from '../../../domain/contracts/contentStatus.ts';
import { AppError } from '../../../domain/errors.ts';
import { registerCall } from '../../http/registerCall.ts';
import { requireSameChild, type ChildSession } from '../../sessions/requireChild.ts';
import type { ContentContext } from './ContentContext.ts';
import { VIDEO, type VideoRow } from './contentStore.ts';
import { contentBookmarkSnapshot } from './bookmarkSnapshots.ts';
import { videoOrNotFound } from './videoOrNotFound.ts';

/** Who a record is kept for, as the school ids' check asks. */
const childOf = (child: ChildSession) => ({ orgId: child.orgId, profileId: child.profile.id });

const rank = (status: string) => VIDEO_STATUSES.indexOf(status as (typeof VIDEO_STATUSES)[number]);

/** Public videos keep no child's progress or reactions (PUBLIC_CONTENT in docs/errors.md). */
function trackable(video: VideoRow) {
  if (video.is_public === 1) throw new AppError('PUBLIC_CONTENT');
}

/** Each child's progress on videos, their bookmarks and likes, and what they opened. */
export function progressRoutes(app: FastifyInstance, ctx: ContentContext) {
  const { store, deps } = ctx;
  const videoOr404 = (id: string) => videoOrNotFound(store, id);

  registerCall(app, contentStatusCall, async ({ params, query }, request) => {
    const child = await ctx.child(request);
    requireSameChild(child, query.child_id);
    const video = await videoOr404(params.contentId);
    const [status] = await store.statusesOf(child.profile.id, [video.id]);
    return {
      body: {
        data: {
          content_status: status ? (VIDEO_STATUSES[rank(status.status)] ?? null) : null,
          watched_duration: status?.watched_duration ?? 0,
          length: video.duration,
        },
      },
    };
  });

  registerCall(app, saveContentStatusCall, async ({ body }, request) => {
    const child = await ctx.child(request);
    requireSameChild(child, body.child_id);
    const video = await videoOr404(body.content_id);
    trackable(video);
    const schoolIds = await ctx.schoolIds.idsToKeep(childOf(child), body);
    const [before] = await store.statusesOf(child.profile.id, [video.id]);
    // A finished lesson stays finished when it is watched again.
    const status =
      before && rank(before.status) === VIDEO_STATUSES.indexOf('COMPLETED')
        ? 'COMPLETED'
        : body.content_status;
    const watched =
      status === 'COMPLETED'
        ? body.length
        : Math.min(Math.ceil(body.watched_duration), body.length);
    await store.saveStatus({
      child_id: child.profile.id,
      content_type: VIDEO,
      content_id: video.id,
      status,
      watched_duration: watched,
      length: body.length,
      module: body.module ?? null,
      book_id: body.book_id ?? null,
      updated_at: deps.clock(),
      ...schoolIds,
    });
    return { body: { data: { content_status: status, watched_duration: watched } } };
  });

  const reactionOf = async (child: ChildSession, childIds: string[], contentId: string) => {
    for (const id of childIds) requireSameChild(child, id);
    const video = await videoOr404(contentId);
    trackable(video);
    return video;
  };

  registerCall(app, bookmarkCall, async ({ query, body }, request) => {
    const child = await ctx.child(request);
    for (const id of [query.child_id, body.child_id]) requireSameChild(child, id);
    // Public videos keep no child's bookmark; books and chapters have no public kind.
    if (body.content_type === 'Video') trackable(await videoOr404(body.content_id));
    const schoolIds = await ctx.schoolIds.idsToKeep(childOf(child), body);
    const { snapshot, subject } = await contentBookmarkSnapshot(
      store,
      body.content_type,
      body.content_id,
      child.profile.primary_exam,
    );
    const bookmarked = await store.saveBookmark(
      child.profile.id,
      body.content_type,
      body.content_id,
      {
        bookmarked: body.bookmarked,
        record: JSON.stringify(body),
        snapshot: JSON.stringify(snapshot),
        subject,
        schoolIds,
      },
      deps.clock(),
    );
    return { body: { data: { bookmarked } } };
  });

  registerCall(app, likeCall, async ({ body }, request) => {
    const child = await ctx.child(request);
    const video = await reactionOf(child, [body.child_id], body.content_id);
    const saved = await store.saveReaction(
      child.profile.id,
      video.id,
      { liked: body.liked },
      deps.clock(),
    );
    return { body: { data: { liked: saved.liked } } };
  });

  registerCall(app, userActivityCall, async ({ body }, request) => {
    const child = await ctx.child(request);
    requireSameChild(child, body.userId);
    const known = (await store.video(body.contentId)) ?? (await store.book(body.contentId));
    if (!known) throw new AppError('CONTENT_NOT_FOUND');
    await store.recordActivity({
      id: crypto.randomUUID(),
      child_id: child.profile.id,
      content_id: body.contentId,
      meta: JSON.stringify(body.activity_meta),
      created_at: deps.clock(),
    });
    return { body: { data: { recorded: true as const } } };
  });
}
