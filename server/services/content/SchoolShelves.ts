import type { Tile } from '../../../domain/contracts/content.ts';
import type { ChildSession } from '../../sessions/requireChild.ts';

/**
 * The school's shelves, which the classroom service fills: the child's assignments, the tests
 * among them, and the live-class courses (batches) of the child's classes. Content only places
 * them: app.ts hands them in, so neither service imports the other.
 */
export interface SchoolShelves {
  assignments: (child: ChildSession, locale: string) => Promise<Tile[]>;
  schoolTests: (child: ChildSession, locale: string) => Promise<Tile[]>;
  liveClassCourses: (child: ChildSession, locale: string) => Promise<Tile[]>;
}
