import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** At most this many events are read at once: enough to look at, never the whole table. */
export const EVENT_LIST_MAX = 1000;

export interface NewEvent {
  orgId: number;
  namespace: string;
  topic: string;
  payload: Record<string, unknown>;
  at: number;
}

export interface StoredEvent {
  id: string;
  orgId: number;
  namespace: string;
  topic: string;
  payload: unknown;
  at: number;
}

export interface EventFilter {
  orgId?: number | undefined;
  namespace?: string | undefined;
  topic?: string | undefined;
  /** Only events stored at or after this time (epoch ms). */
  since?: number | undefined;
  limit: number;
}

export async function insertEvent(db: Kysely<Database>, event: NewEvent): Promise<void> {
  await db
    .insertInto('events')
    .values({
      id: randomUUID(),
      namespace: event.namespace,
      topic: event.topic,
      payload: JSON.stringify(event.payload),
      org_id: event.orgId,
      created_at: event.at,
    })
    .execute();
}

/** The newest events first, narrowed by whichever filters are given. */
export async function listEvents(
  db: Kysely<Database>,
  filter: EventFilter,
): Promise<StoredEvent[]> {
  const rows = await db
    .selectFrom('events')
    .selectAll()
    .$if(filter.orgId !== undefined, (q) => q.where('org_id', '=', filter.orgId ?? 0))
    .$if(filter.namespace !== undefined, (q) => q.where('namespace', '=', filter.namespace ?? ''))
    .$if(filter.topic !== undefined, (q) => q.where('topic', '=', filter.topic ?? ''))
    .$if(filter.since !== undefined, (q) => q.where('created_at', '>=', filter.since ?? 0))
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(Math.min(Math.max(1, filter.limit), EVENT_LIST_MAX))
    .execute();
  return rows.map((row) => ({
    id: row.id,
    orgId: row.org_id,
    namespace: row.namespace,
    topic: row.topic,
    payload: JSON.parse(row.payload) as unknown,
    at: row.created_at,
  }));
}
