import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { practiceHref, practiceSummaryHref } from '../../../domain/practice/practiceLinks.ts';
import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';
import { useRegistry } from '../../../runtime/registry/RegistryContext.ts';
import { SubjectBadge } from '../../tiles/TileParts.tsx';
import { exceptionKindOf } from '../learn/learnException.ts';
import { useLearnPlace } from '../learn/useLearnPlace.ts';
import './practice.css';

/** Levels a Normal practice session can be over (learning-experience spec §2, "Practice"). */
const PRACTISABLE = new Set(['chapter', 'topic']);

/**
 * /practice/summary/{code}?learnmap_id=…: a chapter or topic to practise. The syllabus answer
 * names the places below it but not their concepts, so each topic gets its own Practise button
 * (a place above chapters links to its chapters' practice summaries instead).
 */
export function PracticeSummaryScreen() {
  useCatalogParts('practice');
  const intl = useIntl();
  const registry = useRegistry();
  const { learnPath, place, error } = useLearnPlace();

  if (!learnPath) return <registry.ExceptionPage kind="contentNotFound" />;
  if (error) return <registry.ExceptionPage kind={exceptionKindOf(error)} />;
  if (!place) return <registry.Loading />;
  const { node, filters } = place;
  const practisable = PRACTISABLE.has(node.level);

  return (
    <article className="practice-page" data-level={node.level}>
      <header className="practice-header">
        {node.subject && <SubjectBadge subject={node.subject} />}
        <h1>{node.name}</h1>
        {node.summary !== undefined && <p className="practice-lead">{node.summary}</p>}
      </header>
      {practisable && (
        <Link className="button primary large" to={practiceHref(node.learnpath_name, node.name)}>
          <FormattedMessage
            id={node.level === 'chapter' ? 'practice.summary.chapter' : 'practice.summary.topic'}
          />
        </Link>
      )}
      {filters.length > 0 && (
        <section aria-labelledby="practice-places">
          <h2 id="practice-places">
            <FormattedMessage id="practice.summary.places" values={{ name: node.name }} />
          </h2>
          <ul className="practice-places">
            {filters.map((child) => (
              <li key={child.learnpath_name}>
                {PRACTISABLE.has(child.level) ? (
                  <>
                    <span>{child.name}</span>
                    <Link
                      className="button ghost"
                      to={practiceHref(child.learnpath_name, child.name)}
                      aria-label={intl.formatMessage(
                        { id: 'practice.summary.practiseNamed' },
                        { name: child.name },
                      )}
                    >
                      <FormattedMessage id="practice.summary.practise" />
                    </Link>
                  </>
                ) : (
                  <Link to={practiceSummaryHref(child.learnpath_name)}>{child.name}</Link>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
