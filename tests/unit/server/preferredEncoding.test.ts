import { describe, expect, it } from 'vitest';
import { preferredEncoding } from '../../../server/plugins/preferredEncoding.ts';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip, br;q=0', 'gzip'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['BR', 'br'],
  ])('picks from "%s": %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });

  it.each([undefined, '', 'identity', 'deflate', 'identity;q=1, *;q=0', 'gzip;q=0, br;q=0'])(
    'leaves the body as it is for %j',
    (header) => {
      expect(preferredEncoding(header)).toBeUndefined();
    },
  );
});
