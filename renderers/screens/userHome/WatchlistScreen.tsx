import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { shelfCall } from '../../../domain/contracts/content.ts';
import { LEARN_HOME_PATH } from '../../../domain/tiles/learnLinks.ts';
import { useCall } from '../../../runtime/api/useCall.ts';
import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import { useRegistry } from '../../../runtime/registry/RegistryContext.ts';
import { TileGrid } from '../learn/TileGrid.tsx';
import { useDocumentTitle } from '../learn/useDocumentTitle.ts';
import './userHomeLists.css';

/**
 * /user-home/my-watchlist: the lessons the student started and has not finished, newest first,
 * each with how far they got (the learn home's "continue watching" shelf, `onWatchlist`). A tile
 * opens the player, which offers to resume where they stopped; a finished lesson drops off.
 */
export function WatchlistScreen() {
  useCatalogParts('userHome', 'learn');
  const intl = useIntl();
  const registry = useRegistry();
  const locale = useAtomValue(localeAtom);
  const title = intl.formatMessage({ id: 'watchlist.title' });
  useDocumentTitle(title);
  const { data, error } = useCall(shelfCall, {
    params: { source: 'continueWatching' },
    query: { locale, module: 'learn' },
  });
  const tiles = data?.data.tiles;

  return (
    <section className="user-home-list" aria-labelledby="watchlist-title">
      <h1 id="watchlist-title">{title}</h1>
      <p>
        <FormattedMessage id="watchlist.what" />
      </p>
      {error ? (
        <p role="alert">
          <FormattedMessage id="watchlist.failed" />
        </p>
      ) : !tiles ? (
        <registry.Loading />
      ) : tiles.length === 0 ? (
        <div className="user-home-empty" role="status">
          <p>
            <FormattedMessage id="watchlist.empty" />
          </p>
          <Link className="button primary" to={LEARN_HOME_PATH}>
            <FormattedMessage id="watchlist.startLearning" />
          </Link>
        </div>
      ) : (
        <TileGrid tiles={tiles} source="watchlist" />
      )}
    </section>
  );
}
