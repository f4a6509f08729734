import type { Page } from '@playwright/test';
import { runInPage } from './runInPage.ts';

/**
 * Text that does not fit its box, and a page that scrolls sideways. Each shown text is measured
 * (its line boxes, not its element's), and must lie inside the box of each block around it up to
 * the nearest deliberate scroller; the innermost box it leaves is reported. So decorations drawn
 * outside a box (a status badge's corner mark) and boxes pulled to the edge with a negative
 * margin are not text overflowing, and an element pushed wider than its parent by a long word is.
 * Left out, each for its reason:
 * - what is inside a scroller (overflow auto/scroll: tables, shelves, the palette, the phone's
 *   tool row and section tabs) may be beyond it: it is meant to scroll there (text overflowing a
 *   box inside the scroller is still found);
 * - visually hidden text (pageTexts.ts), which is read, never shown;
 * - deliberate truncation: a box with -webkit-line-clamp or text-overflow: ellipsis shows a set
 *   number of lines by design, and its whole text stays in the accessibility tree.
 * Text clipped by a box with overflow hidden is reported like text spilling out of one.
 */
export function findOverflow(page: Page): Promise<string[]> {
  return runInPage(
    page,
    ({ path, texts }) => {
      const SLACK_PX = 1;
      const TEXT_SAMPLE = 60;
      const root = document.documentElement;
      const findings =
        root.scrollWidth > window.innerWidth
          ? [
              `the page scrolls sideways: ${root.scrollWidth}px wide in a ${window.innerWidth}px window`,
            ]
          : [];
      const styles = new Map<Element, CSSStyleDeclaration>();
      const styleOf = (element: Element) => {
        const known = styles.get(element);
        if (known) return known;
        const style = getComputedStyle(element);
        styles.set(element, style);
        return style;
      };
      const scrolls = (value: string) => value === 'auto' || value === 'scroll';
      const truncates = (style: CSSStyleDeclaration) =>
        style.textOverflow === 'ellipsis' ||
        (style.getPropertyValue('-webkit-line-clamp') || 'none') !== 'none';
      const reported = new Map<Element, string>();
      for (const { node, element } of texts('shown')) {
        if (element instanceof HTMLSelectElement) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const lines = [...range.getClientRects()].filter((r) => r.width > 0);
        if (lines.length === 0) continue;
        const text = {
          left: Math.min(...lines.map((r) => r.left)),
          right: Math.max(...lines.map((r) => r.right)),
          top: Math.min(...lines.map((r) => r.top)),
          bottom: Math.max(...lines.map((r) => r.bottom)),
        };
        for (let at: Element | null = element; at && at !== document.body; at = at.parentElement) {
          const style = styleOf(at);
          if (truncates(style)) break;
          if (style.display === 'inline' || style.display === 'contents') continue;
          // Inside a drawing, the <svg> element's box is the one that holds (and clips) the text.
          if (at instanceof SVGElement && !(at instanceof SVGSVGElement)) continue;
          if (scrolls(style.overflowX) || scrolls(style.overflowY)) break;
          const outer = at.getBoundingClientRect();
          const left = outer.left + at.clientLeft;
          const top = outer.top + at.clientTop;
          const right = left + at.clientWidth;
          const bottom = top + at.clientHeight;
          const wide = text.left < left - SLACK_PX || text.right > right + SLACK_PX;
          const clipped =
            style.overflowY !== 'visible' &&
            (text.top < top - SLACK_PX || text.bottom > bottom + SLACK_PX);
          if (wide || clipped) {
            if (!reported.has(at))
              reported.set(
                at,
                `${path(at)} "${(node.data.trim() || '').slice(0, TEXT_SAMPLE)}": ${
                  wide
                    ? `text ${Math.round(text.right - text.left)}px wide in a ${at.clientWidth}px box`
                    : `text clipped to ${at.clientHeight}px high`
                }`,
              );
            break;
          }
          // A fixed or absolute box (the phone's answer bar, a badge) is placed against another box
          // than its parent's, on purpose: its text is measured against it and no further.
          if (style.position === 'fixed' || style.position === 'absolute') break;
        }
      }
      return [...findings, ...reported.values()];
    },
    null,
  );
}
