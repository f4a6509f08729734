import { Suspense, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import type { BrandFeature } from '../../domain/access/featureEnabled.ts';
import { shelfFeature } from '../../domain/access/shelfFeature.ts';
import { tilesPerView } from '../../domain/pages/tilesPerView.ts';
import { useFeature } from '../../runtime/brand/useFeature.ts';
import type { BlockProps } from '../../runtime/registry/Registry.ts';
import type { Shelf } from '../../schemas/types.generated.ts';
import { lazyNamed } from '../lazyNamed.ts';
import { ShelfSkeleton } from '../tiles/ShelfSkeleton.tsx';
import '../tiles/tiles.css';

const ShelfTiles = lazyNamed(() => import('../tiles/ShelfTiles.tsx'), 'ShelfTiles');

/**
 * A shelf row: its heading at once, and its tiles (ShelfTiles: the call, paging, empty and failed
 * states) loaded with the first shelf of a page, so the landing bundle carries no data layer.
 */
export function ShelfBlock(props: BlockProps<Shelf>) {
  const feature = shelfFeature(props.block);
  return feature === undefined ? (
    <ShelfRow {...props} />
  ) : (
    <SwitchedShelf feature={feature} {...props} />
  );
}

/** A shelf of favourite books, big books or live classes shows only while its feature is on. */
function SwitchedShelf({ feature, ...props }: BlockProps<Shelf> & { feature: BrandFeature }) {
  return useFeature(feature) ? <ShelfRow {...props} /> : null;
}

function ShelfRow(props: BlockProps<Shelf>) {
  const { block } = props;
  const intl = useIntl();
  const headingId = `shelf-${block.id}`;
  const perView = tilesPerView(block);
  const title = intl.formatMessage({ id: block.title });
  return (
    <section
      className="shelf"
      aria-labelledby={headingId}
      data-tile={block.tile}
      data-source={block.source}
      style={{ '--tiles-per-view': perView } as CSSProperties}
    >
      <h2 id={headingId}>{title}</h2>
      <Suspense fallback={<ShelfSkeleton count={perView} source={block.source} />}>
        <ShelfTiles {...props} title={title} />
      </Suspense>
    </section>
  );
}
