import { describe, expect, it } from 'vitest';
import {
  keptRuns,
  mayFallUnderKeep,
  offlineRule,
  paperImagePaths,
  runCacheName,
  withoutTokens,
  type KeptRun,
} from '../../../../runtime/offline/offlineRules.ts';

const ORIGIN = 'https://abhyas.example';
const CODE = 'JEE/main 1';
const run: KeptRun = { code: CODE, sessionId: 's-1', cache: runCacheName(CODE, 's-1') };
const at = (path: string, method = 'GET', mode = 'cors', referrer = '') => ({
  method,
  url: `${ORIGIN}${path}`,
  mode,
  referrer,
});
const code = encodeURIComponent(CODE);

describe('offlineRule', () => {
  it('leaves everything to the network while no test is kept', () => {
    expect(offlineRule(at(`/mock-test/${code}/session`, 'GET', 'navigate'), ORIGIN, [])).toEqual({
      kind: 'network',
    });
    expect(offlineRule(at('/assets/abc.js'), ORIGIN, [])).toEqual({ kind: 'network' });
  });

  it("falls back to the kept shell for a page of the kept test's runner only", () => {
    expect(
      offlineRule(at(`/mock-test/${code}/session?sessionId=s-1`, 'GET', 'navigate'), ORIGIN, [run]),
    ).toEqual({ kind: 'shell', cache: run.cache });
    expect(offlineRule(at('/mock-test/other/session', 'GET', 'navigate'), ORIGIN, [run])).toEqual({
      kind: 'network',
    });
    expect(offlineRule(at('/learn/home', 'GET', 'navigate'), ORIGIN, [run])).toEqual({
      kind: 'network',
    });
  });

  it('keeps the reopen calls network-first, a POST resume under a GET key', () => {
    for (const [path, method] of [
      [`/api/test/mocktest-bundles/${code}/latest?locale=en`, 'GET'],
      [`/api/test/v2/test/${code}/questions?version=1&all_locales=true`, 'GET'],
      ['/api/test/v1/test/s-1/events?pageNumber=0', 'GET'],
      [`/api/test/v1/test/${code}/resume`, 'POST'],
    ] as const)
      expect(offlineRule(at(path, method), ORIGIN, [run])).toEqual({
        kind: 'networkFirst',
        cache: run.cache,
        key: `${ORIGIN}${path}`,
        keep: 'whole',
      });
  });

  it("keeps the session check for the kept runner's page only", () => {
    const runner = `${ORIGIN}/mock-test/${code}/session`;
    expect(
      offlineRule(at('/api/auth/connected_profiles', 'GET', 'cors', runner), ORIGIN, [run]),
    ).toEqual({
      kind: 'networkFirst',
      cache: run.cache,
      key: `${ORIGIN}/api/auth/connected_profiles`,
      keep: 'withoutTokens',
    });
    for (const page of [
      `${ORIGIN}/learn/home`,
      undefined,
      `https://evil.example/mock-test/${code}/x`,
    ])
      expect(
        offlineRule(at('/api/auth/connected_profiles', 'GET', 'cors', page), ORIGIN, [run]),
      ).toEqual({ kind: 'network' });
  });

  it('never answers any other API call from a cache', () => {
    for (const [path, method] of [
      ['/api/test/now', 'GET'],
      ['/api/test/v1/test/s-1/events', 'POST'],
      ['/api/test/v1/test/s-2/events?pageNumber=0', 'GET'],
      [`/api/test/v1/test/${code}/session`, 'POST'],
      [`/api/test/v1/test/${code}/session`, 'GET'],
      ['/api/auth/v1/profile', 'GET'],
    ] as const)
      expect(offlineRule(at(path, method), ORIGIN, [run])).toEqual({ kind: 'network' });
  });

  it("keeps the build's hashed files and content media cache-first, other origins never", () => {
    expect(offlineRule(at('/assets/abc123.js'), ORIGIN, [run])).toEqual({
      kind: 'cacheFirst',
      cache: run.cache,
    });
    expect(offlineRule(at('/api/content/media/a.png'), ORIGIN, [run])).toEqual({
      kind: 'cacheFirst',
      cache: run.cache,
    });
    expect(
      offlineRule(
        {
          method: 'GET',
          url: 'https://cdn.example/assets/a.js',
          mode: 'cors',
          referrer: '',
        },
        ORIGIN,
        [run],
      ),
    ).toEqual({ kind: 'network' });
    expect(offlineRule(at('/index.html'), ORIGIN, [run])).toEqual({ kind: 'network' });
  });
});

describe('keptRuns', () => {
  it('reads the runs back from their cache names and ignores caches not ours', () => {
    expect(keptRuns([run.cache, 'other-cache', 'abhyas-run:broken'])).toEqual([run]);
  });
});

describe('withoutTokens', () => {
  it('blanks every token of the session check and keeps the rest', () => {
    const body = {
      data: {
        user_details: { id: 'u', name: 'Ravi' },
        linked_profiles: [{ id: 'p1', name: 'A', token: 'secret-1' }],
        skip_password_token: 'secret-2',
      },
    };
    expect(withoutTokens(body)).toEqual({
      data: {
        user_details: { id: 'u', name: 'Ravi' },
        linked_profiles: [{ id: 'p1', name: 'A', token: '' }],
        skip_password_token: null,
      },
    });
  });
});

describe('paperImagePaths', () => {
  it("finds the images of a paper's texts, once each", () => {
    const paper = {
      sections: [
        {
          questions: [
            { body: 'See ![graph](/api/content/media/g.png) and <img src="/media/x.svg">' },
            { locales: { hi: { body: '![g](/api/content/media/g.png)' } } },
          ],
        },
      ],
    };
    expect(paperImagePaths(paper)).toEqual(['/api/content/media/g.png', '/media/x.svg']);
  });
});

describe('mayFallUnderKeep', () => {
  it('lets through every request a kept run answers, whatever the runs', () => {
    const requests = [
      at(`/mock-test/${code}/session`, 'GET', 'navigate'),
      at(`/api/test/mocktest-bundles/${code}/latest`),
      at(`/api/test/v2/test/${code}/questions`),
      at('/api/test/v1/test/s-1/events'),
      at(`/api/test/v1/test/${code}/resume`, 'POST'),
      at('/api/auth/connected_profiles', 'GET', 'cors', `${ORIGIN}/mock-test/${code}/session`),
      at('/assets/abc.js'),
      at('/api/content/media/a.png'),
    ];
    for (const request of requests) {
      expect(offlineRule(request, ORIGIN, [run])).not.toEqual({ kind: 'network' });
      expect(mayFallUnderKeep(request, ORIGIN)).toBe(true);
    }
  });

  it('leaves other calls and other origins to the page, unanswered by the worker', () => {
    expect(mayFallUnderKeep(at('/api/embiums/balance'), ORIGIN)).toBe(false);
    expect(mayFallUnderKeep(at('/version.json'), ORIGIN)).toBe(false);
    expect(
      mayFallUnderKeep(
        { ...at('/assets/abc.js'), url: 'https://cdn.example/assets/abc.js' },
        ORIGIN,
      ),
    ).toBe(false);
  });
});
