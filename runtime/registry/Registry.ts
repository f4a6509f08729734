import type { ComponentType, ReactNode } from 'react';
import type {
  BlockKey,
  ExceptionKind,
  HeroBanner,
  Route,
  Screen,
  Shelf,
} from '../../schemas/types.generated.ts';

export interface ScreenProps {
  route: Route;
}

export interface BlockProps<B> {
  block: B;
  /** Where the block sits, e.g. `pages/learn-home.json#/blocks/2`, for diagnostics. */
  documentPath: string;
}

type BlockOf<K extends BlockKey> = K extends 'heroBanner'
  ? HeroBanner
  : K extends 'shelf'
    ? Shelf
    : never;

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
  Frame: ComponentType<{ children: ReactNode }>;
  ExceptionPage: ComponentType<{ kind: ExceptionKind }>;
  Unknown: ComponentType<UnknownRendererProps>;
  Loading: ComponentType;
}
