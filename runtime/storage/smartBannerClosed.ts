import { readPersisted, writePersisted } from './persistedKeys.ts';

/** The id of the install-the-app banner this browser closed, if any. */
export function closedSmartBanner(): string | undefined {
  return readPersisted('smartBannerClosed');
}

/** Remembers the close for good (shell spec §4, "Smart banner": shown until closed). */
export function rememberSmartBannerClosed(bannerId: string): void {
  writePersisted('smartBannerClosed', bannerId);
}
