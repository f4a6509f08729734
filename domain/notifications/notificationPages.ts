import type { Notification, NotificationPage } from '../contracts/notifications.ts';

/** The page to ask for after these (from page 0), or undefined once the server said `last`. */
export function nextPageOf(pages: readonly NotificationPage[]): number | undefined {
  const latest = pages.at(-1);
  if (latest === undefined) return 0;
  return latest.last ? undefined : latest.page + 1;
}

/**
 * The pages' notifications as one list, newest first. A notification that arrived while the
 * student scrolled pushes older ones a place down, so the next page repeats the last one seen:
 * each id is kept once, as its newest page has it.
 */
export function notificationsOf(pages: readonly NotificationPage[]): Notification[] {
  const byId = new Map<string, Notification>();
  for (const page of pages) for (const item of page.content) byId.set(item.id, item);
  return [...byId.values()].sort((a, b) => b.createdAt - a.createdAt);
}
