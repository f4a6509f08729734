import type { DataSource } from '../../schemas/types.generated.ts';
import { readPersisted, writePersisted } from './persistedKeys.ts';

/**
 * Remembers what a shelf of the child's own history held this time, for their next visit
 * (keepsPlaceWhileLoading.ts reads it). Apart from the reader, which every page's shell carries for the
 * shelves' placeholders: this comes with the shelves' tiles.
 */
export function rememberShelfFilled(childId: string, source: DataSource, filled: boolean): void {
  const all = readPersisted('filledShelves') ?? {};
  const sources = new Set(all[childId]);
  if (sources.has(source) === filled) return;
  if (filled) sources.add(source);
  else sources.delete(source);
  writePersisted('filledShelves', { ...all, [childId]: [...sources] });
}
