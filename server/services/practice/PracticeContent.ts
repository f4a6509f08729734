import type { BookmarkWrite } from '../../../domain/bookmarks/BookmarkWrite.ts';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * What practice asks of the content service: the syllabus, concepts and books a session is scoped
 * by, and a child's bookmarks on questions (reactions are content's). app.ts hands content's store
 * in, so practice never imports a sibling service.
 */
export interface PracticeContent {
  node(learnPath: string): Promise<Selectable<Database['syllabus_nodes']> | undefined>;
  concepts(codes: readonly string[]): Promise<Selectable<Database['concepts']>[]>;
  book(id: string): Promise<Selectable<Database['books']> | undefined>;
  reaction(
    childId: string,
    contentId: string,
    contentType: string,
  ): Promise<Selectable<Database['reactions']> | undefined>;
  /** The child's bookmarks, newest first (the revision list reads the questions'). */
  bookmarks(
    childId: string,
    filter: { contentType?: string },
    page: { offset: number; size: number },
  ): Promise<Selectable<Database['reactions']>[]>;
  /** Bookmarks a question with the whole record and the snapshot the bookmark list shows. */
  saveBookmark(
    childId: string,
    contentType: string,
    contentId: string,
    bookmark: BookmarkWrite,
    now: number,
  ): Promise<boolean>;
  saveReaction(
    childId: string,
    contentId: string,
    change: { bookmarked?: boolean; liked?: boolean },
    now: number,
    contentType: string,
  ): Promise<{ bookmarked: boolean; liked: boolean }>;
}
