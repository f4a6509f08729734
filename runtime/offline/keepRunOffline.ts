import {
  isImmutable,
  keptRuns,
  paperImagePaths,
  runCacheName,
  SHELL_PATH,
} from './offlineRules.ts';
import { controlled, loadedBuildFiles, WORKER_OPTIONS, WORKER_URL } from './workerUrl.ts';

/** A worker that has not taken the page by then will not: the keep has failed. */
const CONTROL_TIMEOUT_MS = 10_000;

export interface RunToKeep {
  code: string;
  sessionId: string;
  paper: unknown;
  /**
   * Asks again, through the worker, every call the runner reopens with (meta, resume, paper,
   * events), so the worker keeps their answers: the first ones were asked before it existed.
   */
  reopen: () => Promise<void>;
}

/** The worker's control of the page, or an error once CONTROL_TIMEOUT_MS has passed without it. */
function controlledInTime(container: ServiceWorkerContainer): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error('the offline worker did not take the page')),
      CONTROL_TIMEOUT_MS,
    );
  });
  return Promise.race([controlled(container), late]).finally(() => clearTimeout(timer));
}

/**
 * Keeps a started test on the device (issue 13): registers the worker (only now, never on other
 * pages), then fills the session's cache with the app shell, the build files the page has loaded,
 * the paper's images and the reopen calls' answers. The worker keeps those answers, rather than
 * the runner copying them to IndexedDB, because the meta and the resume are asked by the shell of
 * the runner and the session check by the app's shell, through the ordinary API client, before any
 * code of the paper runs: one rule set in the worker serves them all unchanged
 * (docs/decisions/mockTests.md). Rejects when anything cannot be kept (no service workers,
 * storage full): the test goes on online and the student is told.
 */
export async function keepRunOffline(run: RunToKeep): Promise<void> {
  if (!('serviceWorker' in navigator)) throw new Error('service workers are not available here');
  const container = navigator.serviceWorker;
  await container.register(WORKER_URL, WORKER_OPTIONS);
  await controlledInTime(container);
  const name = runCacheName(run.code, run.sessionId);
  // Another session of this test kept earlier is over (a test has one open session at a time),
  // even if its end was never seen here (submitted on another device): its cache goes now.
  const earlier = keptRuns(await caches.keys()).filter(
    (r) => r.code === run.code && r.cache !== name,
  );
  await Promise.all(earlier.map((r) => caches.delete(r.cache)));
  const cache = await caches.open(name);
  try {
    await fill(cache, run);
  } catch (error) {
    // Kept on an earlier visit (a reload while offline lands here): that copy still serves.
    if (await cache.match(SHELL_PATH)) {
      console.warn('the offline copy of the test was not refreshed; the earlier one stays', error);
      return;
    }
    throw error;
  }
}

async function fill(cache: Cache, run: RunToKeep): Promise<void> {
  await run.reopen();
  const files = new Set([SHELL_PATH, ...loadedBuildFiles(), ...paperImagePaths(run.paper)]);
  // Files the worker kept already (it keeps the build's files as they pass) are not fetched again.
  const missing: string[] = [];
  for (const file of files)
    if (!isImmutable(file) || !(await cache.match(file))) missing.push(file);
  await cache.addAll(missing);
}
