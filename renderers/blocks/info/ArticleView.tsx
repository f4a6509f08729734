import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import type { Article } from '../../../schemas/types.generated.ts';
import { ArticleMeta } from './ArticleMeta.tsx';
import { ARTICLES_PATH } from './articlePaths.ts';
import { Localised } from './Localised.tsx';

/**
 * The article the id query parameter names; without one, the newest. An id that names none says
 * so and leads back to the list, rather than showing another article in its place.
 */
export function ArticleView({
  articles,
  blockId,
}: {
  articles: readonly Article[];
  blockId: string;
}) {
  const [params] = useSearchParams();
  const id = params.get('id');
  const article = id === null ? articles[0] : articles.find((a) => a.id === id);
  const back = (
    <p>
      <Link to={ARTICLES_PATH}>
        <FormattedMessage id="info.articles.all" />
      </Link>
    </p>
  );
  if (!article)
    return (
      <div className="info-section" role="status">
        <h2>
          <FormattedMessage id="info.articles.notFound" />
        </h2>
        {back}
      </div>
    );
  const headingId = `info-${blockId}-title`;
  return (
    <article className="info-section info-article" aria-labelledby={headingId}>
      <ArticleMeta article={article} />
      <Localised as="h2" id={headingId} text={article.title} />
      {article.paragraphs.map((paragraph, index) => (
        <Localised key={index} as="p" text={paragraph} />
      ))}
      {back}
    </article>
  );
}
