import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingMessage, OtpSender } from '../../../server/providers/OtpSender.ts';
import { smtpSender } from '../../../server/providers/smtpSender.ts';

/** A real SMTP server on loopback that keeps what it receives. */
const received: { to: string[]; data: string }[] = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let data = '';
    stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
      callback();
    });
  },
});

let url = '';
beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('smtpSender', () => {
  it('delivers e-mail codes over SMTP and hands SMS to the SMS sender', async () => {
    const sms: OutgoingMessage[] = [];
    const smsSender: OtpSender = { send: (m) => Promise.resolve(void sms.push(m)) };
    const sender = smtpSender(url, 'Abhyas <no-reply@abhyas.localhost>', smsSender);

    await sender.send({
      orgId: 1,
      channel: 'email',
      recipient: 'asha@example.com',
      subject: 'Your Abhyas code',
      body: '123456 is your Abhyas code.',
    });
    await sender.send({
      orgId: 1,
      channel: 'sms',
      recipient: '9876543210',
      subject: 's',
      body: '654321 is your code.',
    });

    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['asha@example.com']);
    expect(received[0]?.data).toContain('Subject: Your Abhyas code');
    expect(received[0]?.data).toContain('123456 is your Abhyas code.');
    expect(sms.map((m) => m.recipient)).toEqual(['9876543210']);
  });
});
