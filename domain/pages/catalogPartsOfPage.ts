import type { PageDocument } from '../../schemas/types.generated.ts';
import { partOfKey, type CatalogPart } from '../i18n/catalogParts.ts';

/** Blocks whose components show texts of the learn part (shelves, tiles and banners). */
const LEARN_BLOCKS: ReadonlySet<string> = new Set(['heroBanner', 'shelf']);

/**
 * The catalog parts a page needs before it renders: its title's, and the learn part when it shows
 * shelves or banners. Info blocks load their own part, so an info page never pulls in the learn
 * texts of the module homes.
 */
export function catalogPartsOfPage(page: PageDocument): CatalogPart[] {
  const parts = new Set<CatalogPart>([partOfKey(page.title)]);
  if (page.blocks.some((block) => LEARN_BLOCKS.has(block.type))) parts.add('learn');
  return [...parts];
}
