import { describe, expect, it } from 'vitest';
import { matchRoutePath } from '../../../../domain/routing/matchRoutePath.ts';

describe('matchRoutePath', () => {
  it.each([
    ['/learn/home', '/learn/home', true],
    ['/learn/home', '/learn/home/', true],
    ['/learn/home', '/learn', false],
    ['/search/:filter', '/search/all?q=atoms', true],
    ['/search/:filter', '/search', false],
    ['/learn/summary/:id?', '/learn/summary', true],
    ['/learn/summary/:id?', '/learn/summary/42', true],
    ['/learn/summary/:id?', '/learn/summary/42/more', false],
    ['/mock-test/*', '/mock-test/jee%2Fpaper-1/session', true],
    ['/mock-test/*', '/mock-test', true],
    ['/', '/', true],
    ['/', '/x', false],
  ])('%s serves %s: %s', (pattern, path, expected) => {
    expect(matchRoutePath(pattern, path)).toBe(expected);
  });
});
