import type { Page } from '@playwright/test';
import { runInPage } from './runInPage.ts';

/**
 * The site header on one row: its items (the logo, each top-level menu entry, the language
 * picker, the signed-in widgets' place (search, bell), each account action, the menu button on
 * narrow screens) share one horizontal band —
 * every box starts above the point where the highest-ending box ends.
 */
export function findHeaderWrap(page: Page): Promise<string[]> {
  return runInPage(
    page,
    ({ path }) => {
      const header = document.querySelector('.site-header');
      if (!header) return [];
      const items = [
        ...header.querySelectorAll(
          ':scope > .brand-link, :scope > .site-nav--bar .menu.level-1 > li, :scope > .header-slot, :scope > .header-actions > *, :scope > .menu-toggle',
        ),
      ].filter((item) => item.checkVisibility({ visibilityProperty: true }));
      const boxes = items.map((item) => ({ item, box: item.getBoundingClientRect() }));
      const firstRowEnds = Math.min(...boxes.map(({ box }) => box.bottom));
      const below = boxes.filter(({ box }) => box.top >= firstRowEnds);
      return below.map(
        ({ item, box }) =>
          `${path(item)} "${item.textContent.trim().slice(0, 40)}" wraps to a second header row (top ${Math.round(box.top)}px, the first row ends at ${Math.round(firstRowEnds)}px)`,
      );
    },
    null,
  );
}
