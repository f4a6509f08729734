import type { Tile } from '../../../domain/contracts/content.ts';
import type { ShelfSource } from '../../../domain/contracts/dataSourceCalls.ts';
import type { ChildSession } from '../../sessions/requireChild.ts';
import type { ContentContext } from './ContentContext.ts';
import { SHELF_BUILDERS } from './shelfSources.ts';

/**
 * Shelves made of the pack alone: the same for every child of an exam in a language (no progress,
 * no signed address), so each is built once per pack version and handed out again.
 */
const PACK_ONLY: ReadonlySet<ShelfSource> = new Set<ShelfSource>([
  'subjects',
  'chapters',
  'topics',
  'books',
  'bigBooks',
  'liveClassBooks',
]);

/** Any shelf's tiles; a pack-only shelf from memory after its first build in a version. */
export function packShelves(ctx: ContentContext) {
  let version = -1;
  let built = new Map<string, Promise<Tile[]>>();
  return async (source: ShelfSource, child: ChildSession, locale: string): Promise<Tile[]> => {
    if (!PACK_ONLY.has(source)) return SHELF_BUILDERS[source](ctx, child, locale);
    const snapshot = await ctx.store.packVersion();
    if (snapshot !== version) {
      version = snapshot;
      built = new Map();
    }
    const key = `${source} ${ctx.examOf(child)} ${locale}`;
    let tiles = built.get(key);
    if (!tiles) {
      tiles = SHELF_BUILDERS[source](ctx, child, locale);
      built.set(key, tiles);
      // A failed build is not kept: the next call builds again.
      tiles.catch(() => built.delete(key));
    }
    return tiles;
  };
}
