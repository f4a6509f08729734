import type { FastifyInstance } from 'fastify';
import { bookmarkSnapshot } from '../../../domain/bookmarks/bookmarkSnapshot.ts';
import {
  BOOKMARK_CONTENT_TYPES,
  bookmarkTypeOfContent,
} from '../../../domain/bookmarks/bookmarkTypes.ts';
import {
  bookmarkRecord,
  bookmarkStatusCall,
  bookmarksCall,
  type BookmarkItem,
} from '../../../domain/contracts/bookmarks.ts';
import { textIn } from '../../../domain/rules/localisedText.ts';
import { texts } from '../../db/jsonColumns.ts';
import { registerCall } from '../../http/registerCall.ts';
import { requireSameChild } from '../../sessions/requireChild.ts';
import type { ContentContext } from './ContentContext.ts';

/** The child's bookmarks of every kind (questions are saved by practice into the same table). */
export function bookmarkRoutes(app: FastifyInstance, ctx: ContentContext) {
  const { store } = ctx;

  registerCall(app, bookmarksCall, async ({ query }, request) => {
    const child = await ctx.child(request);
    const contentType = query.type && BOOKMARK_CONTENT_TYPES[query.type];
    const [rows, counted, subjects] = await Promise.all([
      store.bookmarks(
        child.profile.id,
        {
          ...(contentType !== undefined && { contentType }),
          ...(query.subject !== undefined && { subject: query.subject }),
        },
        { offset: query.offset, size: query.size },
      ),
      store.bookmarkCounts(child.profile.id),
      store.allSubjects(),
    ]);

    const counts = { video: 0, question: 0, book: 0, chapter: 0, total: 0 };
    let matching = 0;
    const subjectCodes = new Set<string>();
    for (const row of counted) {
      const type = bookmarkTypeOfContent(row.content_type);
      if (!type) continue;
      counts[type] += row.n;
      counts.total += row.n;
      if (row.subject !== null) subjectCodes.add(row.subject);
      const typeMatches = contentType === undefined || contentType === row.content_type;
      const subjectMatches = query.subject === undefined || query.subject === row.subject;
      if (typeMatches && subjectMatches) matching += row.n;
    }

    const items: BookmarkItem[] = [];
    for (const row of rows) {
      const type = bookmarkTypeOfContent(row.content_type);
      if (!type || row.bookmark === null || row.bookmark_snapshot === null) continue;
      const record = bookmarkRecord.parse(JSON.parse(row.bookmark));
      const snapshot = bookmarkSnapshot.parse(JSON.parse(row.bookmark_snapshot));
      items.push({
        type,
        content_id: row.content_id,
        record,
        title: textIn(snapshot.titles, query.locale),
        ...(snapshot.subject && {
          subject: {
            code: snapshot.subject.code,
            name: textIn(snapshot.subject.names, query.locale),
          },
        }),
        ...(snapshot.chapter && { chapter: textIn(snapshot.chapter, query.locale) }),
        ...(snapshot.thumb !== undefined && { thumb: snapshot.thumb }),
        target: snapshot.target,
        bookmarked_at: row.bookmarked_at ?? row.updated_at,
      });
    }

    const names = new Map<string, string>();
    for (const s of subjects)
      if (subjectCodes.has(s.code) && !names.has(s.code))
        names.set(s.code, textIn(texts(s.names), query.locale));
    return {
      body: {
        data: {
          items,
          counts,
          matching,
          subjects: [...names].map(([code, name]) => ({ code, name })),
        },
      },
    };
  });

  registerCall(app, bookmarkStatusCall, async ({ query }, request) => {
    const child = await ctx.child(request);
    requireSameChild(child, query.child_id);
    const reaction = await store.reaction(child.profile.id, query.content_id, query.content_type);
    return { body: { data: { bookmarked: reaction?.bookmarked === 1 } } };
  });
}
