import { describe, expect, it } from 'vitest';
import { prerenderedPagePath } from '../../../../domain/prerender/prerenderedPage.ts';
import {
  prerenderedViewportMatches,
  maxHeightQuery,
  maxWidthQuery,
} from '../../../../domain/rules/breakpoints.ts';

describe('where a prerendered page is written', () => {
  it('names the landing index.html and any other path after itself', () => {
    expect(prerenderedPagePath('abhyas', 'en', '/')).toBe('prerendered/abhyas/en/index.html');
    expect(prerenderedPagePath('vidya', 'hi', '/in-en/contactus')).toBe(
      'prerendered/vidya/hi/in-en/contactus.html',
    );
  });
});

describe('the viewport a page is prerendered for', () => {
  it('is a phone held upright', () => {
    expect(prerenderedViewportMatches(maxWidthQuery(576))).toBe(true);
    expect(prerenderedViewportMatches(maxWidthQuery(400))).toBe(false);
    expect(prerenderedViewportMatches(maxHeightQuery(480))).toBe(false);
    expect(prerenderedViewportMatches('(prefers-reduced-motion: reduce)')).toBe(false);
  });
});
