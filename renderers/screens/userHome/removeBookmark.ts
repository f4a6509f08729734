import { BOOKMARK_CONTENT_TYPES } from '../../../domain/bookmarks/bookmarkTypes.ts';
import type { BookmarkItem } from '../../../domain/contracts/bookmarks.ts';
import { bookmarkCall } from '../../../domain/contracts/content.ts';
import type { Locale } from '../../../domain/rules/locales.ts';
import { callApi } from '../../../runtime/api/callApi.ts';

/**
 * Takes a bookmark back through the call that made it (content's for videos, books and chapters,
 * practice's for questions), sending the record it was made with; resolves to the server's
 * answer, so the list changes only when the server agrees. Practice's contracts (with the question
 * types' wire formats) come only when a question's bookmark is taken back.
 */
export async function removeBookmark(item: BookmarkItem, locale: Locale): Promise<boolean> {
  const { record } = item;
  const kept = {
    bookmarked: false,
    child_id: record.child_id,
    content_id: item.content_id,
    locale,
    ...(record.parent_id !== undefined && { parent_id: record.parent_id }),
    ...(record.exam_name !== undefined && { exam_name: record.exam_name }),
    ...(record.goal_name !== undefined && { goal_name: record.goal_name }),
    ...(record.school_id !== undefined && { school_id: record.school_id }),
    ...(record.class_id !== undefined && { class_id: record.class_id }),
    ...(record.homework_id !== undefined && { homework_id: record.homework_id }),
    source: 'user_home_bookmarks',
  };
  if (item.type === 'question') {
    const { questionBookmarkCall } = await import('../../../domain/contracts/practice.ts');
    const answer = await callApi(questionBookmarkCall, {
      body: { ...kept, content_type: 'Question', content_category_type: 'Practice' },
    });
    return answer.body.data.bookmarked;
  }
  const contentType = BOOKMARK_CONTENT_TYPES[item.type];
  const answer = await callApi(bookmarkCall, {
    query: { child_id: record.child_id },
    body: { ...kept, content_type: contentType, content_category_type: 'Learn' },
  });
  return answer.body.data.bookmarked;
}
