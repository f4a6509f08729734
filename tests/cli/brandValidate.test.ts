import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { lines, runCli } from './runCli.ts';

const FIXTURES = 'tests/fixtures/brands';
const TILES =
  'subject, chapter, topic, video, book, learn_chapter, test, create_test, fav_book, assignments, school_test, bookmarks, big_books, progress, cheatsheet, performance, live_class_book, live_class_course';
const MODULES =
  'learn, practice, test, achieve, search, userHome, liveClass, classroom, notifications, helpdesk, subscription';

/** Each broken fixture and the exact lines `abhyas brand validate` must print for it. */
const EXPECTED: Record<string, string[]> = {
  'bad-colour': [
    `${FIXTURES}/bad-colour/brand.json: /theme/colors/primary: Primary colour must match pattern "^#[0-9a-fA-F]{6}$"`,
  ],
  'bad-json': [`${FIXTURES}/bad-json/brand.json: /: File is not valid JSON (line 4, column 3)`],
  'bad-nav-route': [
    `${FIXTURES}/bad-nav-route/navigation.json: /public/0/route: Route "/nowhere" is not a route of the route table`,
  ],
  'deep-menu': [
    `${FIXTURES}/deep-menu/navigation.json: /public/0/subMenu/0/subMenu/0/subMenu/0/subMenu/0/subMenu/0/listNumber: Navigation item nests deeper than 5 levels`,
  ],
  // The menu entries come from the parent brand, so the parent's file is named.
  'disabled-module-link': [
    'brands/abhyas/navigation.json: /signedIn/1/route: Route "/practice/home" belongs to module "practice", which is not enabled on this brand',
    'brands/abhyas/navigation.json: /signedIn/3/route: Route "/achieve/home" belongs to module "achieve", which is not enabled on this brand',
  ],
  'duplicate-host': [
    `${FIXTURES}/duplicate-host/brand.json: /hosts/0: Host name "abhyas.localhost" is already used by brand "abhyas"`,
  ],
  'id-mismatch': [
    `${FIXTURES}/id-mismatch/brand.json: /id: Brand id "other-id" must equal its folder name "id-mismatch"`,
  ],
  'missing-logo': [
    `${FIXTURES}/missing-logo/brand.json: /logos/full: Full logo file "assets/none.svg" does not exist`,
    `${FIXTURES}/missing-logo/brand.json: /logos/mark: Logo mark file "assets/none.svg" does not exist`,
  ],
  'low-contrast': [
    `${FIXTURES}/low-contrast/brand.json: /theme/colors/primary: Text pair primary/onPrimary has a contrast of 1.43:1, below 4.5:1`,
    `${FIXTURES}/low-contrast/brand.json: /theme/colors/primary: Text pair primary/surface has a contrast of 1.43:1, below 4.5:1`,
    `${FIXTURES}/low-contrast/brand.json: /theme/colors/primary: Text pair primary/background has a contrast of 1.33:1, below 4.5:1`,
  ],
  // Every page text carries all twelve languages; this one lacks Tamil.
  'missing-language': [
    `${FIXTURES}/missing-language/pages/tos.json: /blocks/0/heading: Block heading is missing Tamil (ta)`,
  ],
  'missing-message-key': [
    `${FIXTURES}/missing-message-key/brand.json: /title: Title "brand.nope.title" is not a key of locales/en.json`,
  ],
  'unknown-exception-route': [
    `${FIXTURES}/unknown-exception-route/exceptions.json: /pages/crash/action: Action is missing Target route (route)`,
  ],
  'unknown-extends': [
    `${FIXTURES}/unknown-extends/brand.json: /extends: Extends "nobody" is not a brand folder`,
  ],
  'unknown-module': [
    `${FIXTURES}/unknown-module/brand.json: /modules/1: Module must be one of: ${MODULES}`,
  ],
  'unknown-switch': [
    `${FIXTURES}/unknown-switch/brand.json: /switches: Switches has an unknown property "teleport"`,
  ],
  'unknown-tile': [
    `${FIXTURES}/unknown-tile/pages/learn-home.json: /blocks/0/tile: Tile kind must be one of: ${TILES}`,
  ],
  'wrong-level': [
    `${FIXTURES}/wrong-level/navigation.json: /public/0/subMenu/0/listNumber: Level must be 2 at this depth, not 1`,
  ],
};

describe('abhyas brand validate', () => {
  it('accepts the six brands', async () => {
    const result = await runCli(['brand', 'validate']);
    expect(result.stderr).toBe('');
    expect(result.stdout.trim()).toBe(
      '6 brands valid: abhyas, abhyas-home, gurukul, homework, pragati, vidya',
    );
    expect(result.code).toBe(0);
  });

  it('has an expectation for every fixture', async () => {
    expect((await readdir(FIXTURES)).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it('prints exactly the expected line for every broken fixture, and exits 1', async () => {
    const names = Object.keys(EXPECTED);
    const result = await runCli(['brand', 'validate', ...names.map((n) => `${FIXTURES}/${n}`)]);
    const expected = Object.values(EXPECTED).flat();
    expect(lines(result.stderr).sort()).toEqual(
      [
        ...expected,
        `${expected.length} errors in ${names.length} of ${names.length} brands`,
      ].sort(),
    );
    expect(result.code).toBe(1);
  });

  it('validates one fixture alone, with the same line', async () => {
    const result = await runCli(['brand', 'validate', `${FIXTURES}/bad-nav-route`]);
    expect(lines(result.stderr)).toEqual([
      ...(EXPECTED['bad-nav-route'] ?? []),
      '1 error in 1 of 1 brands',
    ]);
    expect(result.code).toBe(1);
  });

  it('reports problems as JSON for CI', async () => {
    const result = await runCli([
      'brand',
      'validate',
      '--json',
      `${FIXTURES}/unknown-switch`,
      'vidya',
    ]);
    const report = JSON.parse(result.stdout) as {
      ok: boolean;
      brands: { id: string; valid: boolean; errors: unknown[] }[];
    };
    expect(report.ok).toBe(false);
    expect(report.brands.map((b) => [b.id, b.valid, b.errors.length])).toEqual([
      ['unknown-switch', false, 1],
      ['vidya', true, 0],
    ]);
    expect(result.code).toBe(1);
  });

  it('exits 2 on a brand that does not exist', async () => {
    const result = await runCli(['brand', 'validate', 'no-such-brand']);
    expect(result.stderr).toContain('"no-such-brand" is neither a brand id');
    expect(result.code).toBe(2);
  });

  it('exits 2 on an unknown command', async () => {
    expect((await runCli(['brand', 'frobnicate'])).code).toBe(2);
  });
});
