import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Slide } from './lessonSource.ts';

/** Slides are rendered at this size and scaled down for every smaller output. */
export const SLIDE_WIDTH = 1280;
export const SLIDE_HEIGHT = 720;

let fontFaces: string | undefined;

/**
 * The project's own Noto Sans (from @fontsource-variable/noto-sans) inlined as data URLs: the
 * slides then look the same on every machine whatever fonts it has installed, and no file or
 * network access is needed from the page. Symbols Noto Sans lacks (√, ≤) fall back to the system.
 */
function notoSansFaces(): string {
  if (fontFaces === undefined) {
    const cssFile = createRequire(import.meta.url).resolve('@fontsource-variable/noto-sans');
    const css = readFileSync(cssFile, 'utf8');
    fontFaces = css.replace(/url\(\.\/(files\/[^)]+\.woff2)\)/g, (_, file: string) => {
      const data = readFileSync(join(dirname(cssFile), file)).toString('base64');
      return `url(data:font/woff2;base64,${data})`;
    });
  }
  return fontFaces;
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** Calm colours with high contrast: navy text on off-white, one teal accent, a warm formula box. */
const STYLE = `
  * { box-sizing: border-box; margin: 0; padding: 0; }
  html, body { width: ${SLIDE_WIDTH}px; height: ${SLIDE_HEIGHT}px; overflow: hidden; }
  body {
    font-family: 'Noto Sans Variable', 'DejaVu Sans', sans-serif;
    background: #f6f8fb; color: #14213d;
    display: flex; flex-direction: column;
    border-left: 18px solid #0f766e;
  }
  main { flex: 1; min-height: 0; padding: 52px 72px 0 72px; display: flex; flex-direction: column; }
  .kicker {
    font-size: 22px; font-weight: 600; letter-spacing: 0.08em; text-transform: uppercase;
    color: #0f766e; margin-bottom: 14px;
  }
  h1 { font-size: 60px; font-weight: 750; line-height: 1.15; color: #14213d; margin-bottom: 30px; }
  ul { list-style: none; display: flex; flex-direction: column; gap: 18px; }
  li { font-size: 37px; line-height: 1.3; padding-left: 40px; position: relative; color: #1f2a44; }
  li::before {
    content: ''; position: absolute; left: 4px; top: 0.5em; width: 14px; height: 14px;
    border-radius: 50%; background: #0f766e;
  }
  .formula {
    margin-top: 30px; align-self: flex-start;
    padding: 18px 40px; border-radius: 14px;
    background: #fff7e0; border: 3px solid #d4a017;
    font-size: 46px; font-weight: 600; color: #14213d; white-space: pre;
  }
  footer {
    height: 64px; padding: 0 72px 0 72px; display: flex; align-items: center;
    justify-content: space-between; font-size: 20px; color: #4a5568;
    border-top: 2px solid #e2e8f0;
  }
  .brand { font-weight: 750; color: #0f766e; letter-spacing: 0.02em; }
`;

/** What a slide needs besides its own text: where it sits in the lesson. */
export interface SlideFrame {
  lessonTitle: string;
  index: number;
  count: number;
}

/** A self-contained HTML page for one slide: kicker, large heading, points, formula box, footer. */
export function slideHtml(slide: Slide, frame: SlideFrame): string {
  const points = slide.points.map((p) => `<li>${escapeHtml(p)}</li>`).join('');
  const formula = slide.formula ? `<div class="formula">${escapeHtml(slide.formula)}</div>` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<style>${notoSansFaces()}${STYLE}</style></head>
<body>
<main>
  <div class="kicker">${escapeHtml(frame.lessonTitle)}</div>
  <h1>${escapeHtml(slide.heading)}</h1>
  <ul>${points}</ul>
  ${formula}
</main>
<footer><span class="brand">Abhyas</span><span>${frame.index + 1} / ${frame.count}</span></footer>
</body></html>`;
}
