// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationsContent } from '../../../../renderers/screens/notifications/NotificationsContent.tsx';
import { NotificationBell } from '../../../../renderers/shell/NotificationBell.tsx';
import { bundledBrand } from '../renderWithShell.tsx';
import { renderLearn, signedInStore, stubServer } from '../renderLearn.tsx';
import { renderHeader } from '../renderHeader.tsx';
import { requestsTo } from '../stubServices.ts';
import { fakeInbox, IN_APP, makeNotification } from './notificationsServer.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const unreadAsks = (requests: ReturnType<typeof stubServer>) =>
  requestsTo(requests, 'GET', IN_APP).filter((r) => r.url.searchParams.get('status') === 'unread');

describe('the header’s notification bell', () => {
  it('names the unread count, shows it, and asks again when the tab comes back', async () => {
    const { handler, inbox } = fakeInbox([
      makeNotification(),
      makeNotification(),
      makeNotification(),
    ]);
    const requests = stubServer(handler);
    renderLearn(<NotificationBell />, await bundledBrand('abhyas'), {
      path: '/learn/home',
      store: signedInStore(),
    });
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell.getAttribute('href')).toBe('/notifications');
    expect(bell.textContent).toBe('3');
    expect(bell.getAttribute('aria-current')).toBeNull();
    expect(unreadAsks(requests)[0]?.url.searchParams.get('pageSize')).toBe('1');

    inbox.splice(0, 3);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await screen.findByRole('link', { name: 'Notifications' });
    expect(screen.getByRole('link').textContent).toBe('');
    expect(unreadAsks(requests)).toHaveLength(2);
  });

  it('follows what the inbox marks', async () => {
    const a = makeNotification();
    const requests = stubServer(fakeInbox([a]).handler);
    renderLearn(
      <>
        <NotificationBell />
        <NotificationsContent />
      </>,
      await bundledBrand('abhyas'),
      { path: '/notifications', store: signedInStore() },
    );
    const bell = await screen.findByRole('link', { name: 'Notifications, 1 unread' });
    expect(bell.getAttribute('aria-current')).toBe('page');
    const item = await screen.findByRole('listitem', { name: /Notice/ });
    fireEvent.click(within(item).getByRole('button', { name: 'Mark as read' }));
    await screen.findByRole('link', { name: 'Notifications' });
    expect(unreadAsks(requests).length).toBeGreaterThanOrEqual(2);
  });

  it('sits in the signed-in header only, in a place of its own size kept from first paint', async () => {
    const requests = stubServer(fakeInbox([makeNotification()]).handler);
    const brand = await bundledBrand('abhyas');
    const { container } = renderHeader(brand, {
      store: signedInStore(),
      path: '/learn/home',
      withBell: true,
    });
    const slot = container.querySelector('.site-header .header-slot');
    expect(slot).toBeTruthy();
    const bell = await screen.findByRole('link', { name: 'Notifications, 1 unread' });
    expect(bell.parentElement).toBe(slot);
    cleanup();

    const visitor = renderHeader(brand, { path: '/', withBell: true });
    expect(visitor.container.querySelector('.header-actions')).toBeTruthy();
    expect(visitor.container.querySelector('.header-slot')).toBeNull();
    expect(visitor.container.querySelector('.notification-bell')).toBeNull();
    await waitFor(() => expect(unreadAsks(requests)).toHaveLength(1));
  });
});
