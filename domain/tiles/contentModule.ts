import { SHELF_SOURCES, type ShelfSource } from '../contracts/dataSourceCalls.ts';
import type { DataSource } from '../../schemas/types.generated.ts';

/** Modules the content service fills shelves and banners for (module query of shelf and hero-banners). */
export const CONTENT_MODULES = ['learn', 'practice', 'test'] as const;

export type ContentModule = (typeof CONTENT_MODULES)[number];

export type { ShelfSource };

/** The content module of a page's module, or undefined for modules without content shelves. */
export function contentModuleOf(module: string | undefined): ContentModule | undefined {
  return CONTENT_MODULES.find((m) => m === module);
}

/**
 * The shelf call's source for a document's data source, or undefined when the content service does
 * not serve that source as a shelf.
 */
export function shelfSourceOf(source: DataSource): ShelfSource | undefined {
  return SHELF_SOURCES.find((s) => s === source);
}

/** What an empty shelf says where the general "on its way" would mislead (catalog keys). */
export const EMPTY_MESSAGE_OF: Readonly<Partial<Record<DataSource, string>>> = {
  performance: 'shelf.empty.performance',
  tests: 'shelf.empty.tests',
};
export const EMPTY_MESSAGE = 'exception.contentDeficiency.message';
