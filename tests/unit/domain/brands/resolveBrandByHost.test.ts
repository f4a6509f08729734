import { describe, expect, it } from 'vitest';
import { resolveBrandByHost } from '../../../../domain/brands/resolveBrandByHost.ts';

const brands = [
  { id: 'vidya', hosts: ['learn.vidya.example'] },
  { id: 'abhyas', hosts: ['localhost'] },
];

describe('resolveBrandByHost', () => {
  it('picks the brand that lists the host, ignoring case and a trailing dot', () => {
    expect(resolveBrandByHost(brands, 'LEARN.vidya.example.').id).toBe('vidya');
  });

  it('reaches any brand on <id>.localhost', () => {
    expect(resolveBrandByHost(brands, 'vidya.localhost').id).toBe('vidya');
  });

  it('falls back to the default brand on an unknown host', () => {
    expect(resolveBrandByHost(brands, 'elsewhere.example').id).toBe('abhyas');
  });
});
