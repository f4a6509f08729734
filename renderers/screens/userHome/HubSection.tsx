import type { ReactNode } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { Link } from 'react-router-dom';

/** Where a section's list stands: still coming, failed, empty, or there. */
export type HubStatus = 'loading' | 'failed' | 'empty' | 'ready';

/** The status of a section fed by one call: its answer's items, or the call's error. */
export function hubStatus(items: readonly unknown[] | undefined, error: unknown): HubStatus {
  if (error) return 'failed';
  if (items === undefined) return 'loading';
  return items.length === 0 ? 'empty' : 'ready';
}

export interface HubSectionProps {
  /** Names the section's heading, so the region is announced by it. */
  id: string;
  title: string;
  status: HubStatus;
  /** How many items the whole list holds, once known. */
  count?: number | undefined;
  /** Where "See all" leads, shown when the section has items. */
  to?: string | undefined;
  /** The zero state: what will show here and the step that fills it. */
  empty: ReactNode;
  /** The newest items, shown when the status is ready. */
  children?: ReactNode;
}

/**
 * One section of the user home: a heading with its count, the newest items, and "See all". A
 * failed call says so in its own section; the rest of the home shows what it has.
 */
export function HubSection({ id, title, status, count, to, empty, children }: HubSectionProps) {
  const headingId = `hub-${id}`;
  return (
    <section
      className="hub-section"
      aria-labelledby={headingId}
      aria-busy={status === 'loading'}
      data-section={id}
    >
      <header className="hub-section-head">
        <h2 id={headingId}>
          {title}
          {count !== undefined && status !== 'failed' && (
            // The space keeps the heading's name "Bookmarks 3", not "Bookmarks3".
            <>
              {' '}
              <span className="hub-count">
                <FormattedNumber value={count} />
              </span>
            </>
          )}
        </h2>
        {to && status === 'ready' && (
          <Link className="hub-see-all" to={to}>
            <FormattedMessage id="userHome.seeAll" />
            <span className="visually-hidden">: {title}</span>
          </Link>
        )}
      </header>
      {status === 'failed' && (
        <p className="hub-failed">
          <FormattedMessage id="userHome.failed" />
        </p>
      )}
      {status === 'loading' && <div className="hub-placeholder" />}
      {status === 'empty' && empty}
      {status === 'ready' && children}
    </section>
  );
}
