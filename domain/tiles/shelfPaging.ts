/** How many pages a shelf of `total` tiles has at `perView` a page; an empty shelf has one. */
export function pageCount(total: number, perView: number): number {
  const size = Math.max(1, Math.floor(perView));
  return Math.max(1, Math.ceil(Math.max(0, total) / size));
}

/** A page index kept inside 0…count-1 (e.g. after the tiles shrank under the current page). */
export function clampPage(page: number, count: number): number {
  const last = Math.max(0, Math.floor(count) - 1);
  if (!Number.isFinite(page)) return 0;
  return Math.min(last, Math.max(0, Math.floor(page)));
}

/** The tiles of one page. */
export function pageOf<T>(items: readonly T[], page: number, perView: number): T[] {
  const size = Math.max(1, Math.floor(perView));
  const start = clampPage(page, pageCount(items.length, size)) * size;
  return items.slice(start, start + size);
}

export function hasPreviousPage(page: number): boolean {
  return page > 0;
}

export function hasNextPage(page: number, count: number): boolean {
  return page < count - 1;
}
