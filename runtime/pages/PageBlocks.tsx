import type { ComponentType } from 'react';
import type { PageDocument } from '../../schemas/types.generated.ts';
import { useBrand } from '../brand/BrandContext.ts';
import type { BlockProps } from '../registry/Registry.ts';
import { useRegistry } from '../registry/RegistryContext.ts';

export interface PageBlocksProps {
  /** The page document's name, for diagnostics and to find the module of its route. */
  name: string;
  page: PageDocument;
}

/** The blocks of a page document, each through the registry, an unknown key made visible. */
export function PageBlocks({ name, page }: PageBlocksProps) {
  const { docs } = useBrand();
  const registry = useRegistry();
  // The module whose shelves the page shows: that of the route serving the page.
  const module = docs.routes.routes.find((route) => route.page === name)?.module;
  return (
    <>
      {page.blocks.map((block, index) => {
        const documentPath = `pages/${name}.json#/blocks/${index}`;
        if (!Object.hasOwn(registry.blocks, block.type)) {
          return (
            <registry.Unknown key={block.id} registryKey={block.type} documentPath={documentPath} />
          );
        }
        const Block = registry.blocks[block.type] as ComponentType<BlockProps<typeof block>>;
        return (
          <Block
            key={block.id}
            block={block}
            documentPath={documentPath}
            {...(module !== undefined && { module })}
          />
        );
      })}
    </>
  );
}
