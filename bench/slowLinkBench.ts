import { chromium, type Page } from '@playwright/test';
import { performance } from 'node:perf_hooks';
import { CHROMIUM } from './lighthouseBench.ts';

/** The slow link: 400 Kbps each way, 400 ms round trips, a phone's CPU 4× slower. */
const KBPS = 400;
const RTT_MS = 400;
const CPU_SLOWDOWN = 4;
const BYTES_PER_KILOBIT = 125;
/** A visit not usable by then is reported as not usable. */
const USABLE_TIMEOUT_MS = 120_000;
/** How long a first visit's service worker may take to take over before the repeat visit. */
const SERVICE_WORKER_WAIT_MS = 60_000;

export interface SlowLinkFigure {
  firstVisitMs: number;
  repeatVisitMs: number;
  /** Whether the first visit left an active service worker behind for the repeat visit. */
  serviceWorker: boolean;
}

/**
 * Until the landing is usable: its main heading (`h1`) and its primary call to action (the first
 * link of the hero's `.cta`, sign-up or log-in) are both visible. The link works as soon as it is
 * there, before or after the script hydrates it (a plain link navigates either way).
 */
async function timeToUsable(page: Page, url: string): Promise<number> {
  const started = performance.now();
  await page.goto(url, { waitUntil: 'commit', timeout: USABLE_TIMEOUT_MS });
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: USABLE_TIMEOUT_MS });
  await page
    .locator('.hero .cta a[href]')
    .first()
    .waitFor({ state: 'visible', timeout: USABLE_TIMEOUT_MS });
  return performance.now() - started;
}

/**
 * The landing on the slow link through the Chrome DevTools Protocol: a first visit with an empty
 * cache, then a repeat visit in the same browser context (its HTTP cache and any service worker
 * kept, as on a phone the next day).
 */
export async function slowLinkBench(url: string): Promise<SlowLinkFigure> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: RTT_MS,
      downloadThroughput: KBPS * BYTES_PER_KILOBIT,
      uploadThroughput: KBPS * BYTES_PER_KILOBIT,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const firstVisitMs = await timeToUsable(page, url);
    // The visit goes on until the page has loaded all it wants (a service worker its precache).
    await page.waitForLoadState('networkidle', { timeout: USABLE_TIMEOUT_MS });
    const serviceWorker = await page.evaluate(async (waitMs) => {
      if (!('serviceWorker' in navigator)) return false;
      if (!(await navigator.serviceWorker.getRegistration())) return false;
      const ready = navigator.serviceWorker.ready.then(() => true);
      return Promise.race([ready, new Promise<boolean>((r) => setTimeout(() => r(false), waitMs))]);
    }, SERVICE_WORKER_WAIT_MS);
    await page.goto('about:blank');
    const repeatVisitMs = await timeToUsable(page, url);
    return { firstVisitMs, repeatVisitMs, serviceWorker };
  } finally {
    await browser.close();
  }
}
