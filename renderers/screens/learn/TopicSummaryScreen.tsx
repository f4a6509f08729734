import { FormattedMessage } from 'react-intl';
import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';
import { useRegistry } from '../../../runtime/registry/RegistryContext.ts';
import { SubjectBadge } from '../../tiles/TileParts.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { exceptionKindOf } from './learnException.ts';
import { TopicLessons } from './TopicLessons.tsx';
import { useLearnPlace } from './useLearnPlace.ts';
import './learn.css';

/** /topic/summary/{code}?learnmap_id={learn path}: a topic's name, summary and its lessons. */
export function TopicSummaryScreen() {
  useCatalogParts('learn');
  const registry = useRegistry();
  const { learnPath, place, error } = useLearnPlace();

  if (!learnPath) return <registry.ExceptionPage kind="contentNotFound" />;
  if (error) return <registry.ExceptionPage kind={exceptionKindOf(error)} />;
  if (!place) return <registry.Loading />;
  const { node, ancestors } = place;

  return (
    <article className="learn-page" data-level={node.level}>
      <Breadcrumbs ancestors={ancestors} current={node.name} />
      <header className="learn-header">
        {node.subject && <SubjectBadge subject={node.subject} />}
        <h1>{node.name}</h1>
        {node.summary !== undefined && <p className="learn-summary">{node.summary}</p>}
      </header>
      <section className="learn-section" aria-labelledby="topic-lessons">
        <h2 id="topic-lessons">
          <FormattedMessage id="learn.topic.lessons" />
        </h2>
        <TopicLessons learnPaths={[node.learnpath_name]} source="topic_summary" titled={false} />
      </section>
    </article>
  );
}
