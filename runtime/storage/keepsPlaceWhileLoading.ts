import { HIDDEN_WHEN_EMPTY } from '../../domain/tiles/hiddenWhenEmpty.ts';
import type { DataSource } from '../../schemas/types.generated.ts';
import { readPersisted } from './persistedKeys.ts';

/**
 * Whether a shelf keeps its place (placeholders) while its code or tiles load. A shelf of the
 * child's own history (domain/tiles/hiddenWhenEmpty.ts) is hidden when empty, so
 * it keeps its place only if it had tiles on the child's last visit: a new student's empty
 * "continue watching" at the top of learn home never collapses under their eyes, pulling every
 * shelf below up (issue 21: no layout shift), and a returning student's full one never pushes
 * them down.
 */
export function keepsPlaceWhileLoading(source: DataSource, childId: string | undefined): boolean {
  if (!HIDDEN_WHEN_EMPTY.includes(source)) return true;
  return (
    childId !== undefined && (readPersisted('filledShelves')?.[childId]?.includes(source) ?? false)
  );
}
