import { useAtomValue } from 'jotai';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { shelfCall } from '../../domain/contracts/content.ts';
import { tilesPerView } from '../../domain/pages/tilesPerView.ts';
import {
  contentModuleOf,
  EMPTY_MESSAGE,
  EMPTY_MESSAGE_OF,
  shelfSourceOf,
} from '../../domain/tiles/contentModule.ts';
import { HIDDEN_WHEN_EMPTY } from '../../domain/tiles/hiddenWhenEmpty.ts';
import {
  clampPage,
  hasNextPage,
  hasPreviousPage,
  pageCount,
  pageOf,
} from '../../domain/tiles/shelfPaging.ts';
import { useCall } from '../../runtime/api/useCall.ts';
import { useCatalogParts } from '../../runtime/i18n/CatalogParts.ts';
import { localeAtom } from '../../runtime/i18n/localeAtom.ts';
import { currentProfileAtom } from '../../runtime/session/authState.ts';
import { rememberShelfFilled } from '../../runtime/storage/rememberShelfFilled.ts';
import type { BlockProps } from '../../runtime/registry/Registry.ts';
import { useRegistry } from '../../runtime/registry/RegistryContext.ts';
import type { Shelf } from '../../schemas/types.generated.ts';
import { ShelfSkeleton } from './ShelfSkeleton.tsx';
import { ChevronIcon } from './TileIcons.tsx';

export interface ShelfTilesProps extends BlockProps<Shelf> {
  /** The shelf's translated heading, for the pager buttons' names. */
  title: string;
}

/**
 * The tiles of a shelf: GET /shelf/{source} in the UI language, shown tiles-per-view at a time
 * with previous and next buttons. An empty shelf says so; a failed call offers a retry. Sources
 * the content service does not serve as shelves show the empty state without a call. Loaded with
 * the first shelf, so pages without shelves (the landing page) never download the data layer.
 */
export function ShelfTiles({ block, module, documentPath, title }: ShelfTilesProps) {
  useCatalogParts('learn');
  const intl = useIntl();
  const registry = useRegistry();
  const locale = useAtomValue(localeAtom);
  const [page, setPage] = useState(0);
  const listId = useId();
  const perView = tilesPerView(block);
  const source = shelfSourceOf(block.source);
  const contentModule = contentModuleOf(module) ?? 'learn';
  const { data, error, mutate } = useCall(
    shelfCall,
    source ? { params: { source }, query: { locale, module: contentModule } } : null,
  );

  const childId = useAtomValue(currentProfileAtom)?.id;
  const hiddenWhenEmpty = HIDDEN_WHEN_EMPTY.includes(block.source);
  const tiles = source ? data?.data.tiles : [];
  const filled = tiles === undefined ? undefined : tiles.length > 0;
  useEffect(() => {
    if (hiddenWhenEmpty && childId !== undefined && filled !== undefined)
      rememberShelfFilled(childId, block.source, filled);
  }, [hiddenWhenEmpty, childId, block.source, filled]);

  if (!Object.hasOwn(registry.tiles, block.tile)) {
    return <registry.Unknown registryKey={block.tile} documentPath={`${documentPath}/tile`} />;
  }
  const Tile = registry.tiles[block.tile];
  const pages = pageCount(tiles?.length ?? 0, perView);
  const current = clampPage(page, pages);

  let body;
  if (error && source) {
    body = (
      <p className="shelf-error">
        <FormattedMessage id="shelf.failed" />
        <button type="button" className="button ghost shelf-retry" onClick={() => void mutate()}>
          <FormattedMessage id="shelf.retry" />
        </button>
      </p>
    );
  } else if (tiles === undefined) {
    body = <ShelfSkeleton count={perView} source={block.source} />;
  } else if (tiles.length === 0 && hiddenWhenEmpty) {
    // tiles.css hides a shelf holding this mark (heading and all).
    return <span className="shelf-hidden" hidden />;
  } else if (tiles.length === 0) {
    body = (
      <p className="shelf-empty">
        <FormattedMessage id={EMPTY_MESSAGE_OF[block.source] ?? EMPTY_MESSAGE} />
      </p>
    );
  } else {
    body = (
      <ul className="shelf-tiles" id={listId}>
        {pageOf(tiles, current, perView).map((tile) => (
          <li key={`${tile.tileType}:${tile.id}`}>
            <Tile tile={tile} source={block.source} {...(module !== undefined && { module })} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      {pages > 1 && (
        <span className="shelf-pager">
          <button
            type="button"
            className="shelf-nav"
            aria-controls={listId}
            aria-label={intl.formatMessage({ id: 'shelf.previous' }, { shelf: title })}
            disabled={!hasPreviousPage(current)}
            onClick={() => setPage(current - 1)}
          >
            <ChevronIcon direction="previous" />
          </button>
          <span aria-live="polite">
            <FormattedMessage id="shelf.page" values={{ page: current + 1, count: pages }} />
          </span>
          <button
            type="button"
            className="shelf-nav"
            aria-controls={listId}
            aria-label={intl.formatMessage({ id: 'shelf.next' }, { shelf: title })}
            disabled={!hasNextPage(current, pages)}
            onClick={() => setPage(current + 1)}
          >
            <ChevronIcon direction="next" />
          </button>
        </span>
      )}
      {block.seeAll !== undefined && (
        <Link className="shelf-see-all" to={block.seeAll}>
          <FormattedMessage id="shelf.seeAll" />
        </Link>
      )}
      {body}
    </>
  );
}
