import { BOOKMARK_TYPES, type BookmarkType } from './bookmarkTypes.ts';

/**
 * The bookmark type a route names. The spec lowercases it (`/user-home/bookmarks/Video` is the
 * video list); a missing or unknown type shows every bookmark, as `/bookmark` does.
 */
export function bookmarkTypeOfRoute(param: string | undefined): BookmarkType | undefined {
  const lowered = param?.trim().toLowerCase();
  return BOOKMARK_TYPES.find((type) => type === lowered);
}
