// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_HEARTBEAT_SECONDS } from '../../../../domain/liveClass/attendance.ts';
import { LiveClassScreen } from '../../../../renderers/screens/liveClass/LiveClassScreen.tsx';
import { bundledBrand } from '../renderWithShell.tsx';
import { renderLearn, signedInStore, stubServer } from '../renderLearn.tsx';
import { at, json, LIVE, makeLiveClass, MINUTE } from './liveClassFixtures.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const PATTERN = '/abhyas-live-class/:liveClassId/:type?';
const ROOM_URL = 'https://meet.example.test/abhyas-lc-1#userInfo.displayName=%22Ravi%22';
const SECOND = 1_000;

async function renderClass() {
  return renderLearn(<LiveClassScreen />, await bundledBrand('abhyas'), {
    path: '/abhyas-live-class/lc-1',
    pattern: PATTERN,
    store: signedInStore(),
  });
}

interface Sent {
  event: string;
  keepalive: boolean | undefined;
}

/** A class on now with its room, and every attendance event the page sends, as sent. */
function stubOngoingClass(): Sent[] {
  const now = Date.now();
  const sent: Sent[] = [];
  stubServer(
    at('GET', '/api/test/now', () => json({ data: { now: Date.now() } })),
    at('GET', `${LIVE}/lc-1`, () =>
      json({
        data: makeLiveClass({
          liveClassId: 'lc-1',
          title: 'Algebra revision',
          startsAt: now - 10 * MINUTE,
          categories: ['TODAY', 'PRESENT', 'DEFAULT'],
        }),
      }),
    ),
    at('GET', `${LIVE}/lc-1/room`, () => json({ data: { url: ROOM_URL } })),
    at('POST', `${LIVE}/lc-1/attendance`, () =>
      json({
        data: {
          liveClassAttendedStatus: sent.length > 1 ? 'PARTIAL' : 'NOT_STARTED',
          timeSpent: (sent.length - 1) * LIVE_HEARTBEAT_SECONDS,
        },
      }),
    ),
  );
  // What fetch was given, keepalive included (the stub keeps method, address and body).
  const stubbed = vi.mocked(fetch);
  const answer = stubbed.getMockImplementation();
  if (!answer) throw new Error('fetch is not stubbed');
  stubbed.mockImplementation((input: RequestInfo | URL, init?: RequestInit) => {
    const address = input instanceof Request ? input.url : input.toString();
    if (address.endsWith('/attendance') && typeof init?.body === 'string') {
      const { event } = JSON.parse(init.body) as { event: string };
      sent.push({ event, keepalive: init.keepalive });
    }
    return answer(input, init);
  });
  return sent;
}

const events = (sent: Sent[]) => sent.map((s) => s.event);

/** Moves the fake clock on, letting React render what the timers did. */
function passTime(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('the class while it is on', () => {
  it('embeds the room and tells the server join, a heartbeat every 30 s, and leave', async () => {
    // Fake time that also runs on by itself, so the page's other waits go on as usual.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sent = stubOngoingClass();
    await renderClass();

    const room = await screen.findByTitle('Live class: Algebra revision');
    expect(room.tagName).toBe('IFRAME');
    expect(room.getAttribute('src')).toBe(ROOM_URL);
    expect(room.getAttribute('allow')).toBe('camera; microphone; fullscreen; display-capture');
    await waitFor(() => expect(events(sent)).toEqual(['join']));
    expect(await screen.findByText('Your time in class: 0 minutes 0 seconds')).toBeTruthy();

    passTime((LIVE_HEARTBEAT_SECONDS / 2) * SECOND);
    expect(events(sent)).toEqual(['join']);
    passTime((LIVE_HEARTBEAT_SECONDS / 2) * SECOND);
    await waitFor(() => expect(events(sent)).toEqual(['join', 'heartbeat']));
    passTime(LIVE_HEARTBEAT_SECONDS * SECOND);
    await waitFor(() => expect(events(sent)).toEqual(['join', 'heartbeat', 'heartbeat']));
    expect(await screen.findByText('Your time in class: 1 minute 0 seconds')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Leave class' }));
    await waitFor(() => expect(events(sent)).toEqual(['join', 'heartbeat', 'heartbeat', 'leave']));
    expect(screen.queryByTitle('Live class: Algebra revision')).toBeNull();
    expect(screen.getByText('You left the class. You can join again while it is on.')).toBeTruthy();
    // Out of the room, nothing more is said.
    passTime(3 * LIVE_HEARTBEAT_SECONDS * SECOND);
    expect(sent).toHaveLength(4);

    fireEvent.click(screen.getByRole('button', { name: 'Join again' }));
    expect(await screen.findByTitle('Live class: Algebra revision')).toBeTruthy();
    await waitFor(() => expect(events(sent).at(-1)).toBe('join'));
  });

  it('says the student left when the page goes away, in requests that outlive the page', async () => {
    const sent = stubOngoingClass();
    const view = await renderClass();
    await screen.findByTitle('Live class: Algebra revision');
    await waitFor(() => expect(events(sent)).toEqual(['join']));

    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(sent.at(-1)).toEqual({ event: 'leave', keepalive: true }));

    // Shown again from the back-forward cache: back in the room.
    const shown = new Event('pageshow');
    Object.defineProperty(shown, 'persisted', { value: true });
    window.dispatchEvent(shown);
    await waitFor(() => expect(events(sent)).toEqual(['join', 'leave', 'join']));

    // Another page of the app.
    view.unmount();
    await waitFor(() => expect(sent.at(-1)).toEqual({ event: 'leave', keepalive: true }));
    expect(events(sent)).toEqual(['join', 'leave', 'join', 'leave']);
  });
});

describe('the class before and after', () => {
  it('after the end, leads to the summary and the performance', async () => {
    const startsAt = Date.now() - 2 * 60 * MINUTE;
    stubServer(
      at('GET', '/api/test/now', () => json({ data: { now: Date.now() } })),
      at('GET', `${LIVE}/lc-1`, () =>
        json({
          data: makeLiveClass({
            liveClassId: 'lc-1',
            title: 'Algebra revision',
            startsAt,
            liveClassAttendedStatus: 'ATTENDED',
            timeSpent: 45 * 60,
          }),
        }),
      ),
    );
    await renderClass();
    expect(await screen.findByText('This class has ended.')).toBeTruthy();
    expect(screen.getByText('Status: Ended · Attended')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See summary' }).getAttribute('href')).toBe(
      '/abhyas-live-class/lc-1/postsummary',
    );
    expect(
      screen
        .getByRole('link', { name: 'See your performance in live classes' })
        .getAttribute('href'),
    ).toBe('/abhyas-live-class/lc-1/postsummary?analysis=performance');
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });

  it('says a class is not the student’s without showing anything of it', async () => {
    stubServer(
      at('GET', '/api/test/now', () => json({ data: { now: Date.now() } })),
      at('GET', `${LIVE}/lc-1`, () =>
        json({ code: 'LIVE_CLASS_NOT_FOUND', message: 'No such live class' }, 404),
      ),
    );
    await renderClass();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This live class was not found, or it is not for your class.',
    );
  });
});
