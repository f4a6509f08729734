import { describe, expect, it } from 'vitest';
import type { Notification, NotificationPage } from '../../../../domain/contracts/notifications.ts';
import { nextPageOf, notificationsOf } from '../../../../domain/notifications/notificationPages.ts';

const item = (id: string, createdAt: number): Notification => ({
  id,
  status: 'unread',
  kind: 'analysisReady',
  title: id,
  body: '',
  link: '/',
  createdAt,
});
const page = (n: number, content: Notification[], last: boolean): NotificationPage => ({
  page: n,
  content,
  last,
  totalElements: 20,
});

describe('paging the inbox (spec §4: paging ends when the server says last)', () => {
  it('starts at page 0, asks the next until `last`, then none', () => {
    expect(nextPageOf([])).toBe(0);
    const first = page(0, [item('a', 3)], false);
    expect(nextPageOf([first])).toBe(1);
    expect(nextPageOf([first, page(1, [item('b', 2)], true)])).toBeUndefined();
    expect(nextPageOf([page(0, [], true)])).toBeUndefined();
  });

  it('keeps each notification once when a new one pushed the pages along', () => {
    const pages = [
      page(0, [item('a', 30), item('b', 20)], false),
      page(1, [item('b', 20), item('c', 10)], true),
    ];
    expect(notificationsOf(pages).map((n) => n.id)).toEqual(['a', 'b', 'c']);
  });
});
