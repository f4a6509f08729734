import type { TileProps } from '../../runtime/registry/Registry.ts';
import { TileCard } from './TileCard.tsx';

/** Lessons, topics, tests and courses: a 16:9 poster (with hover trailer when the tile has one). */
export function PosterTile(props: TileProps) {
  return <TileCard {...props} layout="poster" />;
}

/** Books of every kind: a portrait cover. */
export function CoverTile(props: TileProps) {
  return <TileCard {...props} layout="cover" />;
}

/** Subjects: a square in the subject's colour. */
export function SubjectTile(props: TileProps) {
  return <TileCard {...props} layout="subject" />;
}

/** Progress and performance: one card across the shelf (one tile per view). */
export function WideTile(props: TileProps) {
  return <TileCard {...props} layout="wide" />;
}
