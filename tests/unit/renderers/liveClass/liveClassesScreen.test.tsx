// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveClassesScreen } from '../../../../renderers/screens/liveClass/LiveClassesScreen.tsx';
import { bundledBrand } from '../renderWithShell.tsx';
import { renderLearn, signedInStore, stubServer } from '../renderLearn.tsx';
import { on, requestsTo, stubServices } from '../stubServices.ts';
import {
  at,
  connectedProfiles,
  json,
  LIVE,
  LIVE_CLASS_OFF,
  makeLiveClass,
  MINUTE,
  serverClock,
} from './liveClassFixtures.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LIST = '/user-home/abhyas-live-classes';

const ongoing = makeLiveClass({
  liveClassId: 'lc-on',
  title: 'Algebra revision',
  startsAt: Date.now() - 10 * MINUTE,
  categories: ['TODAY', 'PRESENT', 'DEFAULT'],
});
const upcoming = makeLiveClass({
  liveClassId: 'lc-next',
  title: 'Coordinate geometry',
  batchTitle: 'Maths crash course',
  teacherName: null,
  startsAt: Date.now() + 2 * 24 * 60 * MINUTE,
  durationMinutes: 45,
  categories: ['FUTURE', 'DEFAULT'],
});

function byCategory(classes: Record<string, ReturnType<typeof makeLiveClass>[]>) {
  return at('GET', LIVE, (r) => {
    const found = classes[r.url.searchParams.get('category') ?? ''] ?? [];
    return json({ data: { liveClasses: found, total: found.length } });
  });
}

const categoriesAsked = (requests: { method: string; url: URL }[]) =>
  requests
    .filter((r) => r.method === 'GET' && r.url.pathname === LIVE)
    .map((r) => r.url.searchParams.get('category'));

describe('live classes screen', () => {
  it('shows the spec’s categories as keyboard tabs, each the server’s list', async () => {
    const requests = stubServer(
      serverClock(),
      byCategory({ PRESENT: [ongoing], FUTURE: [upcoming], PAST: [] }),
    );
    const { location } = renderLearn(<LiveClassesScreen />, await bundledBrand('abhyas'), {
      path: LIST,
      store: signedInStore(),
    });

    const tablist = screen.getByRole('tablist', { name: 'Live classes by when they are' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Ongoing',
      'Today',
      'Upcoming',
      'Next week',
      'Registered',
      'Past',
    ]);
    expect(tabs.map((tab) => tab.getAttribute('tabindex'))).toEqual([
      '0',
      '-1',
      '-1',
      '-1',
      '-1',
      '-1',
    ]);
    expect(screen.getByRole('tabpanel', { name: 'Ongoing' })).toBeTruthy();

    const card = await screen.findByRole('listitem', { name: 'Algebra revision' });
    expect(within(card).getByText('Class 9 A')).toBeTruthy();
    expect(within(card).getByText('Meena Iyer')).toBeTruthy();
    expect(within(card).getByText('60 minutes')).toBeTruthy();
    expect(within(card).getByText('On now')).toBeTruthy();
    const start = card.querySelector('time');
    expect(start?.getAttribute('datetime')).toBe(new Date(ongoing.startsAt).toISOString());
    expect(within(card).getByRole('link', { name: 'Join' }).getAttribute('href')).toBe(
      '/abhyas-live-class/lc-on',
    );
    expect(within(card).queryByRole('button', { name: 'Register' })).toBeNull();
    expect(categoriesAsked(requests)).toEqual(['PRESENT']);

    // Arrow keys move along the tabs and choose them; End and Home go to the ends, and the
    // ends wrap round.
    const tab = (name: string) => screen.getByRole('tab', { name });
    const press = (key: string) => {
      const focused = document.activeElement;
      if (!(focused instanceof HTMLElement)) throw new Error('nothing has the focus');
      fireEvent.keyDown(focused, { key });
    };
    tab('Ongoing').focus();
    press('ArrowRight');
    expect(tab('Today').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Today'));
    expect(await screen.findByText('No classes today.')).toBeTruthy();
    press('End');
    expect(document.activeElement).toBe(tab('Past'));
    press('ArrowRight');
    expect(document.activeElement).toBe(tab('Ongoing'));
    press('ArrowLeft');
    expect(document.activeElement).toBe(tab('Past'));
    press('Home');
    expect(document.activeElement).toBe(tab('Ongoing'));
    press('End');
    expect(tab('Past').getAttribute('aria-selected')).toBe('true');
    expect(location.current?.search).toBe('?category=PAST');

    fireEvent.click(screen.getByRole('tab', { name: 'Upcoming' }));
    const next = await screen.findByRole('listitem', { name: 'Coordinate geometry' });
    expect(within(next).getByText('Maths crash course')).toBeTruthy();
    expect(within(next).queryByText('Teacher')).toBeNull();
    expect(within(next).getByText('45 minutes')).toBeTruthy();
    expect(within(next).getByText('Upcoming')).toBeTruthy();
    expect(within(next).queryByRole('link', { name: 'Join' })).toBeNull();
    expect(new Set(categoriesAsked(requests))).toEqual(
      new Set(['PRESENT', 'TODAY', 'PAST', 'FUTURE']),
    );
    expect(categoriesAsked(requests).at(-1)).toBe('FUTURE');
  });

  it('writes a class’s start in the student’s language and own time zone', async () => {
    // The device says where the student is.
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      locale: 'en-IN',
      calendar: 'gregory',
      numberingSystem: 'latn',
      timeZone: 'America/New_York',
    });
    try {
      stubServer(serverClock(), byCategory({ PRESENT: [ongoing] }));
      renderLearn(<LiveClassesScreen />, await bundledBrand('abhyas'), {
        path: LIST,
        store: signedInStore(),
      });
      const card = await screen.findByRole('listitem', { name: 'Algebra revision' });
      const written = (timeZone: string) =>
        new Intl.DateTimeFormat('en-IN-u-nu-latn', {
          weekday: 'short',
          day: 'numeric',
          month: 'short',
          hour: 'numeric',
          minute: '2-digit',
          timeZoneName: 'short',
          timeZone,
        }).format(ongoing.startsAt);
      const shown = card.querySelector('time')?.textContent;
      expect(shown).toBe(written('America/New_York'));
      expect(shown).not.toBe(written('Asia/Kolkata'));
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('changes a registration only when the server answers', async () => {
    let release: (answer: Response) => void = () => undefined;
    const held = new Promise<Response>((resolve) => (release = resolve));
    const listOf = (liveClass: ReturnType<typeof makeLiveClass>) => ({
      body: { data: { liveClasses: [liveClass], total: 1 } },
    });
    const requests = stubServices(
      on('GET', '/api/test/now', { body: { data: { now: Date.now() } } }),
      on('GET', LIVE, listOf(upcoming), listOf({ ...upcoming, registered: true })),
      on(
        'PUT',
        `${LIVE}/lc-next/registration`,
        { status: 500, body: { code: 'INTERNAL', message: 'down' } },
        held,
      ),
    );
    renderLearn(<LiveClassesScreen />, await bundledBrand('abhyas'), {
      path: `${LIST}?category=FUTURE`,
      store: signedInStore(),
    });
    const card = await screen.findByRole('listitem', { name: 'Coordinate geometry' });
    const toggle = within(card).getByRole('button', { name: 'Register' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(toggle);
    expect(await within(card).findByRole('alert')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Register' })).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Register' }));
    const puts = () => requestsTo(requests, 'PUT', `${LIVE}/lc-next/registration`);
    await waitFor(() => expect(puts()).toHaveLength(2));
    // Pressed again while in flight: ignored, and still not shown as registered.
    fireEvent.click(within(card).getByRole('button', { name: 'Register' }));
    expect(puts()).toHaveLength(2);
    expect(within(card).getByRole('button', { name: 'Register' })).toBeTruthy();

    release(json({ data: { ...upcoming, registered: true, categories: ['FUTURE', 'REGD'] } }));
    const registered = await within(card).findByRole('button', { name: 'Registered' });
    expect(registered.getAttribute('aria-pressed')).toBe('true');
    expect(puts().map((r) => r.body)).toEqual([{ registered: true }, { registered: true }]);
    // The lists on screen are asked again, so the Registered tab follows the server.
    await waitFor(() => expect(requestsTo(requests, 'GET', LIVE)).toHaveLength(2));
  });

  it('says plainly when live classes are off for the student', async () => {
    stubServer(
      serverClock(),
      connectedProfiles,
      at('GET', LIVE, () => json(LIVE_CLASS_OFF, 403)),
    );
    renderLearn(<LiveClassesScreen />, await bundledBrand('abhyas'), {
      path: LIST,
      store: signedInStore(),
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Live classes are not offered to you here.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
