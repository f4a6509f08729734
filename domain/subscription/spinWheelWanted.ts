import type { ClientPlatform } from '../platform/clientPlatform.ts';

/**
 * Whether the payment screen asks if the child may spin (shell spec §4, "Cart"): never in the iOS
 * app's web view (App Store rules on games of chance around payments), and only while analytics
 * tracking is on, since the spin is a tracked promotion. The web has no tracking switch of its
 * own yet, so there it is on unless the browser asks not to be tracked.
 */
export function spinWheelWanted(platform: ClientPlatform, doNotTrack: boolean): boolean {
  return platform !== 'IOS' && !doNotTrack;
}
