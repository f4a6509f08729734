import { listDeepLinks } from '../../server/services/events/deepLinkStore.ts';
import { withOperatorDatabase } from '../events/openOperatorDatabase.ts';
import { wholeNumber } from '../events/parseOptions.ts';
import { EXIT } from '../exitCodes.ts';

/** `abhyas events deep-link list`: every deep link with its opens and how often each desired event came. */
export default async function deepLinkList(options: { org?: string; json?: boolean }) {
  const orgId = options.org === undefined ? undefined : wholeNumber('--org', options.org, 0);
  const links = await withOperatorDatabase((db) => listDeepLinks(db, orgId));
  if (options.json) {
    const rows = links.map((l) => ({ ...l, createdAt: new Date(l.createdAt).toISOString() }));
    console.log(JSON.stringify(rows, null, 2));
  } else if (links.length === 0) {
    console.log('No deep links yet.');
  } else {
    for (const link of links) {
      const events = Object.entries(link.events).map(([id, n]) => `${id} ${String(n)}`);
      const label = link.label === undefined ? '' : `  (${link.label})`;
      console.log(
        `${link.trackingId}  org ${String(link.orgId)}  opens ${String(link.opens)}  ${events.join(', ')}${label}`,
      );
    }
  }
  return EXIT.ok;
}
