import { describe, expect, it } from 'vitest';
import { applyProductSlugToPages } from '../../../../domain/brands/applyProductSlug.ts';
import { catalogPartsOfPage } from '../../../../domain/pages/catalogPartsOfPage.ts';
import { splitPlaceholders } from '../../../../domain/pages/splitPlaceholders.ts';
import { SUPPORTED_LOCALES } from '../../../../domain/rules/locales.ts';
import type { PageDocument, TextByLanguage } from '../../../../schemas/types.generated.ts';

/** A page text written the same in every language, as a name or a code may be. */
const same = (text: string) =>
  Object.fromEntries(SUPPORTED_LOCALES.map((l) => [l, text])) as unknown as TextByLanguage;

describe('page text placeholders', () => {
  it('cut a text at {brand} and {email}', () => {
    expect(splitPlaceholders('Write to {email} about {brand}.')).toEqual([
      'Write to ',
      { placeholder: 'email' },
      ' about ',
      { placeholder: 'brand' },
      '.',
    ]);
  });

  it('leave other braces as written', () => {
    expect(splitPlaceholders('{brand}{product} {x}')).toEqual([
      { placeholder: 'brand' },
      '{product} {x}',
    ]);
  });
});

describe('catalog parts of a page', () => {
  const text = same('Hello');

  it('are its title’s part alone for an info page', () => {
    const page: PageDocument = {
      title: 'info.page.tos',
      blocks: [{ type: 'text', id: 'a', paragraphs: [text] }],
    };
    expect(catalogPartsOfPage(page)).toEqual(['info']);
  });

  it('add the learn part when the page shows shelves', () => {
    const page: PageDocument = {
      title: 'page.learnHome.title',
      blocks: [
        { type: 'shelf', id: 's', title: 'page.shelf.videos', tile: 'video', source: 'videos' },
      ],
    };
    expect(catalogPartsOfPage(page)).toEqual(['core', 'learn']);
  });
});

describe('{product} in page links', () => {
  it('becomes the brand’s product slug in paths, and only there', () => {
    const page: PageDocument = {
      title: 'info.page.outcomes',
      blocks: [
        {
          type: 'cards',
          id: 'c',
          items: [
            {
              title: same('{product}score'),
              text: same('x'),
              link: '/in-en/outcomes/{product}score',
            },
          ],
        },
      ],
    };
    const [card] = (
      applyProductSlugToPages({ outcomes: page }, 'vidya')['outcomes']?.blocks[0] as {
        items: { link: string; title: { en: string } }[];
      }
    ).items;
    expect(card?.link).toBe('/in-en/outcomes/vidyascore');
    expect(card?.title.en).toBe('{product}score');
  });
});
