import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../domain/errors.ts';
import type { AppDeps } from '../../AppDeps.ts';
import { sessionStore } from '../../sessions/sessionStore.ts';
import { requireChild, type ChildSession } from '../../sessions/requireChild.ts';
import { contentStore, type ContentStore } from './contentStore.ts';
import type { TileContext } from './contentTiles.ts';
import type { SchoolIdsCheck } from '../../../domain/assignments/SchoolIdsCheck.ts';
import type { SchoolShelves } from './SchoolShelves.ts';
import type { TestShelves } from './TestShelves.ts';
import { VIDEO_URL_EXPIRY_S } from '../../../domain/contracts/content.ts';
import type { ContentCache } from '../../content/contentCache.ts';

/** What the content service's handlers share. */
export interface ContentContext {
  store: ContentStore;
  deps: AppDeps;
  /** The child the call acts for (from its child token). */
  child: (request: FastifyRequest) => Promise<ChildSession>;
  /** The child's exam; a profile without one cannot be shown content yet. */
  examOf: (child: ChildSession) => string;
  /** The test home's shelves (tests with the child's state, making one, results). */
  tests: TestShelves;
  /** The school's shelves (assignments, school tests, live-class courses), from the classroom service. */
  school: SchoolShelves;
  /** The classroom service's check of the school ids a bookmark or progress report carries. */
  schoolIds: SchoolIdsCheck;
  /** Everything tiles of one answer need, with the child's progress on the given videos. */
  tiles: (child: ChildSession, locale: string, videoIds: readonly string[]) => Promise<TileContext>;
}

export function contentContext(
  deps: AppDeps,
  tests: TestShelves,
  school: SchoolShelves,
  schoolIds: SchoolIdsCheck,
  cache: ContentCache,
): ContentContext {
  const store = contentStore(deps.db, cache);
  const sessions = sessionStore(deps.db);
  return {
    store,
    deps,
    tests,
    school,
    schoolIds,
    child: (request) => requireChild(sessions, request, deps.tokenSecret, deps.clock()),
    examOf: (child) => {
      if (!child.profile.primary_exam) throw new AppError('NO_EXAM');
      return child.profile.primary_exam;
    },
    async tiles(child, locale, videoIds) {
      const wanted = new Set(videoIds);
      const [statuses, subjects] = await Promise.all([
        wanted.size === 0 ? [] : store.videoStatuses(child.profile.id),
        store.allSubjects(),
      ]);
      return {
        locale,
        secret: deps.tokenSecret,
        expiresAt: Math.floor(deps.clock() / 1000) + VIDEO_URL_EXPIRY_S,
        statuses: new Map(
          statuses.filter((s) => wanted.has(s.content_id)).map((s) => [s.content_id, s]),
        ),
        subjects: new Map(subjects.map((s) => [s.learn_path, s])),
      };
    },
  };
}
