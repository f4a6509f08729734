import { describe, expect, it } from 'vitest';
import { meetingsOf, parseServerEnv } from '../../../../server/config/serverConfig.ts';
import {
  jitsiMeetings,
  safeRoomName,
} from '../../../../server/providers/meetings/jitsiMeetings.ts';
import { meetingProviderOf } from '../../../../server/providers/meetings/meetingProviderOf.ts';

/** The room, name and pre-join switch a Jitsi address carries, read as Jitsi reads them. */
function readRoomUrl(url: string) {
  const parsed = new URL(url);
  const fragment = new URLSearchParams(parsed.hash.slice(1));
  return {
    origin: parsed.origin,
    path: parsed.pathname,
    search: parsed.search,
    displayName: JSON.parse(fragment.get('userInfo.displayName') ?? 'null') as unknown,
    prejoin: fragment.get('config.prejoinPageEnabled'),
  };
}

describe('Jitsi rooms', () => {
  it('are below the meeting address, with the student’s name in the fragment only', () => {
    const jitsi = jitsiMeetings('https://meet.jit.si');
    const url = jitsi.roomUrl('live-0a1b2c', { displayName: 'Asha Rao' });
    expect(readRoomUrl(url)).toEqual({
      origin: 'https://meet.jit.si',
      path: '/live-0a1b2c',
      search: '',
      displayName: 'Asha Rao',
      prejoin: 'false',
    });
    expect(jitsi.frameOrigins).toEqual(['https://meet.jit.si']);
  });

  it('keep a deployment’s own path and port, and frame only its origin', () => {
    const own = jitsiMeetings('http://127.0.0.1:8443/meet/');
    expect(readRoomUrl(own.roomUrl('maths', { displayName: 'A' }))).toMatchObject({
      origin: 'http://127.0.0.1:8443',
      path: '/meet/maths',
    });
    expect(own.frameOrigins).toEqual(['http://127.0.0.1:8443']);
  });

  it('carry any name, quotes, ampersands and scripts included, as the same text', () => {
    const name = 'Ravi "R&D" <b>Kumar</b> #1 रवि';
    const url = jitsiMeetings('https://meet.jit.si').roomUrl('room', { displayName: name });
    expect(readRoomUrl(url).displayName).toBe(name);
    expect(url).not.toMatch(/[<>"\s]/);
  });

  it('never leave their path segment, whatever the room is called', () => {
    for (const room of ['../admin', 'a/b?c#d', '%2e%2e', 'गणित कक्षा', '', '---'])
      expect(
        readRoomUrl(jitsiMeetings('https://meet.jit.si').roomUrl(room, { displayName: 'A' })).path,
      ).toMatch(/^\/[A-Za-z0-9_-]+$/);
  });

  it('keep safe names as they are and give names that had to change a hash of their own', () => {
    expect(safeRoomName('live-0a1b_2C')).toBe('live-0a1b_2C');
    expect(safeRoomName('Physics 11 A')).toMatch(/^Physics-11-A-[0-9a-f]{12}$/);
    // Two titles in another script are two rooms, not one.
    expect(safeRoomName('गणित')).not.toBe(safeRoomName('भौतिकी'));
    expect(safeRoomName('गणित')).toMatch(/^room-[0-9a-f]{12}$/);
    expect(safeRoomName('x'.repeat(500)).length).toBeLessThanOrEqual(200);
  });
});

describe('meeting settings', () => {
  it('default to Jitsi’s public service', () => {
    const settings = meetingsOf(parseServerEnv({}));
    expect(settings).toEqual({ provider: 'jitsi', meetingUrl: 'https://meet.jit.si' });
    expect(meetingProviderOf(settings).id).toBe('jitsi');
  });

  it('take a deployment’s own Jitsi, and refuse an address that is not http(s) or a provider we lack', () => {
    expect(
      meetingsOf(parseServerEnv({ LIVE_CLASS_MEETING_URL: 'https://meet.example.in' })).meetingUrl,
    ).toBe('https://meet.example.in');
    expect(() => parseServerEnv({ LIVE_CLASS_MEETING_URL: 'javascript:alert(1)' })).toThrow(
      /LIVE_CLASS_MEETING_URL/,
    );
    expect(() => parseServerEnv({ LIVE_CLASS_PROVIDER: 'zoom' })).toThrow(/LIVE_CLASS_PROVIDER/);
  });
});
