import { TRACKING_ID_PARAM } from '../../domain/contracts/deepLinks.ts';
import { readPersisted, writePersisted } from './persistedKeys.ts';

/** Keeps a tracking id the address carries, replacing an older one. */
export function rememberTrackingId(search: Pick<URLSearchParams, 'get'>): void {
  const id = search.get(TRACKING_ID_PARAM);
  if (id) writePersisted('trackingId', id);
}

/** The tracking id of the latest QR-code visit, if any. */
export function readTrackingId(): string | undefined {
  return readPersisted('trackingId');
}
