/**
 * Splits `<prefix><separator><rest>` where the prefix is one of `known` (the longest that fits):
 * ids and codes may hold the separator themselves ("bio-psyn-0007:b").
 */
export function splitKnown(entry: string, known: readonly string[], separator: string) {
  const prefix = known
    .filter((id) => entry.startsWith(id + separator))
    .sort((a, b) => b.length - a.length)[0];
  return prefix === undefined ? undefined : ([prefix, entry.slice(prefix.length + 1)] as const);
}

/** A CSV's comma-separated items, blanks dropped. */
export const csvItems = (csv: string) =>
  csv
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
