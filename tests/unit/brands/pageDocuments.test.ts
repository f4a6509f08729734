import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBrandError } from '../../../cli/brands/brandError.ts';
import { loadBrands } from '../../../cli/brands/loadBrands.ts';
import { SUPPORTED_LOCALES } from '../../../domain/rules/locales.ts';

/** A page text in all twelve languages (written the same, as a name may be), less those left out. */
const text = (words: string, ...leftOut: string[]) =>
  Object.fromEntries(SUPPORTED_LOCALES.filter((l) => !leftOut.includes(l)).map((l) => [l, words]));

/** A brand folder that extends the default brand and replaces its terms page. */
async function brandWithTerms(root: string, id: string, org: number, blocks: unknown[]) {
  const dir = join(root, id);
  await mkdir(join(dir, 'pages'), { recursive: true });
  await writeFile(
    join(dir, 'brand.json'),
    JSON.stringify({
      id,
      extends: 'abhyas',
      name: id,
      organisationId: org,
      hosts: [`${id}.localhost`],
    }),
  );
  await writeFile(
    join(dir, 'pages', 'tos.json'),
    JSON.stringify({ title: 'info.page.tos', blocks }),
  );
  return dir;
}

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'abhyas-pages-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function errorsOf(dir: string) {
  const { errors } = await loadBrands({ extraDirs: [dir] });
  return errors.filter((e) => dir.endsWith(e.brand)).map(formatBrandError);
}

describe('page documents of public and info pages', () => {
  it('need every text in all twelve languages, and name the one missing', async () => {
    const dir = await brandWithTerms(root, 'no-tamil', 91, [
      { type: 'text', id: 'intro', paragraphs: [text('Not in Tamil.', 'ta')] },
    ]);
    const file = relative(process.cwd(), join(dir, 'pages', 'tos.json'));
    expect(await errorsOf(dir)).toEqual([
      `${file}: /blocks/0/paragraphs/0: Text by language is missing Tamil (ta)`,
    ]);
  });

  it('may link only to routes of the brand, and read articles only from a page it has', async () => {
    const dir = await brandWithTerms(root, 'bad-links', 92, [
      {
        type: 'cards',
        id: 'cards',
        items: [{ title: text('Go'), text: text('Nowhere'), link: '/nowhere' }],
      },
      { type: 'articles', id: 'articles', view: 'article', from: 'no-such-page' },
    ]);
    const file = relative(process.cwd(), join(dir, 'pages', 'tos.json'));
    expect(await errorsOf(dir)).toEqual([
      `${file}: /blocks/0/items/0/link: Card link "/nowhere" is not a route of the route table`,
      `${file}: /blocks/1/from: Articles from page "no-such-page" has no file pages/no-such-page.json`,
    ]);
  });

  it('hold articles or read them from elsewhere, not both', async () => {
    const article = {
      id: 'one',
      track: text('JEE'),
      date: '2025-01-31',
      title: text('One'),
      summary: text('One.'),
      paragraphs: [text('One.')],
    };
    const dir = await brandWithTerms(root, 'both-articles', 93, [
      { type: 'articles', id: 'a', view: 'list', from: 'articles', items: [article] },
    ]);
    const file = relative(process.cwd(), join(dir, 'pages', 'tos.json'));
    expect(await errorsOf(dir)).toEqual([
      `${file}: /blocks/0: Block cannot have both Articles from page (from) and Article entries (items)`,
    ]);
  });
});
