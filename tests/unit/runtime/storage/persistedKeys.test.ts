// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../../runtime/api/tokenStore.ts';
import { LOCALE_STORAGE_KEY } from '../../../../runtime/i18n/localeAtom.ts';
import {
  OPTIMISED_VIDEO_KEEP_MS,
  optimisedVideoOn,
  rememberOptimisedVideo,
} from '../../../../runtime/storage/optimisedVideo.ts';
import {
  PERSISTED,
  PERSISTED_KEYS,
  readPersisted,
  writePersisted,
} from '../../../../runtime/storage/persistedKeys.ts';
import { rememberRoute } from '../../../../runtime/storage/routeMemory.ts';
import {
  closedSmartBanner,
  rememberSmartBannerClosed,
} from '../../../../runtime/storage/smartBannerClosed.ts';
import { firstTimeFor } from '../../../../runtime/storage/tabEventStates.ts';
import { readTrackingId, rememberTrackingId } from '../../../../runtime/storage/trackingId.ts';

afterEach(() => localStorage.clear());

describe('locally persisted keys (shell spec §3)', () => {
  it('lists every key the spec names, each under one storage name', () => {
    expect(Object.keys(PERSISTED)).toEqual(
      expect.arrayContaining([
        'locale',
        'currentRoute',
        'prevPath',
        'trackingId',
        'optimisedVideo',
        'tabEventStates',
        'browserId',
      ]),
    );
    const names = Object.values(PERSISTED_KEYS);
    expect(new Set(names).size).toBe(names.length);
  });

  it('is where the session and the language take their storage names from', () => {
    expect(STORAGE_KEYS.browserId).toBe(PERSISTED_KEYS.browserId);
    expect(STORAGE_KEYS.token).toBe(PERSISTED_KEYS.authToken);
    expect(LOCALE_STORAGE_KEY).toBe('locale');
  });

  it('stores strings as they are and other values as JSON, and ignores what no longer fits', () => {
    writePersisted('prevPath', '/learn/home');
    expect(localStorage.getItem('prevPath')).toBe('/learn/home');
    writePersisted('tabEventStates', { 'chatbot.shown': true });
    expect(JSON.parse(localStorage.getItem('tab-event-states') ?? '')).toEqual({
      'chatbot.shown': true,
    });
    localStorage.setItem('tab-event-states', '{not json');
    expect(readPersisted('tabEventStates')).toBeUndefined();
    localStorage.setItem('optimised_video', JSON.stringify({ on: 'yes' }));
    expect(readPersisted('optimisedVideo')).toBeUndefined();
  });
});

describe('optimised_video', () => {
  const DAY = 24 * 60 * 60 * 1000;

  it('is kept for 7 days from the visit that set it', () => {
    const now = Date.UTC(2025, 0, 1);
    expect(OPTIMISED_VIDEO_KEEP_MS).toBe(7 * DAY);
    rememberOptimisedVideo(new URLSearchParams('optimised_video=true'), now);
    expect(optimisedVideoOn(now + 7 * DAY - 1)).toBe(true);
    expect(optimisedVideoOn(now + 7 * DAY)).toBe(false);
    expect(localStorage.getItem('optimised_video')).toBeNull();
  });

  it('can be turned off by the address, and is off when never set', () => {
    expect(optimisedVideoOn()).toBe(false);
    rememberOptimisedVideo(new URLSearchParams('optimised_video=true'));
    rememberOptimisedVideo(new URLSearchParams('optimised_video=false'));
    expect(optimisedVideoOn()).toBe(false);
    rememberOptimisedVideo(new URLSearchParams('other=1'));
    expect(optimisedVideoOn()).toBe(false);
  });
});

describe('tracking id, routes, tab events and the smart banner', () => {
  it('keeps the latest tracking id an address carries', () => {
    expect(readTrackingId()).toBeUndefined();
    rememberTrackingId(new URLSearchParams('tracking_id=qr-1'));
    rememberTrackingId(new URLSearchParams('lr=x'));
    expect(readTrackingId()).toBe('qr-1');
    rememberTrackingId(new URLSearchParams('tracking_id=qr-2'));
    expect(readTrackingId()).toBe('qr-2');
  });

  it('moves the current route to prevPath on each new route', () => {
    rememberRoute('/learn/home');
    expect(localStorage.getItem('currentRoute')).toBe('/learn/home');
    expect(localStorage.getItem('prevPath')).toBeNull();
    rememberRoute('/search/all?q=atoms');
    rememberRoute('/search/all?q=atoms');
    expect(localStorage.getItem('currentRoute')).toBe('/search/all?q=atoms');
    expect(localStorage.getItem('prevPath')).toBe('/learn/home');
  });

  it('says yes to a once-only event the first time only', () => {
    expect(firstTimeFor('chatbot.shown')).toBe(true);
    expect(firstTimeFor('chatbot.shown')).toBe(false);
    expect(firstTimeFor('other')).toBe(true);
  });

  it('remembers which smart banner was closed', () => {
    expect(closedSmartBanner()).toBeUndefined();
    rememberSmartBannerClosed('app-2025');
    expect(closedSmartBanner()).toBe('app-2025');
    expect(localStorage.getItem('smart-banner-closed')).toBe('app-2025');
  });
});
