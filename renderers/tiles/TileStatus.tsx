import type { Tile } from '../../domain/contracts/content.ts';
import { AssignmentTileStatus } from './AssignmentTileStatus.tsx';
import { TestTileStatus } from './TestTileStatus.tsx';

/**
 * A tile's status line: a test's schedule, or school work's due date and status. One chunk,
 * loaded with the first such tile, behind one lazy import: each lazy import costs the learn
 * home's first route.
 */
export function TileStatus({ tile, id }: { tile: Tile; id: string }) {
  return tile.test ? (
    <TestTileStatus test={tile.test} id={id} />
  ) : (
    <AssignmentTileStatus tile={tile} id={id} />
  );
}
