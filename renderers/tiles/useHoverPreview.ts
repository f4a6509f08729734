import { useEffect, useState } from 'react';
import { TRAILER_REVERT_MS, TRAILER_START_MS } from '../../domain/tiles/hoverTrailer.ts';
import { nextThumbnail, THUMB_CYCLE_MS } from '../../domain/tiles/tileThumbnails.ts';

export interface HoverPreview {
  /** The poster frame to show. */
  frame: number;
  /** Whether the trailer plays instead of the poster. */
  playing: boolean;
  /** Hover or focus arrived / left. */
  enter: () => void;
  leave: () => void;
  /** The trailer ended on its own: back to the poster. */
  ended: () => void;
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A tile's hover preview: with a trailer, the muted trailer starts once hover or focus has rested
 * TRAILER_START_MS and reverts to the poster after TRAILER_REVERT_MS or on leave; without one, the
 * poster frames take turns. People who ask for reduced motion get neither.
 */
export function useHoverPreview(hasTrailer: boolean, frames: number): HoverPreview {
  const [hovering, setHovering] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [frame, setFrame] = useState(0);

  useEffect(() => {
    if (!hovering || !hasTrailer || prefersReducedMotion()) return;
    let revert: ReturnType<typeof setTimeout> | undefined;
    const start = setTimeout(() => {
      setPlaying(true);
      revert = setTimeout(() => setPlaying(false), TRAILER_REVERT_MS);
    }, TRAILER_START_MS);
    return () => {
      clearTimeout(start);
      clearTimeout(revert);
    };
  }, [hovering, hasTrailer]);

  useEffect(() => {
    if (!hovering || playing || frames < 2 || prefersReducedMotion()) return;
    const timer = setInterval(() => setFrame((f) => nextThumbnail(f, frames)), THUMB_CYCLE_MS);
    return () => clearInterval(timer);
  }, [hovering, playing, frames]);

  return {
    frame: frame < frames ? frame : 0,
    playing: hovering && playing,
    enter: () => setHovering(true),
    leave: () => {
      setHovering(false);
      setPlaying(false);
      setFrame(0);
    },
    ended: () => setPlaying(false),
  };
}
