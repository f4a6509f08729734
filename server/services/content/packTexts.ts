import { texts } from '../../db/jsonColumns.ts';

/** Parsed texts kept at most: every name and description of a large pack fits. */
export const PACK_TEXTS_KEPT = 50_000;

const parsed = new Map<string, Readonly<Record<string, string>>>();

/**
 * A pack row's texts column (its names in each language), parsed once: the rows come from memory
 * (ContentCache), the same strings read after read, and parsing them again was most of a hot
 * shelf's own work. The answer is shared, so callers only read it.
 */
export function packTexts(column: string | null): Readonly<Record<string, string>> {
  if (column === null) return {};
  let found = parsed.get(column);
  if (!found) {
    found = texts(column);
    // A new pack's texts replace an old one's wholesale rather than one by one.
    if (parsed.size >= PACK_TEXTS_KEPT) parsed.clear();
    parsed.set(column, found);
  }
  return found;
}
