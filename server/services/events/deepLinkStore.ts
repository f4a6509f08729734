import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ClientPlatform } from '../../../domain/platform/clientPlatform.ts';
import type { Database } from '../../db/schema.ts';

/** Random tracking ids are this many bytes (12 URL-safe characters): unguessable, short in a link. */
const TRACKING_ID_BYTES = 9;

export interface DeepLink {
  orgId: number;
  trackingId: string;
  desiredEvents: string[];
  label: string | undefined;
  createdAt: number;
}

export interface DeepLinkReport extends DeepLink {
  opens: number;
  /** How many times each desired event was reported. */
  events: Record<string, number>;
}

export interface DeepLinkHit {
  orgId: number;
  trackingId: string;
  platform: ClientPlatform;
  browserId: string | undefined;
  at: number;
}

const desiredOf = (json: string) => JSON.parse(json) as string[];

export async function findDeepLink(
  db: Kysely<Database>,
  orgId: number,
  trackingId: string,
): Promise<DeepLink | undefined> {
  const row = await db
    .selectFrom('deep_links')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('tracking_id', '=', trackingId)
    .executeTakeFirst();
  return (
    row && {
      orgId: row.org_id,
      trackingId: row.tracking_id,
      desiredEvents: desiredOf(row.desired_events),
      label: row.label ?? undefined,
      createdAt: row.created_at,
    }
  );
}

/** Makes a deep link; a random tracking id unless one is given. Undefined when the id is taken. */
export async function createDeepLink(
  db: Kysely<Database>,
  link: Omit<DeepLink, 'trackingId'> & { trackingId?: string | undefined },
): Promise<DeepLink | undefined> {
  const trackingId = link.trackingId ?? randomBytes(TRACKING_ID_BYTES).toString('base64url');
  if (await findDeepLink(db, link.orgId, trackingId)) return undefined;
  await db
    .insertInto('deep_links')
    .values({
      org_id: link.orgId,
      tracking_id: trackingId,
      desired_events: JSON.stringify(link.desiredEvents),
      label: link.label ?? null,
      created_at: link.createdAt,
    })
    .execute();
  return { ...link, trackingId };
}

const hitRow = (hit: DeepLinkHit) => ({
  id: randomUUID(),
  org_id: hit.orgId,
  tracking_id: hit.trackingId,
  platform: hit.platform,
  browser_id: hit.browserId ?? null,
  created_at: hit.at,
});

export async function recordOpen(db: Kysely<Database>, hit: DeepLinkHit): Promise<void> {
  await db.insertInto('deep_link_opens').values(hitRow(hit)).execute();
}

export async function recordEvent(
  db: Kysely<Database>,
  hit: DeepLinkHit & { eventId: string },
): Promise<void> {
  await db
    .insertInto('deep_link_events')
    .values({ ...hitRow(hit), event_id: hit.eventId })
    .execute();
}

/** Every deep link (of one organisation, when given), newest first, with its opens and events. */
export async function listDeepLinks(
  db: Kysely<Database>,
  orgId?: number,
): Promise<DeepLinkReport[]> {
  const links = await db
    .selectFrom('deep_links')
    .selectAll()
    .$if(orgId !== undefined, (q) => q.where('org_id', '=', orgId ?? 0))
    .orderBy('created_at', 'desc')
    .execute();
  const opens = await db
    .selectFrom('deep_link_opens')
    .select(['org_id', 'tracking_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy(['org_id', 'tracking_id'])
    .execute();
  const events = await db
    .selectFrom('deep_link_events')
    .select([
      'org_id',
      'tracking_id',
      'event_id',
      (eb) => eb.fn.countAll<number | string>().as('n'),
    ])
    .groupBy(['org_id', 'tracking_id', 'event_id'])
    .execute();
  const keyOf = (row: { org_id: number; tracking_id: string }) =>
    `${String(row.org_id)} ${row.tracking_id}`;
  const openCounts = new Map(opens.map((row) => [keyOf(row), Number(row.n)]));
  return links.map((row) => {
    const key = keyOf(row);
    const desired = desiredOf(row.desired_events);
    const counts: Record<string, number> = Object.fromEntries(desired.map((e) => [e, 0]));
    for (const event of events) if (keyOf(event) === key) counts[event.event_id] = Number(event.n);
    return {
      orgId: row.org_id,
      trackingId: row.tracking_id,
      desiredEvents: desired,
      label: row.label ?? undefined,
      createdAt: row.created_at,
      opens: openCounts.get(key) ?? 0,
      events: counts,
    };
  });
}
