import { execFileSync } from 'node:child_process';
import {
  createECDH,
  createPublicKey,
  createDecipheriv,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpush from 'web-push';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serverMessage } from '../../server/i18n/serverMessages.ts';
import { createTestApp, DIALECTS, familyWithChild, type Family, type TestApp } from './testApp.ts';

/**
 * Web Push for real, without the internet: a push service of our own on 127.0.0.1 receives what
 * `web-push` sends for a subscription made with real keys, and the test decrypts it as a browser
 * would (RFC 8291, aes128gcm). `web-push` speaks only https (it calls `https.request` whatever
 * the endpoint's scheme), so the service is https with a certificate made by openssl here, which
 * the app trusts through the TLS agent its push settings take.
 */

const HOST = 'abhyas.localhost';
const TEST_TITLE = 'JEE Main Mock 1';
const LINK = '/mock-test/jee-main-mock-1/analysis';
const SUBJECT = 'mailto:push-test@example.com';

interface Received {
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A push service: keeps each request, answers with the status it is told. */
function pushService(cert: { key: Buffer; cert: Buffer }) {
  const received: Received[] = [];
  let status = 201;
  const server: Server = createServer(cert, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.writeHead(status).end();
    });
  });
  return {
    received,
    answer: (next: number) => (status = next),
    listen: () =>
      new Promise<number>((resolve) => {
        server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** RFC 8291 §3.4: a user agent's decryption of one aes128gcm record. */
function decrypt(body: Buffer, browser: ReturnType<typeof createECDH>, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const shared = browser.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    browser.getPublicKey(),
    senderPublic,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32));
  const cek = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const nonce = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  );
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(-16));
  const padded = Buffer.concat([decipher.update(cipherText.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 2, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  expect(padded[end]).toBe(2);
  return padded.subarray(0, end).toString('utf8');
}

/** The VAPID token's claims, its signature checked with the server's public key (RFC 8292). */
function vapidClaims(authorization: string, publicKey: string): { aud: string; sub: string } {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(authorization);
  if (!match?.[1] || !match[2]) throw new Error(`not a VAPID header: ${authorization}`);
  expect(match[2]).toBe(publicKey);
  const [header, claims, signature] = match[1].split('.');
  const raw = Buffer.from(publicKey, 'base64url');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: raw.subarray(1, 33).toString('base64url'),
    y: raw.subarray(33, 65).toString('base64url'),
  };
  const ok = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature ?? '', 'base64url'),
  );
  expect(ok).toBe(true);
  return JSON.parse(Buffer.from(claims ?? '', 'base64url').toString('utf8')) as {
    aud: string;
    sub: string;
  };
}

describe.each(DIALECTS)('web push on %s', (dialect) => {
  let dir: string;
  let tls: { key: Buffer; cert: Buffer };
  let service: ReturnType<typeof pushService>;
  let port: number;
  let t: TestApp;
  let family: Family;
  const vapid = { ...webpush.generateVAPIDKeys(), subject: SUBJECT };

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'abhyas-push-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    tls = { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    service = pushService(tls);
    port = await service.listen();
    t = await createTestApp(dialect, {
      push: { vapid, agent: new Agent({ ca: tls.cert }), endpointHosts: ['127.0.0.1'] },
    });
    family = await familyWithChild(t, '9300000011');
  });
  afterEach(async () => {
    await t.close();
    await service.close();
  });

  it('sends an encrypted notice a browser decrypts, signed with the server key', async () => {
    const browser = createECDH('prime256v1');
    browser.generateKeys();
    const auth = randomBytes(16);
    const endpoint = `https://127.0.0.1:${port}/push/device-abc`;
    const subscription = {
      endpoint,
      keys: {
        p256dh: browser.getPublicKey().toString('base64url'),
        auth: auth.toString('base64url'),
      },
    };
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/fcm-token',
      payload: {
        notification_token: JSON.stringify(subscription),
        platform: 'web',
        device_id: 'b-1',
      },
      headers: { host: HOST, 'x-auth-token': family.childToken },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const key = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/push/public-key',
      headers: { host: HOST },
    });
    expect(key.json()).toEqual({ payload: { publicKey: vapid.publicKey } });

    const values = { test: TEST_TITLE };
    await t.app.notifier.notify({
      orgId: 1,
      childId: family.childId,
      kind: 'analysisReady',
      dedupeKey: 'push-1',
      values,
      link: LINK,
    });
    await t.app.notifier.settled();

    expect(service.received).toHaveLength(1);
    const [push] = service.received;
    if (!push) throw new Error('no push arrived');
    expect(push.url).toBe('/push/device-abc');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    const claims = vapidClaims(String(push.headers.authorization), vapid.publicKey);
    expect(claims).toMatchObject({ aud: `https://127.0.0.1:${port}`, sub: SUBJECT });
    expect(JSON.parse(decrypt(push.body, browser, auth))).toEqual({
      title: serverMessage('notice.analysisReady.title', 'en', values),
      body: serverMessage('notice.analysisReady.body', 'en', values),
      link: LINK,
    });
    const [delivery] = await t.deps.db
      .selectFrom('notification_deliveries')
      .selectAll()
      .where('child_id', '=', family.childId)
      .where('channel', '=', 'PN')
      .execute();
    expect(delivery?.status).toBe('sent');

    // A subscription the push service no longer knows (410) is forgotten.
    service.answer(410);
    await t.app.notifier.notify({
      orgId: 1,
      childId: family.childId,
      kind: 'analysisReady',
      dedupeKey: 'push-2',
      values,
      link: LINK,
    });
    await t.app.notifier.settled();
    expect(service.received).toHaveLength(2);
    const left = await t.deps.db
      .selectFrom('push_subscriptions')
      .selectAll()
      .where('child_id', '=', family.childId)
      .execute();
    expect(left).toEqual([]);
  });
});
