/**
 * The offline keep's rules (issue 13): which request the service worker answers from which cache,
 * and how. Pure, so every rule is unit-tested; runtime/offline/serviceWorker.ts only carries them
 * out. One cache per test session, named after the test and the session, so the worker needs no
 * other state: the cache names are its memory across restarts.
 */

/** Every cache of the keep starts so; nothing else of the app uses the Cache API. */
export const RUN_CACHE_PREFIX = 'abhyas-run:';
/** The app shell: the SPA's index, as the server answers `/`. */
export const SHELL_PATH = '/';

/** A test session kept on the device. */
export interface KeptRun {
  code: string;
  sessionId: string;
  cache: string;
}

export function runCacheName(code: string, sessionId: string): string {
  return `${RUN_CACHE_PREFIX}${encodeURIComponent(code)}:${encodeURIComponent(sessionId)}`;
}

/** The kept runs among the origin's cache names (other names are not ours and are left alone). */
export function keptRuns(cacheNames: readonly string[]): KeptRun[] {
  return cacheNames.flatMap((cache) => {
    if (!cache.startsWith(RUN_CACHE_PREFIX)) return [];
    const [code, sessionId, ...rest] = cache.slice(RUN_CACHE_PREFIX.length).split(':');
    if (!code || !sessionId || rest.length > 0) return [];
    return [{ code: decodeURIComponent(code), sessionId: decodeURIComponent(sessionId), cache }];
  });
}

export interface RequestFacts {
  method: string;
  url: string;
  /** Request.mode: 'navigate' for a page load. */
  mode: string;
  /**
   * Request.referrer: the address of the page that asked, as it is now (the app moves by
   * pushState, which a worker's Client.url does not follow in Chromium); empty when unknown.
   */
  referrer: string;
}

/**
 * What the worker does with a request:
 * - `network`: nothing (the browser's own fetch) — every request outside a kept run;
 * - `shell`: a page of a kept run: the network, and when it fails the kept app shell;
 * - `networkFirst`: a call the runner reopens with (meta, resume, paper, events, and — asked by
 *   the runner's page only — the session check the shell makes before any guarded route): the network,
 *   kept in the run's cache under `key` (a GET, so a POST's answer can be kept too), and when the
 *   network fails the kept answer — only these calls are ever answered stale. The session check is
 *   kept `withoutTokens`: an answer carrying tokens is never stored (server/plugins/
 *   noStoreForTokens.ts), and offline no call needs one;
 * - `cacheFirst`: the build's hashed files and content media, which never change under one URL.
 */
export type OfflineRule =
  | { kind: 'network' }
  | { kind: 'shell'; cache: string }
  | { kind: 'networkFirst'; cache: string; key: string; keep: 'whole' | 'withoutTokens' }
  | { kind: 'cacheFirst'; cache: string };

const TEST_API = '/api/test';
/** The shell's check of a stored session (runtime/session/SessionBootstrap.tsx). */
const SESSION_CHECK = '/api/auth/connected_profiles';
const NETWORK: OfflineRule = { kind: 'network' };

/** The code or session id in a path segment, as callApi encodes it. */
const segment = (value: string) => encodeURIComponent(value);

/** The runner's calls that reopen a run, by path (query included in the key: locale, version…). */
function reopenCall(method: string, path: string, run: KeptRun): boolean {
  const code = segment(run.code);
  const id = segment(run.sessionId);
  if (method === 'GET')
    return (
      path === `${TEST_API}/mocktest-bundles/${code}/latest` ||
      path === `${TEST_API}/v2/test/${code}/questions` ||
      path === `${TEST_API}/v1/test/${id}/events`
    );
  return method === 'POST' && path === `${TEST_API}/v1/test/${code}/resume`;
}

const runnerPage = (pathname: string, run: KeptRun) =>
  pathname.startsWith(`/mock-test/${segment(run.code)}/`);

/** Which rule a request falls under, given the page's origin and the runs kept now. */
export function offlineRule(
  request: RequestFacts,
  origin: string,
  runs: readonly KeptRun[],
): OfflineRule {
  const url = new URL(request.url);
  if (url.origin !== origin || runs.length === 0) return NETWORK;
  const { pathname } = url;
  if (request.mode === 'navigate') {
    if (request.method !== 'GET') return NETWORK;
    const run = runs.find((r) => runnerPage(pathname, r));
    return run ? { kind: 'shell', cache: run.cache } : NETWORK;
  }
  const run = runs.find((r) => reopenCall(request.method, pathname, r));
  if (run) return { kind: 'networkFirst', cache: run.cache, key: url.href, keep: 'whole' };
  // Without its session check a reload offline would show the runner signed out. Kept for the
  // runner's page alone: every other page checks the session afresh, or not at all offline.
  const client = URL.canParse(request.referrer) ? new URL(request.referrer) : undefined;
  const asker =
    client?.origin === origin ? runs.find((r) => runnerPage(client.pathname, r)) : undefined;
  if (asker && request.method === 'GET' && pathname === SESSION_CHECK)
    return { kind: 'networkFirst', cache: asker.cache, key: url.href, keep: 'withoutTokens' };
  // The build's files and content media: kept by the newest run (any run's copy would do).
  const last = runs[runs.length - 1];
  if (request.method === 'GET' && last && isImmutable(pathname))
    return { kind: 'cacheFirst', cache: last.cache };
  return NETWORK;
}

/**
 * Whether a request could fall under a rule of the keep (offlineRule) at all, judged without the
 * cache names (which take a promise to read): the worker answers the others not at all, so they
 * go out as the page's own requests (and a test's network mocks see them).
 */
export function mayFallUnderKeep(request: RequestFacts, origin: string): boolean {
  const url = new URL(request.url);
  if (url.origin !== origin) return false;
  const { pathname } = url;
  return (
    request.mode === 'navigate' ||
    pathname.startsWith(`${TEST_API}/`) ||
    pathname === SESSION_CHECK ||
    isImmutable(pathname)
  );
}

/** Files named by their content's hash (the build's /assets/) and the content pack's media. */
export function isImmutable(pathname: string): boolean {
  return pathname.startsWith('/assets/') || pathname.startsWith('/api/content/media/');
}

/** An answer worth keeping: a whole, successful one (an error must not be served offline later). */
export function keepable(status: number): boolean {
  return status === 200;
}

/**
 * The images a paper shows, found in its texts (markdown `![](…)` and HTML `src="…"`), as
 * same-origin paths: kept with the run so a question first opened offline still shows them.
 */
export function paperImagePaths(paper: unknown): string[] {
  const found = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      for (const match of value.matchAll(/(?:\]\(|src=["'])(\/[^)"'\s]+)/g))
        if (match[1]) found.add(match[1]);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(paper);
  return [...found];
}

/** Fields of the session check that hold a secret (domain/contracts/session.ts). */
const TOKEN_FIELDS: Readonly<Record<string, string | null>> = {
  token: '',
  skip_password_token: null,
};

/**
 * A JSON answer with every token blanked, for keeping on disk. Back online, the first call that
 * needs a child token gets a 401 and the API client fetches fresh ones (runtime/api/callApi.ts).
 */
export function withoutTokens(json: unknown): unknown {
  if (Array.isArray(json)) return json.map(withoutTokens);
  if (!json || typeof json !== 'object') return json;
  return Object.fromEntries(
    Object.entries(json).map(([key, value]) =>
      Object.hasOwn(TOKEN_FIELDS, key) ? [key, TOKEN_FIELDS[key]] : [key, withoutTokens(value)],
    ),
  );
}
