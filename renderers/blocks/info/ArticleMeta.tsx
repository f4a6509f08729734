import { useIntl } from 'react-intl';
import type { Article } from '../../../schemas/types.generated.ts';
import { useLocalised } from './useLocalised.tsx';

/** The article's track and publication day, above its title. */
export function ArticleMeta({ article }: { article: Article }) {
  const intl = useIntl();
  const track = useLocalised(article.track);
  // A day, not a moment: read and shown in UTC so no time zone moves it to the day before.
  const day = intl.formatDate(Date.parse(`${article.date}T00:00:00Z`), {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  return (
    <p className="card-meta">
      <span lang={track.lang}>{track.content}</span> · <time dateTime={article.date}>{day}</time>
    </p>
  );
}
