import {
  appNameOf,
  platformOfUserAgent,
  type ClientPlatform,
} from '../../domain/platform/clientPlatform.ts';

/** This browser's platform: WEB, or the Android or iOS app's web view. */
export const CLIENT_PLATFORM: ClientPlatform = platformOfUserAgent(
  navigator.userAgent,
  navigator.maxTouchPoints,
);
export const IN_WEB_VIEW = CLIENT_PLATFORM !== 'WEB';
export const APP_NAME = appNameOf(CLIENT_PLATFORM);
