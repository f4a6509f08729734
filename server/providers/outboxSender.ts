import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { OtpSender } from './OtpSender.ts';

/**
 * Outside production, messages land in the outbox table (shown at /dev/outbox) so a person or a
 * test can finish a sign-up without a real SMS gateway or mail server.
 */
export function outboxSender(db: Kysely<Database>, clock: () => number): OtpSender {
  return {
    async send(message) {
      await db
        .insertInto('outbox')
        .values({
          id: randomUUID(),
          org_id: message.orgId,
          channel: message.channel,
          recipient: message.recipient,
          subject: message.subject,
          body: message.body,
          created_at: clock(),
        })
        .execute();
    },
  };
}
