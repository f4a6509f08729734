import type { CSSProperties } from 'react';
import type { Tile } from '../../domain/contracts/content.ts';
import { subjectColour } from '../../domain/tiles/subjectColour.ts';
import type { TileLayout } from './TileCard.tsx';
import type { HoverPreview } from './useHoverPreview.ts';

/**
 * The pictures' own sizes (the pack's posters and covers), set on the image so its box is known
 * before it loads; the frame's aspect ratio in tiles.css reserves the same box, so nothing shifts.
 * SVG posters draw sharp at any size, so one file serves every width.
 */
const PICTURE_SIZE: Readonly<Record<TileLayout, readonly [number, number]>> = {
  poster: [480, 270],
  cover: [300, 400],
  subject: [400, 400],
  wide: [480, 270],
};

/**
 * The picture of a tile: its poster or current frame, or the muted trailer while the hover preview
 * plays. Without any picture (a student's own test) the subject colour fills the space.
 */
export function TileMedia({
  tile,
  frames,
  preview,
  layout,
}: {
  tile: Tile;
  frames: string[];
  preview: HoverPreview;
  layout: TileLayout;
}) {
  const poster = frames[preview.frame];
  const [width, height] = PICTURE_SIZE[layout];
  const style = { '--subject-colour': subjectColour(tile.subject) } as CSSProperties;
  return (
    <span className="tile-media" style={style}>
      {poster !== undefined ? (
        // Decorative: the tile's name is beside it.
        <img
          className="tile-poster"
          src={poster}
          alt=""
          width={width}
          height={height}
          loading="lazy"
          decoding="async"
        />
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
