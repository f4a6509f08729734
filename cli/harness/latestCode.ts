import type { FastifyInstance } from 'fastify';

/** The newest code sent to a recipient, read from the dev outbox as a person would. */
export async function latestCode(
  app: FastifyInstance,
  host: string,
  recipient: string,
): Promise<string> {
  const answer = await app.inject({ method: 'GET', url: '/dev/outbox.json', headers: { host } });
  const { messages } = answer.json<{ messages: { recipient: string; body: string }[] }>();
  const message = messages.find((m) => m.recipient === recipient);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${recipient}`);
  return code;
}
