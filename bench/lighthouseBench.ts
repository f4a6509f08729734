import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { StoredSession } from './webSession.ts';

/** Debian's chromium: the browser the e2e tests use too (never a downloaded one). */
export const CHROMIUM = '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox'];
/** A page on the app's origin that loads nothing of the app, to write storage into. */
const STORAGE_PAGE = '/robots.txt';

export interface LighthouseFigure {
  page: string;
  /** 0–100. */
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  totalBytes: number;
  /** Lighthouse's own checks: text compressed, static assets cached long. */
  compressed: boolean;
  cachedLong: boolean;
}

const numeric = (lhr: { audits: Record<string, { numericValue?: number }> }, id: string) =>
  lhr.audits[id]?.numericValue ?? Number.NaN;
const passed = (lhr: { audits: Record<string, { score: number | null }> }, id: string) =>
  lhr.audits[id]?.score === 1;

/**
 * Lighthouse's performance audit with its defaults (mobile form factor, simulated slow 4G and a
 * 4× slower CPU) on one page of the app, in a chromium of its own. With `session`, the client's
 * storage is written first (through the DevTools protocol, on a page that loads none of the app,
 * so the cache stays cold) and Lighthouse is told not to clear it.
 */
export async function lighthouseBench(
  name: string,
  url: string,
  session?: StoredSession,
): Promise<LighthouseFigure> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    if (session) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const context = browser.contexts()[0];
      if (!context) throw new Error('chromium has no default context');
      const page = await context.newPage();
      await page.goto(new URL(STORAGE_PAGE, url).href);
      await page.evaluate((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, session);
      await page.close();
      await browser.close();
    }
    const run = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance'],
      disableStorageReset: session !== undefined,
    });
    if (!run) throw new Error(`lighthouse returned nothing for ${url}`);
    const { lhr } = run;
    if (lhr.runtimeError) throw new Error(`lighthouse on ${url}: ${lhr.runtimeError.message}`);
    // A signed-in page that sent the browser elsewhere (to login: the session did not take) was
    // not measured. Public pages may redirect (to a language's prerendered copy) and still count.
    if (session && new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw new Error(`lighthouse on ${url} ended on ${lhr.finalDisplayedUrl}`);
    return {
      page: name,
      score: Math.round(100 * (lhr.categories.performance?.score ?? 0)),
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      totalBytes: numeric(lhr, 'total-byte-weight'),
      compressed: passed(lhr, 'uses-text-compression'),
      cachedLong: passed(lhr, 'uses-long-cache-ttl'),
    };
  } finally {
    chrome.kill();
  }
}
