import type { CSSProperties } from 'react';
import type { Tile } from '../../domain/contracts/content.ts';
import { subjectColour } from '../../domain/tiles/subjectColour.ts';
import type { HoverPreview } from './useHoverPreview.ts';

/**
 * The picture of a tile: the current poster frame, or the muted trailer while the hover preview
 * plays. Without any picture the subject colour fills the space.
 */
export function TileMedia({
  tile,
  frames,
  preview,
}: {
  tile: Tile;
  frames: string[];
  preview: HoverPreview;
}) {
  const poster = frames[preview.frame];
  const style = { '--subject-colour': subjectColour(tile.subject) } as CSSProperties;
  return (
    <span className="tile-media" style={style}>
      {poster !== undefined ? (
        <img className="tile-poster" src={poster} alt="" loading="lazy" decoding="async" />
      ) : (
        <span className="tile-placeholder" />
      )}
      {preview.playing && tile.trailer !== undefined && (
        <video
          className="tile-trailer"
          src={tile.trailer}
          poster={poster}
          muted
          autoPlay
          playsInline
          preload="none"
          aria-hidden="true"
          onEnded={preview.ended}
        />
      )}
    </span>
  );
}
