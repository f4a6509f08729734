import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useBrand } from '../brand/BrandContext.ts';
import { useCatalogParts } from '../i18n/CatalogParts.ts';
import { useRegistry } from '../registry/RegistryContext.ts';
import type { BlockProps } from '../registry/Registry.ts';
import type { ComponentType } from 'react';

/** Renders a page document: each block through the registry, an unknown key made visible. */
export function RenderPage({ name }: { name: string }) {
  // Shelves, tiles and banners show texts of the learn part on every module home.
  useCatalogParts('learn');
  const { docs } = useBrand();
  const registry = useRegistry();
  const intl = useIntl();
  const page = docs.pages[name];
  const title = page ? intl.formatMessage({ id: page.title }) : undefined;
  // The module whose shelves the page shows: that of the route serving the page.
  const module = docs.routes.routes.find((route) => route.page === name)?.module;

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
