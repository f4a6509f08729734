import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useBrand } from '../brand/BrandContext.ts';
import { useRegistry } from '../registry/RegistryContext.ts';
import type { BlockProps } from '../registry/Registry.ts';
import type { ComponentType } from 'react';

/** Renders a page document: each block through the registry, an unknown key made visible. */
export function RenderPage({ name }: { name: string }) {
  const { docs } = useBrand();
  const registry = useRegistry();
  const intl = useIntl();
  const page = docs.pages[name];
  const title = page ? intl.formatMessage({ id: page.title }) : undefined;

  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  if (!page) return <registry.Unknown registryKey={name} documentPath={`pages/${name}.json`} />;
  return (
    <>
      <h1 className="page-title">{title}</h1>
      {page.blocks.map((block, index) => {
        const documentPath = `pages/${name}.json#/blocks/${index}`;
        if (!Object.hasOwn(registry.blocks, block.type)) {
          return (
            <registry.Unknown key={block.id} registryKey={block.type} documentPath={documentPath} />
          );
        }
        const Block = registry.blocks[block.type] as ComponentType<BlockProps<typeof block>>;
        return <Block key={block.id} block={block} documentPath={documentPath} />;
      })}
    </>
  );
}
