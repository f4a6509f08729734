import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { topicsContentCall } from '../../../domain/contracts/content.ts';
import { topicSummaryHref } from '../../../domain/tiles/learnLinks.ts';
import { useCall } from '../../../runtime/api/useCall.ts';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import { useRegistry } from '../../../runtime/registry/RegistryContext.ts';
import { TileGrid } from './TileGrid.tsx';

/** The call takes at most this many topics at once (its contract). */
const MAX_TOPICS = 100;

/**
 * The lessons of topics (POST /v3/topics/content) as video tiles: one titled section per topic
 * linking to its summary, or, with `titled` off, just the lessons of a single topic.
 */
export function TopicLessons({
  learnPaths,
  source,
  titled,
}: {
  learnPaths: string[];
  source: string;
  titled: boolean;
}) {
  const registry = useRegistry();
  const locale = useAtomValue(localeAtom);
  const asked = learnPaths.slice(0, MAX_TOPICS);
  const { data, error, mutate } = useCall(
    topicsContentCall,
    asked.length > 0 ? { body: { learnpath_names: asked, locale } } : null,
  );
  if (asked.length === 0) return null;
  if (error) {
    return (
      <p className="shelf-error">
        <FormattedMessage id="learn.lessons.failed" />
        <button type="button" className="button ghost shelf-retry" onClick={() => void mutate()}>
          <FormattedMessage id="shelf.retry" />
        </button>
      </p>
    );
  }
  if (!data) return <registry.Loading />;
  if (data.data.length === 0) {
    return (
      <p className="shelf-empty">
        <FormattedMessage id="learn.lessons.none" />
      </p>
    );
  }
  return (
    <>
      {data.data.map((topic) => (
        <section key={topic.learnpath_name} className="learn-topic">
          {titled && (
            <h3>
              <Link to={topicSummaryHref(topic.learnpath_name)}>{topic.name}</Link>
            </h3>
          )}
          {topic.content.length > 0 ? (
            <TileGrid tiles={topic.content} source={source} />
          ) : (
            <p className="shelf-empty">
              <FormattedMessage id="learn.lessons.none" />
            </p>
          )}
        </section>
      ))}
    </>
  );
}
