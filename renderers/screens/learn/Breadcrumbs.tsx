import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { syllabusNodeHref } from '../../../domain/tiles/learnLinks.ts';

interface Crumb {
  learnpath_name: string;
  level: string;
  name: string;
}

/** The path to a place in the syllabus, broadest first; the place itself is the current page. */
export function Breadcrumbs({ ancestors, current }: { ancestors: Crumb[]; current: string }) {
  const intl = useIntl();
  return (
    <nav className="learn-breadcrumbs" aria-label={intl.formatMessage({ id: 'learn.breadcrumbs' })}>
      <ol>
        {ancestors.map((node) => (
          <li key={node.learnpath_name}>
            <Link to={syllabusNodeHref(node)}>{node.name}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
