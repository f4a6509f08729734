import { describe, expect, it } from 'vitest';
import { pathAfterPromptCancel } from '../../../../domain/profiles/pathAfterPromptCancel.ts';

describe('pathAfterPromptCancel', () => {
  it.each([
    '/learn/home',
    '/practice/home',
    '/test/home',
    '/user-home',
    '/user-home/',
    '/search/all',
    '/user-home/bookmarks',
    '/user-home/bookmarks/videos',
  ])('stays on %s', (path) => {
    expect(pathAfterPromptCancel(path)).toBeUndefined();
  });

  it.each([
    '/',
    '/learn/summary/x',
    '/practice',
    '/test/summary/t-1',
    '/user-home/test-taken',
    '/subscription/plans',
    '/learn/home/extra',
  ])('goes to learn home from %s', (path) => {
    expect(pathAfterPromptCancel(path)).toBe('/learn/home');
  });
});
