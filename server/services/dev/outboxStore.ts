import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Messages shown, newest first. */
export const OUTBOX_PAGE_SIZE = 50;

/** SQL of the dev outbox: the last messages "sent" within one organisation. */
export function outboxStore(db: Kysely<Database>) {
  return {
    latest(orgId: number) {
      return db
        .selectFrom('outbox')
        .select(['id', 'channel', 'recipient', 'subject', 'body', 'created_at'])
        .where('org_id', '=', orgId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(OUTBOX_PAGE_SIZE)
        .execute();
    },
  };
}
