import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../AppDeps.ts';

/** Messages shown, newest first. */
export const OUTBOX_PAGE_SIZE = 50;

const outboxEntry = z.object({
  id: z.string(),
  channel: z.string(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  created_at: z.number(),
});

/**
 * The dev outbox (never mounted in production): the codes and e-mails the server "sent", so a
 * person or a test can finish a sign-up locally. Scoped to the host's organisation.
 */
export function devOutboxRoutes(app: FastifyInstance, { db }: AppDeps) {
  const latest = (orgId: number) =>
    db
      .selectFrom('outbox')
      .select(['id', 'channel', 'recipient', 'subject', 'body', 'created_at'])
      .where('org_id', '=', orgId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(OUTBOX_PAGE_SIZE)
      .execute();

  app.get(
    '/dev/outbox.json',
    {
      schema: {
        tags: ['dev'],
        summary: 'Latest messages sent, newest first',
        response: { 200: z.object({ messages: z.array(outboxEntry) }) },
      },
    },
    async (request) => ({ messages: await latest(request.brand.organisationId) }),
  );

  app.get('/dev/outbox', { schema: { hide: true } }, async (request, reply) => {
    const rows = (await latest(request.brand.organisationId))
      .map(
        (m) =>
          `<tr><td>${escape(new Date(m.created_at).toISOString())}</td><td>${escape(m.channel)}</td><td>${escape(m.recipient)}</td><td>${escape(m.body)}</td></tr>`,
      )
      .join('');
    const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev outbox</title><meta http-equiv="refresh" content="5"></head><body><h1>Dev outbox — ${escape(request.brand.name)}</h1><table><thead><tr><th>Sent</th><th>Channel</th><th>To</th><th>Message</th></tr></thead><tbody>${rows}</tbody></table></body></html>`;
    return reply.type('text/html; charset=utf-8').send(page);
  });
}

function escape(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}
