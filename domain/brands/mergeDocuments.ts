/**
 * Deep-merges an `extends` chain: objects merge key by key, everything else (arrays included) is
 * replaced by the later document, so a child brand can drop a menu entry by restating the list.
 */
export function mergeDocuments(base: unknown, override: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(override)) return override;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    merged[key] = key in base ? mergeDocuments(base[key], value) : value;
  }
  return merged;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
