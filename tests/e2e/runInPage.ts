import type { Page } from '@playwright/test';
import { elementPath } from './elementPath.ts';
import { pageTexts } from './pageTexts.ts';

/** What every page check may use: where an element is, and the page's texts. */
export interface PageKit {
  path: typeof elementPath;
  texts: typeof pageTexts;
}

/**
 * Runs a page check with the kit beside it. They travel as source text: a function handed to
 * page.evaluate cannot take other functions along, and each check reports where it found a
 * problem in the same way.
 */
export function runInPage<Argument, Result>(
  page: Page,
  check: (kit: PageKit, argument: Argument) => Result | Promise<Result>,
  argument: Argument,
): Promise<Result> {
  const kit = `{ path: ${elementPath.toString()}, texts: ${pageTexts.toString()} }`;
  return page.evaluate<Result>(`(${check.toString()})(${kit}, ${JSON.stringify(argument)})`);
}
