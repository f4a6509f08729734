import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingMessage, OtpSender } from '../../../server/providers/OtpSender.ts';
import { httpSmsSender } from '../../../server/providers/httpSmsSender.ts';

/** A local SMS gateway that keeps what it is sent, and refuses the number 9999999999. */
const gateway = Fastify();
const received: { auth: string | undefined; body: unknown }[] = [];
gateway.post('/sms', (request, reply) => {
  received.push({ auth: request.headers.authorization, body: request.body });
  const { to } = request.body as { to: string };
  return to.endsWith('9999999999') ? reply.code(503).send({ error: 'down' }) : { id: 'm1' };
});
let url = '';
beforeAll(async () => {
  await gateway.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}/sms`;
});
afterAll(() => gateway.close());

const message = (channel: 'sms' | 'email', recipient: string): OutgoingMessage => ({
  orgId: 1,
  channel,
  recipient,
  subject: 'Your code',
  body: '123456 is your Abhyas code.',
});

describe('httpSmsSender', () => {
  it('posts SMS to the gateway with the +91 prefix and its token, and hands e-mail on', async () => {
    const emails: OutgoingMessage[] = [];
    const email: OtpSender = { send: (m) => Promise.resolve(void emails.push(m)) };
    const sender = httpSmsSender(url, 'gateway-token', email);
    await sender.send(message('sms', '9876543210'));
    await sender.send(message('email', 'asha@example.com'));
    expect(received).toEqual([
      {
        auth: 'Bearer gateway-token',
        body: { to: '+919876543210', text: '123456 is your Abhyas code.' },
      },
    ]);
    expect(emails.map((m) => m.recipient)).toEqual(['asha@example.com']);
  });

  it('answers DELIVERY_FAILED when the gateway refuses or cannot be reached', async () => {
    const email: OtpSender = { send: () => Promise.resolve() };
    await expect(
      httpSmsSender(url, 't', email).send(message('sms', '9999999999')),
    ).rejects.toMatchObject({ code: 'DELIVERY_FAILED', status: 502 });
    await expect(
      httpSmsSender('http://127.0.0.1:1/sms', 't', email).send(message('sms', '9876543210')),
    ).rejects.toMatchObject({ code: 'DELIVERY_FAILED' });
  });
});
