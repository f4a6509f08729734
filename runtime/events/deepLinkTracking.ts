import {
  deepLinkEventCall,
  deepLinkOpenCall,
  TRACKING_ID,
  TRACKING_ID_PARAM,
  trackingDetailsCall,
} from '../../domain/contracts/deepLinks.ts';
import { callApi } from '../api/callApi.ts';
import { CLIENT_PLATFORM } from '../platform/clientPlatform.ts';
import { readPersisted, writePersisted, type PersistedValue } from '../storage/persistedKeys.ts';

type StoredLink = PersistedValue<'deepLink'>;

const readLink = () => readPersisted('deepLink');
const writeLink = (link: StoredLink) => writePersisted('deepLink', link);

/** The deep link this browser came from, if any (for calls that carry a tracking id). */
export function currentTrackingId(): string | undefined {
  return readLink()?.tracking_id;
}

/**
 * When the app opens from a deep link (its query names a tracking id): keeps the id, tells the
 * service the link was opened and learns which events the link wants (learning-experience spec
 * §7). The same link opened again keeps what was already reported. Failures only leave a log
 * line: tracking must never stand in the student's way.
 */
export async function startDeepLinkTracking(search: string): Promise<void> {
  const trackingId = new URLSearchParams(search).get(TRACKING_ID_PARAM);
  if (trackingId === null || !TRACKING_ID.test(trackingId)) return;
  const known = readLink();
  const link =
    known?.tracking_id === trackingId
      ? known
      : { tracking_id: trackingId, desired_events: [], reported_events: [] };
  writeLink(link);
  try {
    await callApi(deepLinkOpenCall, {
      body: { tracking_id: trackingId, platform: CLIENT_PLATFORM },
    });
    const details = await callApi(trackingDetailsCall, { params: { id: trackingId } });
    if (readLink()?.tracking_id !== trackingId) return;
    writeLink({ ...link, desired_events: details.body.payload.desired_events });
  } catch (error) {
    console.warn(`deep link ${trackingId} could not be tracked`, error);
  }
}

/** Reports a desired event of the current deep link once; a failed report is tried next time. */
export function noteDeepLinkEvent(eventId: string): void {
  const link = readLink();
  if (!link?.desired_events.includes(eventId) || link.reported_events.includes(eventId)) return;
  writeLink({ ...link, reported_events: [...link.reported_events, eventId] });
  const body = { tracking_id: link.tracking_id, platform: CLIENT_PLATFORM, event_id: eventId };
  callApi(deepLinkEventCall, { body }).catch((error: unknown) => {
    const now = readLink();
    if (now?.tracking_id === link.tracking_id)
      writeLink({ ...now, reported_events: now.reported_events.filter((e) => e !== eventId) });
    console.warn(`deep link event ${eventId} was not recorded`, error);
  });
}
