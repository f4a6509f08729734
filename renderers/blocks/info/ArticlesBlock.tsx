import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';
import { usePageDocument } from '../../../runtime/pages/usePageDocument.ts';
import type { BlockProps } from '../../../runtime/registry/Registry.ts';
import type { Article, Articles } from '../../../schemas/types.generated.ts';
import { ArticleSummaries } from './ArticleSummaries.tsx';
import { ArticleTracks } from './ArticleTracks.tsx';
import { ArticleView } from './ArticleView.tsx';
import './info.css';

/** The block's own articles, or those of the articles block on the page it names. */
function useArticles(block: Articles): readonly Article[] {
  const source = usePageDocument(block.from ?? '');
  if (block.items) return block.items;
  const holder = source?.blocks.find((b): b is Articles => b.type === 'articles' && !!b.items);
  return holder?.items ?? [];
}

/** Articles as a list of summaries, grouped by track, or one article (shell spec §2, "Other"). */
export function ArticlesBlock({ block }: BlockProps<Articles>) {
  useCatalogParts('info');
  const articles = useArticles(block);
  switch (block.view) {
    case 'list':
      return (
        <div className="info-section">
          <ArticleSummaries articles={articles} level="h2" />
        </div>
      );
    case 'tracks':
      return <ArticleTracks articles={articles} blockId={block.id} />;
    case 'article':
      return <ArticleView articles={articles} blockId={block.id} />;
  }
}
