import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { shelfCall } from '../../../domain/contracts/content.ts';
import { useCall } from '../../../runtime/api/useCall.ts';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import { TileGrid } from '../learn/TileGrid.tsx';
import { HubEmpty } from './HubEmpty.tsx';
import { HubSection, hubStatus } from './HubSection.tsx';
import { HUB_PREVIEW_TILES } from './hubPreview.ts';

/** The lessons the student started and did not finish, newest first, as the learn home's tiles. */
export function WatchlistPreview({ learnOn }: { learnOn: boolean }) {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const { data, error } = useCall(shelfCall, {
    params: { source: 'continueWatching' },
    query: { locale, module: 'learn' },
  });
  const tiles = data?.data.tiles;
  return (
    <HubSection
      id="watchlist"
      title={intl.formatMessage({ id: 'watchlist.title' })}
      status={hubStatus(tiles, error)}
      count={tiles?.length}
      to="/user-home/my-watchlist"
      empty={
        <HubEmpty
          message={<FormattedMessage id="watchlist.empty" />}
          action={
            learnOn
              ? { to: '/learn/home', label: <FormattedMessage id="userHome.action.learn" /> }
              : undefined
          }
        />
      }
    >
      {tiles && <TileGrid tiles={tiles.slice(0, HUB_PREVIEW_TILES)} source="user_home" />}
    </HubSection>
  );
}
