import type { FastifyPluginCallback } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../AppDeps.ts';
import { escapeHtml } from '../../http/escapeHtml.ts';
import { outboxStore } from './outboxStore.ts';

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
export const devOutboxService: FastifyPluginCallback<{ deps: AppDeps }> = (app, { deps }, done) => {
  const store = outboxStore(deps.db);

  app.get(
    '/dev/outbox.json',
    {
      schema: {
        tags: ['dev'],
        summary: 'Latest messages sent, newest first',
        response: { 200: z.object({ messages: z.array(outboxEntry) }) },
      },
    },
    async (request) => ({ messages: await store.latest(request.brand.organisationId) }),
  );

  app.get('/dev/outbox', { schema: { hide: true } }, async (request, reply) => {
    const rows = (await store.latest(request.brand.organisationId))
      .map(
        (m) =>
          `<tr><td>${escapeHtml(new Date(m.created_at).toISOString())}</td><td>${escapeHtml(m.channel)}</td><td>${escapeHtml(m.recipient)}</td><td>${escapeHtml(m.body)}</td></tr>`,
      )
      .join('');
    const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev outbox</title><meta http-equiv="refresh" content="5"></head><body><h1>Dev outbox — ${escapeHtml(request.brand.name)}</h1><table><thead><tr><th>Sent</th><th>Channel</th><th>To</th><th>Message</th></tr></thead><tbody>${rows}</tbody></table></body></html>`;
    return reply.type('text/html; charset=utf-8').send(page);
  });
  done();
};
