/**
 * Two of the user home's own lists, one chunk: bookmarks and assignments. The assignments screen
 * needs the content contract's chunk as the bookmarks do; in a chunk of its own it would split
 * the assignment rules out of that chunk, costing every route a file in its preload lists. One
 * lazy import in the registry also costs every route less than two.
 */
export { AssignmentsScreen } from './AssignmentsScreen.tsx';
export { BookmarksScreen } from './BookmarksScreen.tsx';
