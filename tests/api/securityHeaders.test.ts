import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseServerEnv, securitySettingsOf } from '../../server/config/serverConfig.ts';
import { createTestApp, DIALECTS, latestCode, type Dialect, type TestApp } from './testApp.ts';

const HOST = 'abhyas.localhost';
const PASSWORD = 'Str0ng#pass';
const MOBILE = '9000000501';
const SPA_INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The policy's directives by name, each with its sources. */
function directives(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

/** An app built as `abhyas serve` builds it from these environment settings. */
function appWithSettings(dialect: Dialect, env: Record<string, string>): Promise<TestApp> {
  return createTestApp(dialect, securitySettingsOf(parseServerEnv(env)));
}

describe.each(DIALECTS)('security headers on %s', (dialect) => {
  let t: TestApp;
  let spaDir: string;
  beforeAll(async () => {
    spaDir = await mkdtemp(join(tmpdir(), 'abhyas-spa-'));
    await writeFile(join(spaDir, 'index.html'), SPA_INDEX);
    t = await createTestApp(dialect, { staticDir: spaDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(spaDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: HOST, ...headers } });
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers: { host: HOST, ...headers } });

  it.each(['/', '/learn/home', '/api/content/fiber-countries-goals-exams-v2?locale=en'])(
    'answers %s with a strict policy: own scripts only, no inline script or eval, no framing by others',
    async (url) => {
      const answer = await get(url);
      expect(answer.statusCode).toBe(200);
      const policy = directives(answer.headers['content-security-policy']);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('script-src-attr')).toEqual(["'none'"]);
      expect(policy.get('style-src')).toEqual(["'self'"]);
      expect(policy.get('connect-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
      expect(policy.get('form-action')).toEqual(["'self'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(String(answer.headers['content-security-policy'])).not.toMatch(/unsafe-(inline|eval)/);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
      // Plain http here: pinning the host to TLS would lock it out.
      expect(answer.headers['strict-transport-security']).toBeUndefined();
      expect(policy.has('upgrade-insecure-requests')).toBe(false);
    },
  );

  it('never lets a browser keep an answer that carries a token', async () => {
    const signUp = await post('/api/auth/sign-up', { mobile: MOBILE, password: PASSWORD });
    expect(signUp.headers['x-otp-token']).toBeTruthy();
    expect(signUp.headers['cache-control']).toBe('no-store');
    const verified = await post(
      '/api/auth/verifyOtp',
      { otp: await latestCode(t.app, HOST, MOBILE) },
      { 'x-otp-token': String(signUp.headers['x-otp-token']) },
    );
    expect(verified.statusCode).toBe(200);

    const signIn = await post('/api/auth/sign-in', {
      mobile: MOBILE,
      password: PASSWORD,
      device_id: 'tests',
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['x-auth-token']).toBeTruthy();
    expect(signIn.headers['cache-control']).toBe('no-store');
    // Even a refused auth call: it names which accounts exist.
    const refused = await post('/api/auth/sign-in', { mobile: MOBILE, password: 'Wr0ng#pass' });
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('leaves answers without a token to the usual caching', async () => {
    const answer = await get('/api/content/fiber-countries-goals-exams-v2?locale=en');
    expect(answer.headers['cache-control']).not.toBe('no-store');
  });

  it('names each request with an id of its own, never one the client sent', async () => {
    const sent = 'client-chosen-id';
    const first = await get('/api/content/fiber-countries-goals-exams-v2', {
      'x-request-id': sent,
    });
    const second = await get('/api/content/fiber-countries-goals-exams-v2', {
      'x-request-id': sent,
    });
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it('serves the OpenAPI pages outside production, under their own policy', async () => {
    const docs = await get('/api/docs');
    expect(docs.statusCode).toBe(200);
    const policy = directives(docs.headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    // swagger-ui's logo styles itself inline: allowed by its hash, never 'unsafe-inline'.
    expect(policy.get('style-src')).toEqual([
      "'self'",
      "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='",
    ]);
    expect((await get('/api/docs/json')).statusCode).toBe(200);
  });
});

describe.each(DIALECTS)('production settings on %s', (dialect) => {
  it('hides the OpenAPI pages in production', async () => {
    const t = await appWithSettings(dialect, { NODE_ENV: 'production' });
    try {
      const page = await t.app.inject({ method: 'GET', url: '/api/docs', headers: { host: HOST } });
      const json = await t.app.inject({
        method: 'GET',
        url: '/api/docs/json',
        headers: { host: HOST },
      });
      expect([page.statusCode, json.statusCode]).toEqual([404, 404]);
    } finally {
      await t.close();
    }
  });

  it('serves them in production when API_DOCS turns them on', async () => {
    const t = await appWithSettings(dialect, { NODE_ENV: 'production', API_DOCS: 'true' });
    try {
      const page = await t.app.inject({ method: 'GET', url: '/api/docs', headers: { host: HOST } });
      expect(page.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('pins the host to TLS when PUBLIC_URL is https, unless HSTS says otherwise', async () => {
    const tls = await appWithSettings(dialect, {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://learn.example.in',
    });
    const notPinned = await appWithSettings(dialect, {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://learn.example.in',
      HSTS: 'false',
    });
    try {
      const url = '/api/content/fiber-countries-goals-exams-v2';
      const pinned = await tls.app.inject({ method: 'GET', url, headers: { host: HOST } });
      expect(pinned.headers['strict-transport-security']).toBe('max-age=31536000');
      expect(
        directives(pinned.headers['content-security-policy']).has('upgrade-insecure-requests'),
      ).toBe(true);
      const plain = await notPinned.app.inject({ method: 'GET', url, headers: { host: HOST } });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await tls.close();
      await notPinned.close();
    }
  });

  it('stops on an HSTS or API_DOCS value that is not a yes or no', () => {
    expect(() => parseServerEnv({ HSTS: 'maybe' })).toThrow(/HSTS/);
    expect(() => parseServerEnv({ API_DOCS: 'sometimes' })).toThrow(/API_DOCS/);
  });
});
