import type { Tile } from '../../../domain/contracts/content.ts';
import { useRegistry } from '../../../runtime/registry/RegistryContext.ts';

/** Tiles of a learn page in a wrapping grid, each through the registry by its own kind. */
export function TileGrid({ tiles, source }: { tiles: Tile[]; source: string }) {
  const registry = useRegistry();
  const videoList = tiles.filter((t) => t.tileType === 'video' && !t.locked).map((t) => t.id);
  return (
    <ul className="tile-grid">
      {tiles.map((tile) => {
        const Tile = registry.tiles[tile.tileType];
        return (
          <li key={`${tile.tileType}:${tile.id}`}>
            <Tile
              tile={tile}
              source={source}
              module="learn"
              {...(videoList.length > 0 && { videoList })}
            />
          </li>
        );
      })}
    </ul>
  );
}
