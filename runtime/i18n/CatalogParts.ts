import { createContext, use, useContext } from 'react';
import type { CatalogPart } from '../../domain/i18n/catalogParts.ts';

/** Loads a catalog part into the current language; undefined when it is already there. */
export type EnsurePart = (part: CatalogPart) => Promise<void> | undefined;

/** Without a provider every part counts as loaded (tests hand react-intl the whole catalog). */
export const CatalogPartsContext = createContext<EnsurePart>(() => undefined);

/**
 * A screen names the catalog parts it shows texts from; it suspends (the route's loading state)
 * until they are in, so no message id ever flashes in place of its text.
 */
export function useCatalogParts(...parts: CatalogPart[]): void {
  const ensure = useContext(CatalogPartsContext);
  for (const part of parts) {
    const pending = ensure(part);
    if (pending) use(pending);
  }
}
