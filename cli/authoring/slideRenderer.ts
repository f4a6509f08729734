import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { SLIDE_HEIGHT, SLIDE_WIDTH } from './slideHtml.ts';

/** The machine's Debian Chromium: a browser is never downloaded for this script. */
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Poster frames are 480 px wide: the 1280 px slide laid out as usual, drawn at 0.375 scale. */
export const THUMB_WIDTH = 480;
const THUMB_QUALITY = 75;

/**
 * Screenshots slide pages. One browser serves the whole run; the poster frames come from a second
 * context with a device scale below 1, so their text is drawn sharp at 480 px instead of being
 * shrunk from the big still.
 */
export class SlideRenderer {
  private constructor(
    private readonly browser: Browser,
    private readonly full: BrowserContext,
    private readonly thumb: BrowserContext,
  ) {}

  static async launch(): Promise<SlideRenderer> {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    const viewport = { width: SLIDE_WIDTH, height: SLIDE_HEIGHT };
    const full = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    const thumb = await browser.newContext({
      viewport,
      deviceScaleFactor: THUMB_WIDTH / SLIDE_WIDTH,
    });
    return new SlideRenderer(browser, full, thumb);
  }

  /** Renders a slide to a 1280×720 PNG; fails when its text does not fit, so nothing is cut off. */
  async renderStill(html: string, pngFile: string, label: string): Promise<void> {
    const page = await this.full.newPage();
    try {
      await page.setContent(html, { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const overflow = await page.evaluate(() => {
        const main = document.querySelector('main');
        if (!main) return 'no content';
        if (main.scrollHeight > main.clientHeight) return 'too tall';
        const wide = [...main.querySelectorAll('h1, li, .formula')].some(
          (e) => e.getBoundingClientRect().right > main.getBoundingClientRect().right + 1,
        );
        return wide ? 'too wide' : '';
      });
      if (overflow) throw new Error(`${label}: the slide's text is ${overflow} for the slide`);
      await page.screenshot({ path: pngFile, type: 'png' });
    } finally {
      await page.close();
    }
  }

  /** Renders a slide as a 480×270 JPEG poster frame. */
  async renderThumb(html: string, jpgFile: string): Promise<void> {
    const page = await this.thumb.newPage();
    try {
      await page.setContent(html, { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.screenshot({ path: jpgFile, type: 'jpeg', quality: THUMB_QUALITY });
    } finally {
      await page.close();
    }
  }

  async close(): Promise<void> {
    await this.browser.close();
  }
}
