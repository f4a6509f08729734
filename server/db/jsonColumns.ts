/**
 * Readers of the JSON text columns the content pack fills (SQLite has no JSON type, so both
 * dialects keep text). Every service that shows the pack's names reads them the same way.
 */

/** A column of texts by language, as the pack wrote them. */
export function texts(column: string | null): Record<string, string> {
  return column === null ? {} : (JSON.parse(column) as Record<string, string>);
}

/** A column holding a list. */
export function list<T = string>(column: string): T[] {
  return JSON.parse(column) as T[];
}
