import { FormattedMessage, useIntl } from 'react-intl';
import { tilesPerView } from '../../domain/pages/tilesPerView.ts';
import type { BlockProps } from '../../runtime/registry/Registry.ts';
import type { Shelf } from '../../schemas/types.generated.ts';

/**
 * A shelf row: heading and a window of tiles per view. Tiles arrive with the content service; until
 * then the shelf says that content is on its way instead of showing invented tiles.
 */
export function ShelfBlock({ block }: BlockProps<Shelf>) {
  const intl = useIntl();
  const headingId = `shelf-${block.id}`;
  return (
    <section
      className="shelf"
      aria-labelledby={headingId}
      data-tile={block.tile}
      data-source={block.source}
      style={{ '--tiles-per-view': tilesPerView(block) } as React.CSSProperties}
    >
      <h2 id={headingId}>{intl.formatMessage({ id: block.title })}</h2>
      <p className="shelf-empty">
        <FormattedMessage id="exception.contentDeficiency.message" />
      </p>
    </section>
  );
}
