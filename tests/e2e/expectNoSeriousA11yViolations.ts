import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe on the page as it settles: nothing serious or critical. Entrance animations are let
 * finish first — a card caught half-faded in reads as low contrast (it did once in CI on the
 * embium reward) though no user reads it then; endless ones (spinners) are not waited for.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        // An animation cancelled on the way (its element removed) has nothing left to read.
        .map((animation) =>
          animation.finished.catch((error: unknown) => {
            if (!(error instanceof DOMException && error.name === 'AbortError')) throw error;
          }),
        ),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
