import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { assignmentsCall } from '../../../domain/contracts/assignments.ts';
import { ASSIGNMENT_PATH } from '../../../domain/tiles/tileTarget.ts';
import { useBrand } from '../../../runtime/brand/BrandContext.ts';
import { useCall } from '../../../runtime/api/useCall.ts';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import { useRegistry } from '../../../runtime/registry/RegistryContext.ts';
import { useDocumentTitle } from '../learn/useDocumentTitle.ts';
import { AssignmentCard } from './AssignmentCard.tsx';
import { assignmentFilters, filterAssignments, filterOfQuery } from './assignmentFilters.ts';
import { AssignmentsZeroState } from './AssignmentsZeroState.tsx';

/** The address of a filter: the list with the spec's `type` query, or without it for "All". */
function filterHref(type: string | undefined): string {
  return type === undefined
    ? ASSIGNMENT_PATH
    : `${ASSIGNMENT_PATH}?${new URLSearchParams({ type }).toString()}`;
}

/**
 * The student's assignments as the server orders them (open work by due date, then done work),
 * filtered by the query's `type` (Book, Chapter, the product's lessons, Custom tests) with the
 * count of each filter. The whole list comes in one call, so switching filters asks nothing again.
 */
export function AssignmentList() {
  const intl = useIntl();
  const registry = useRegistry();
  const locale = useAtomValue(localeAtom);
  const { productSlug } = useBrand().docs.brand;
  const [query] = useSearchParams();
  const title = intl.formatMessage({ id: 'assignments.title' });
  useDocumentTitle(title);
  const { data, error, mutate } = useCall(assignmentsCall, { query: { locale } });
  const all = data?.data.assignments;
  const filters = assignmentFilters(productSlug);
  const current = filterOfQuery(filters, query.get('type'));

  let body;
  if (error) {
    body = (
      <div className="user-home-empty">
        <p role="alert">
          <FormattedMessage id="assignments.failed" />
        </p>
        <button type="button" className="button ghost" onClick={() => void mutate()}>
          <FormattedMessage id="assignments.retry" />
        </button>
      </div>
    );
  } else if (!all) {
    body = <registry.Loading />;
  } else if (all.length === 0) {
    body = <AssignmentsZeroState />;
  } else {
    const shown = filterAssignments(all, current);
    body = (
      <>
        <nav aria-label={intl.formatMessage({ id: 'assignments.filter.label' })}>
          <ul className="assignment-filters">
            {filters.map((filter) => (
              <li key={filter.label}>
                <Link
                  className="assignment-filter"
                  to={filterHref(filter.type)}
                  aria-current={filter === current ? 'page' : undefined}
                >
                  <FormattedMessage
                    id="assignments.filter.count"
                    values={{
                      label: intl.formatMessage({ id: filter.label }),
                      count: filterAssignments(all, filter).length,
                    }}
                  />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {shown.length === 0 ? (
          <div className="user-home-empty" role="status">
            <p>
              <FormattedMessage id="assignments.filter.none" />
            </p>
            <Link className="button ghost" to={ASSIGNMENT_PATH}>
              <FormattedMessage id="assignments.filter.showAll" />
            </Link>
          </div>
        ) : (
          <ul className="assignment-list">
            {shown.map((assignment) => (
              <AssignmentCard key={assignment.assignmentId} assignment={assignment} />
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <section className="user-home-list assignments" aria-labelledby="assignments-title">
      <h1 id="assignments-title">{title}</h1>
      {body}
    </section>
  );
}
