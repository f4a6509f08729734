import { describe, expect, it } from 'vitest';
import { prerenderedPageFor } from '../../../server/plugins/prerenderedPageFor.ts';

const BUILT = new Set([
  'prerendered/abhyas/en/index.html',
  'prerendered/abhyas/hi/index.html',
  'prerendered/abhyas/en/in-en/contactus.html',
  'prerendered/vidya/en/index.html',
  'prerendered/vidya/ta/index.html',
]);

const ask = (brandId: string, path: string, cookieHeader?: string, hasQuery = false) =>
  prerenderedPageFor({ brandId, path, hasQuery, cookieHeader }, BUILT);

describe('which prerendered page the server sends', () => {
  it('sends a visitor without a language cookie the page in the first visit’s language', () => {
    expect(ask('abhyas', '/')).toBe('prerendered/abhyas/en/index.html');
    expect(ask('abhyas', '/in-en/contactus')).toBe('prerendered/abhyas/en/in-en/contactus.html');
  });

  it('sends the page in the language the cookie names, among other cookies', () => {
    expect(ask('abhyas', '/', 'theme=dark; abhyas-locale=hi; other=1')).toBe(
      'prerendered/abhyas/hi/index.html',
    );
  });

  it('sends the request’s brand’s page', () => {
    expect(ask('vidya', '/', 'abhyas-locale=ta')).toBe('prerendered/vidya/ta/index.html');
  });

  it('reads a trailing slash as the same page', () => {
    expect(ask('abhyas', '/in-en/contactus/')).toBe('prerendered/abhyas/en/in-en/contactus.html');
  });

  it('falls back to the first visit’s language for a cookie naming no supported language', () => {
    expect(ask('abhyas', '/', 'abhyas-locale=fr')).toBe('prerendered/abhyas/en/index.html');
  });

  it('sends index.html (undefined) for a page or language the build did not draw', () => {
    expect(ask('abhyas', '/login')).toBeUndefined();
    expect(ask('abhyas', '/in-en/contactus', 'abhyas-locale=hi')).toBeUndefined();
    expect(ask('abhyas', '/../../etc/passwd')).toBeUndefined();
  });

  it('sends index.html for an address with a query, which may change what the page shows', () => {
    expect(ask('abhyas', '/', undefined, true)).toBeUndefined();
  });
});
