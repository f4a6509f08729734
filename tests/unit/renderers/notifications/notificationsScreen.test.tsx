// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_ERROR_EVENT } from '../../../../domain/events/apiErrorRecord.ts';
import { NOTIFICATION_UNDO_MS } from '../../../../domain/notifications/undoableDeletes.ts';
import { NotificationsContent } from '../../../../renderers/screens/notifications/NotificationsContent.tsx';
import { NotificationsScreen } from '../../../../renderers/screens/notifications/NotificationsScreen.tsx';
import { spyOnBeacons } from '../../runtime/events/beacons.ts';
import { bundledBrand } from '../renderWithShell.tsx';
import { renderLearn, signedInStore, stubServer } from '../renderLearn.tsx';
import { requestsTo } from '../stubServices.ts';
import { fakeInbox, IN_APP, makeNotification, PREFERENCES } from './notificationsServer.ts';

const DAY = 24 * 3_600_000;
const preferences = (request: { method: string; url: URL }) =>
  request.url.pathname === PREFERENCES && request.method === 'GET'
    ? Response.json({
        payload: {
          common: { EM: true, SMS: false, WA: false, PN: false, IA: true },
          unavailable: ['WA'],
        },
      })
    : undefined;

let beacons: ReturnType<typeof spyOnBeacons>;
beforeEach(() => {
  beacons = spyOnBeacons();
  // Noon, wherever the tests run: "an hour ago" is today.
  const noon = new Date();
  noon.setHours(12, 0, 0, 0);
  vi.useFakeTimers({ toFake: ['Date'], now: noon });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderInbox(items = [makeNotification()], fail: { method?: string } = {}) {
  const inbox = fakeInbox(items, fail);
  const requests = stubServer(inbox.handler, preferences);
  const view = renderLearn(<NotificationsContent />, await bundledBrand('abhyas'), {
    path: '/notifications',
    store: signedInStore(),
  });
  await screen.findByRole('heading', { level: 1, name: 'Notifications' });
  return { ...view, requests, inbox: inbox.inbox };
}

const item = (title: string) => screen.getByRole('listitem', { name: new RegExp(title) });

describe('the notifications screen', () => {
  it('groups by day and pages 8 at a time until the server says last', async () => {
    const older = Array.from({ length: 4 }, () =>
      makeNotification({ createdAt: Date.now() - 3 * DAY }),
    );
    const today = Array.from({ length: 6 }, () => makeNotification());
    const { requests } = await renderInbox([...today, ...older]);
    await screen.findByRole('heading', { level: 2, name: 'Today' });
    expect(
      within(screen.getByRole('region', { name: 'Today' })).getAllByRole('listitem'),
    ).toHaveLength(6);
    expect(
      within(screen.getByRole('region', { name: 'Older' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'Yesterday' })).toBeNull();
    const first = requestsTo(requests, 'GET', IN_APP)[0];
    expect(first?.url.searchParams.get('page')).toBe('0');
    expect(first?.url.searchParams.get('pageSize')).toBe('8');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Older' })).getAllByRole('listitem'),
      ).toHaveLength(4),
    );
    expect(requestsTo(requests, 'GET', IN_APP).at(-1)?.url.searchParams.get('page')).toBe('1');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByText(today[5]?.body ?? '')).toBeTruthy();
  });

  it('asks for the next page when the end of the list scrolls into view', async () => {
    const seen: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          seen.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const { requests } = await renderInbox(Array.from({ length: 9 }, () => makeNotification()));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(8));
    act(() => seen.at(-1)?.([{ isIntersecting: true }]));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(9));
    expect(requestsTo(requests, 'GET', IN_APP)).toHaveLength(2);
  });

  it('marks one read or unread, all read, and opening one marks it read and goes to its link', async () => {
    const a = makeNotification();
    const b = makeNotification();
    const c = makeNotification({ status: 'read' });
    const { requests, location, inbox } = await renderInbox([a, b, c]);
    await screen.findAllByRole('listitem');
    fireEvent.click(within(item(a.title)).getByRole('button', { name: 'Mark as read' }));
    await within(item(a.title)).findByRole('button', { name: 'Mark as unread' });
    expect(requestsTo(requests, 'PATCH', IN_APP)[0]?.body).toEqual({
      status: 'read',
      in_app_record_ids: [a.id],
    });
    fireEvent.click(within(item(c.title)).getByRole('button', { name: 'Mark as unread' }));
    await within(item(c.title)).findByRole('button', { name: 'Mark as read' });

    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(inbox.every((n) => n.status === 'read')).toBe(true));
    await waitFor(() => expect(screen.queryByText('Unread')).toBeNull());

    const open = within(item(b.title)).getByRole('link');
    expect(open.getAttribute('href')).toBe(b.link);
    fireEvent.click(open);
    expect(location.current?.pathname).toBe(b.link);
  });

  it('opening an unread one marks it read on the way', async () => {
    const a = makeNotification();
    const { requests, location } = await renderInbox([a]);
    fireEvent.click(within(await screen.findByRole('listitem')).getByRole('link'));
    expect(location.current?.pathname).toBe(a.link);
    await waitFor(() =>
      expect(requestsTo(requests, 'PATCH', IN_APP)[0]?.body).toEqual({
        status: 'read',
        in_app_record_ids: [a.id],
      }),
    );
  });

  it('says so when there is nothing', async () => {
    await renderInbox([]);
    expect(await screen.findByText('You have no notifications yet.')).toBeTruthy();
  });

  it('files a failed call as the error event, shows no message and keeps the list', async () => {
    const a = makeNotification();
    await renderInbox([a], { method: 'PATCH' });
    await screen.findByRole('listitem');
    fireEvent.click(screen.getByRole('button', { name: 'Mark as read' }));
    await waitFor(async () => {
      const errors = (await beacons.sent()).filter(
        (e) => e.namespace === API_ERROR_EVENT.namespace && e.topic === API_ERROR_EVENT.topic,
      );
      expect(errors.map((e) => e.payload)).toEqual([
        expect.objectContaining({
          error_code: 'INTERNAL',
          error_type: 'http_500',
          feature_name: 'notifications',
        }),
      ]);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(item(a.title)).getByText('Unread')).toBeTruthy();
    expect(within(item(a.title)).getByRole('button', { name: 'Mark as read' })).toBeTruthy();
  });

  it('is page-not-present where the brand switches in-app notifications off', async () => {
    const brand = await bundledBrand('abhyas');
    const off = {
      ...brand,
      docs: {
        ...brand.docs,
        brand: {
          ...brand.docs.brand,
          switches: { ...brand.docs.brand.switches, inAppNotifications: false },
        },
      },
    };
    const requests = stubServer();
    renderLearn(
      <Suspense fallback={null}>
        <NotificationsScreen />
      </Suspense>,
      off,
      { path: '/notifications', store: signedInStore() },
    );
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Notifications' })).toBeNull();
    expect(requestsTo(requests, 'GET', IN_APP)).toHaveLength(0);
  });
});

describe('deleting with an undo (spec §4: 6000 ms, restored with no server call)', () => {
  beforeEach(() => {
    vi.useRealTimers();
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });

  it('hides at once, undo brings it back with no call, and the DELETE goes after the window', async () => {
    const a = makeNotification();
    const b = makeNotification();
    const { requests, inbox } = await renderInbox([a, b]);
    await screen.findAllByRole('listitem');
    fireEvent.click(within(item(a.title)).getByRole('button', { name: 'Delete' }));
    const notice = screen.getByRole('status');
    expect(notice.textContent).toBe(`“${a.title}” was deleted.`);
    expect(screen.queryByRole('link', { name: new RegExp(a.body) })).toBeNull();
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(document.activeElement).toBe(undo);
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATION_UNDO_MS - 100));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(within(item(a.title)).getByRole('link')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATION_UNDO_MS));
    expect(requestsTo(requests, 'DELETE', IN_APP)).toHaveLength(0);

    fireEvent.click(within(item(b.title)).getByRole('button', { name: 'Delete' }));
    // Real time goes on beside the fake (shouldAdvanceTime): a margin keeps the test steady.
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATION_UNDO_MS - 200));
    expect(requestsTo(requests, 'DELETE', IN_APP)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Undo' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(requestsTo(requests, 'DELETE', IN_APP)).toHaveLength(1));
    expect(requestsTo(requests, 'DELETE', IN_APP)[0]?.body).toEqual({ in_app_record_ids: [b.id] });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull());
    expect(screen.queryByText(b.title)).toBeNull();
    expect(inbox.map((n) => n.id)).toEqual([a.id]);
    // Its notice held the focus: the screen's heading takes it, not the page's body.
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });

  it('sends a delete still in its window when the student leaves the screen', async () => {
    const a = makeNotification();
    const { requests, unmount } = await renderInbox([a]);
    fireEvent.click(
      within(await screen.findByRole('listitem')).getByRole('button', { name: 'Delete' }),
    );
    expect(requestsTo(requests, 'DELETE', IN_APP)).toHaveLength(0);
    unmount();
    await waitFor(() => expect(requestsTo(requests, 'DELETE', IN_APP)).toHaveLength(1));
    expect(requestsTo(requests, 'DELETE', IN_APP)[0]?.body).toEqual({ in_app_record_ids: [a.id] });
  });

  it('shows a notification again when its delete failed', async () => {
    const a = makeNotification();
    await renderInbox([a], { method: 'DELETE' });
    fireEvent.click(
      within(await screen.findByRole('listitem')).getByRole('button', { name: 'Delete' }),
    );
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATION_UNDO_MS));
    await waitFor(() => expect(within(item(a.title)).getByRole('link')).toBeTruthy());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
