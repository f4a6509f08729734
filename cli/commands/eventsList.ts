import { EVENT_LIST_MAX, listEvents } from '../../server/services/events/eventStore.ts';
import { withOperatorDatabase } from '../events/openOperatorDatabase.ts';
import { eventNameOption, wholeNumber } from '../events/parseOptions.ts';
import { parseSince } from '../events/parseSince.ts';
import { EXIT } from '../exitCodes.ts';

export interface EventsListOptions {
  namespace?: string;
  topic?: string;
  org?: string;
  since?: string;
  limit: string;
  json?: boolean;
}

/**
 * `abhyas events list`: the stored analytics and error events, newest first — one line each
 * (time, organisation, namespace/topic, payload), or JSON.
 */
export default async function eventsList(options: EventsListOptions): Promise<number> {
  const filter = {
    namespace: options.namespace && eventNameOption('--namespace', options.namespace),
    topic: options.topic && eventNameOption('--topic', options.topic),
    orgId: options.org === undefined ? undefined : wholeNumber('--org', options.org, 0),
    since: options.since === undefined ? undefined : parseSince(options.since, Date.now()),
    limit: Math.min(wholeNumber('--limit', options.limit, 1), EVENT_LIST_MAX),
  };
  const events = await withOperatorDatabase((db) => listEvents(db, filter));
  if (options.json) {
    const rows = events.map((e) => ({ ...e, at: new Date(e.at).toISOString() }));
    console.log(JSON.stringify(rows, null, 2));
  } else if (events.length === 0) {
    console.log('No events match.');
  } else {
    for (const e of events)
      console.log(
        `${new Date(e.at).toISOString()}  org ${String(e.orgId)}  ${e.namespace}/${e.topic}  ${JSON.stringify(e.payload)}`,
      );
  }
  return EXIT.ok;
}
