import type { Article } from '../../../schemas/types.generated.ts';
import { ArticleMeta } from './ArticleMeta.tsx';
import { articlePath } from './articlePaths.ts';
import { InfoLink } from './InfoLink.tsx';
import { Localised } from './Localised.tsx';
import { useLocalised } from './useLocalised.tsx';

export interface ArticleSummariesProps {
  articles: readonly Article[];
  /** The level of each article's title: below the page's heading, or below a track's. */
  level: 'h2' | 'h3';
}

/** Each article's track, day, title (linking to the article) and summary. */
export function ArticleSummaries({ articles, level }: ArticleSummariesProps) {
  return (
    <ul className="info-cards">
      {articles.map((article) => (
        <li key={article.id} className="card">
          <ArticleMeta article={article} />
          <ArticleTitle article={article} level={level} />
          <Localised as="p" text={article.summary} />
        </li>
      ))}
    </ul>
  );
}

function ArticleTitle({ article, level: Heading }: { article: Article; level: 'h2' | 'h3' }) {
  const { content, lang } = useLocalised(article.title, false);
  return (
    <Heading lang={lang}>
      <InfoLink to={articlePath(article.id)}>{content}</InfoLink>
    </Heading>
  );
}
