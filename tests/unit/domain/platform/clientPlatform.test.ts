import { describe, expect, it } from 'vitest';
import { appNameOf, platformOfUserAgent } from '../../../../domain/platform/clientPlatform.ts';

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const ANDROID_WEB_VIEW =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0 Mobile Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IOS_WEB_VIEW =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

describe('platformOfUserAgent', () => {
  it('tells the apps’ web views from browsers', () => {
    expect(platformOfUserAgent(CHROME_ANDROID)).toBe('WEB');
    expect(platformOfUserAgent(SAFARI_IPHONE)).toBe('WEB');
    expect(platformOfUserAgent(ANDROID_WEB_VIEW)).toBe('ANDROID');
    expect(platformOfUserAgent(IOS_WEB_VIEW)).toBe('IOS');
  });

  it('believes our own app’s name in the user agent first', () => {
    expect(platformOfUserAgent(`${SAFARI_IPHONE} AbhyasApp/iOS`)).toBe('IOS');
    expect(platformOfUserAgent(`${CHROME_ANDROID} AbhyasApp/Android`)).toBe('ANDROID');
  });

  it('tells an iPad’s web view, which asks for desktop pages, from a Mac', () => {
    const IPAD_WEB_VIEW =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko)';
    const SAFARI_MAC = `${IPAD_WEB_VIEW} Version/18.1 Safari/605.1.15`;
    expect(platformOfUserAgent(IPAD_WEB_VIEW, 5)).toBe('IOS');
    expect(platformOfUserAgent(IPAD_WEB_VIEW, 0)).toBe('WEB');
    expect(platformOfUserAgent(SAFARI_MAC, 5)).toBe('WEB');
  });

  it('names the app as the spec says', () => {
    expect(appNameOf('WEB')).toBe('STUDENT_APP');
    expect(appNameOf('IOS')).toBe('EXPERIMENTS_APP');
    expect(appNameOf('ANDROID')).toBe('EXPERIMENTS_APP');
  });
});
