import { FormattedMessage } from 'react-intl';
import { syllabusTile } from '../../../domain/tiles/syllabusTiles.ts';
import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';
import { useRegistry } from '../../../runtime/registry/RegistryContext.ts';
import { SubjectBadge } from '../../tiles/TileParts.tsx';
import { BookmarkButton } from './BookmarkButton.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { exceptionKindOf } from './learnException.ts';
import { TileGrid } from './TileGrid.tsx';
import { TopicLessons } from './TopicLessons.tsx';
import { useLearnPlace } from './useLearnPlace.ts';
import './learn.css';

/**
 * /learn/summary/{code}?learnmap_id={learn path}: a subject, unit or chapter with the path to it,
 * its summary and the places below it as tiles; a chapter also lists its topics' lessons.
 */
export function LearnSummaryScreen() {
  useCatalogParts('learn');
  const registry = useRegistry();
  const { learnPath, place, error } = useLearnPlace();

  if (!learnPath) return <registry.ExceptionPage kind="contentNotFound" />;
  if (error) return <registry.ExceptionPage kind={exceptionKindOf(error)} />;
  if (!place) return <registry.Loading />;
  const { node, ancestors, filters } = place;
  const topics = filters.filter((child) => child.level === 'topic');
  // The place the chapter sits in (its unit or subject): the bookmark record's parent.
  const parent = ancestors.at(-1);

  return (
    <article className="learn-page" data-level={node.level}>
      <Breadcrumbs ancestors={ancestors} current={node.name} />
      <header className="learn-header">
        {node.subject && <SubjectBadge subject={node.subject} />}
        <h1>{node.name}</h1>
        {node.level === 'chapter' && (
          <BookmarkButton
            target={{
              content_type: 'Chapter',
              content_id: node.learnpath_name,
              source: 'learn_summary',
              ...(parent && { parent_id: parent.learnpath_name }),
            }}
          />
        )}
        <p className="learn-meta">
          <FormattedMessage id="learn.summary.lessonCount" values={{ count: node.video_count }} />
        </p>
        {node.summary !== undefined && <p className="learn-summary">{node.summary}</p>}
      </header>
      {filters.length > 0 ? (
        <section className="learn-section" aria-labelledby="learn-children">
          <h2 id="learn-children">
            <FormattedMessage id="learn.summary.explore" values={{ name: node.name }} />
          </h2>
          <TileGrid tiles={filters.map(syllabusTile)} source="learn_summary" />
        </section>
      ) : (
        <p className="shelf-empty">
          <FormattedMessage id="exception.contentDeficiency.message" />
        </p>
      )}
      {node.level === 'chapter' && topics.length > 0 && (
        <section className="learn-section" aria-labelledby="learn-lessons">
          <h2 id="learn-lessons">
            <FormattedMessage id="learn.summary.byTopic" />
          </h2>
          <TopicLessons
            learnPaths={topics.map((topic) => topic.learnpath_name)}
            source="learn_summary"
            titled
          />
        </section>
      )}
    </article>
  );
}
