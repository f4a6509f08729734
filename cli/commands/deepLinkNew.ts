import { TRACKING_ID, TRACKING_ID_PARAM } from '../../domain/contracts/deepLinks.ts';
import { createDeepLink } from '../../server/services/events/deepLinkStore.ts';
import { withOperatorDatabase } from '../events/openOperatorDatabase.ts';
import { eventNameOption, wholeNumber } from '../events/parseOptions.ts';
import { EXIT, UsageError } from '../exitCodes.ts';

export interface DeepLinkNewOptions {
  org: string;
  events: string[];
  id?: string;
  label?: string;
  json?: boolean;
}

/**
 * `abhyas events deep-link new`: makes a tracking id for a campaign link and the events it wants
 * to hear of; the link is any address of the brand with `?tracking_id=<id>` added.
 */
export default async function deepLinkNew(options: DeepLinkNewOptions): Promise<number> {
  const orgId = wholeNumber('--org', options.org, 0);
  const desiredEvents = [...new Set(options.events.map((e) => eventNameOption('--events', e)))];
  if (options.id !== undefined && !TRACKING_ID.test(options.id))
    throw new UsageError(`--id ${options.id}: use 1 to 64 letters, digits, dashes or underscores`);
  const link = await withOperatorDatabase((db) =>
    createDeepLink(db, {
      orgId,
      trackingId: options.id,
      desiredEvents,
      label: options.label,
      createdAt: Date.now(),
    }),
  );
  if (!link)
    throw new UsageError(
      `organisation ${String(orgId)} already has a deep link ${options.id ?? ''}`,
    );
  if (options.json) {
    console.log(
      JSON.stringify({ ...link, createdAt: new Date(link.createdAt).toISOString() }, null, 2),
    );
  } else {
    console.log(
      `deep link ${link.trackingId} (organisation ${String(orgId)}) tracks ${desiredEvents.join(', ')}`,
    );
    console.log(`add ?${TRACKING_ID_PARAM}=${link.trackingId} to any address of the brand`);
  }
  return EXIT.ok;
}
