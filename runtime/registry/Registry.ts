import type { ComponentType, ReactNode } from 'react';
import type { Tile } from '../../domain/contracts/content.ts';
import type {
  Block,
  BlockKey,
  ExceptionKind,
  RouteModule,
  Route,
  Screen,
  TileKind,
} from '../../schemas/types.generated.ts';

export interface ScreenProps {
  route: Route;
}

export interface BlockProps<B> {
  block: B;
  /** Where the block sits, e.g. `pages/learn-home.json#/blocks/2`, for diagnostics. */
  documentPath: string;
  /** The module of the route that shows the page (learn, practice, test…), when one does. */
  module?: RouteModule;
}

/** What a tile component is given: the tile, and where it is shown (for the player's reports). */
export interface TileProps {
  tile: Tile;
  /** The shelf source or screen the tile sits on, e.g. `continueWatching` or `booktoc`. */
  source: string;
  /** The module of the page, passed to the player. */
  module?: string;
  /** The videos of the same row in order, so the player can go on to the next one. */
  videoList?: readonly string[];
}

/** The document shape of the block a registry key renders, picked by its type. */
type BlockOf<K extends BlockKey> = Extract<Block, { type: K }>;

export interface UnknownRendererProps {
  registryKey: string;
  documentPath: string;
}

/**
 * Everything visible that the runtime renders, handed in by the composition root. The records are
 * complete over the keys generated from the schemas, so a key without a component fails the
 * typecheck, and the runtime never imports a component itself.
 */
export interface Registry {
  screens: Readonly<Record<Screen, ComponentType<ScreenProps>>>;
  blocks: Readonly<{ [K in BlockKey]: ComponentType<BlockProps<BlockOf<K>>> }>;
  tiles: Readonly<Record<TileKind, ComponentType<TileProps>>>;
  Frame: ComponentType<{ children: ReactNode }>;
  ExceptionPage: ComponentType<{ kind: ExceptionKind }>;
  Unknown: ComponentType<UnknownRendererProps>;
  Loading: ComponentType;
}
