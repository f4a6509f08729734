import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { catalogPartsOfPage } from '../../domain/pages/catalogPartsOfPage.ts';
import type { PageDocument } from '../../schemas/types.generated.ts';
import { useCatalogParts } from '../i18n/CatalogParts.ts';
import { useRegistry } from '../registry/RegistryContext.ts';
import { PageBlocks } from './PageBlocks.tsx';
import { usePageDocument } from './usePageDocument.ts';

/** Renders a page document: its title as the page's heading, then its blocks. */
export function RenderPage({ name }: { name: string }) {
  const registry = useRegistry();
  const page = usePageDocument(name);
  if (!page) return <registry.Unknown registryKey={name} documentPath={`pages/${name}.json`} />;
  return <TitledPage name={name} page={page} />;
}

function TitledPage({ name, page }: { name: string; page: PageDocument }) {
  useCatalogParts(...catalogPartsOfPage(page));
  const intl = useIntl();
  const title = intl.formatMessage({ id: page.title });

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <>
      <h1 className="page-title">{title}</h1>
      <PageBlocks name={name} page={page} />
    </>
  );
}
