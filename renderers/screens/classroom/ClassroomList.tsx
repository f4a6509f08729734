import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { CLASSROOM_PAGE_SIZE, type Classroom } from '../../../domain/contracts/classroom.ts';
import { useRegistry } from '../../../runtime/registry/RegistryContext.ts';
import { ClassroomCard } from './ClassroomCard.tsx';
import { useClassesPage } from './useClassesPage.ts';

interface PageProps {
  pageNumber: number;
  /** Classes the student left here: gone at once, before the list is asked again. */
  left: ReadonlySet<string>;
  onLeave: (classroom: Classroom) => void;
  /** Moves focus to the page's first class when it arrives ("Show more" asked for it). */
  focusFirst: boolean;
}

function ClassroomPage({ pageNumber, left, onLeave, focusFirst }: PageProps) {
  const { data } = useClassesPage(pageNumber);
  const first = useRef<HTMLLIElement>(null);
  const classes = data?.data.classes.filter((c) => !left.has(c.classId)) ?? [];
  const arrived = data !== undefined;
  useEffect(() => {
    if (focusFirst && arrived) first.current?.focus();
  }, [focusFirst, arrived]);
  return (
    <>
      {classes.map((classroom, index) => (
        <ClassroomCard
          key={classroom.classId}
          classroom={classroom}
          onLeave={onLeave}
          {...(index === 0 && { itemRef: first })}
        />
      ))}
    </>
  );
}

/**
 * The student's classes by name, a page of CLASSROOM_PAGE_SIZE at a time: "Show more" adds the
 * next page below (focus moves to its first class) while there are more than shown.
 */
export function ClassroomList({
  pages,
  onShowMore,
  left,
  onLeave,
}: {
  pages: number;
  onShowMore: () => void;
  left: ReadonlySet<string>;
  onLeave: (classroom: Classroom) => void;
}) {
  const registry = useRegistry();
  const firstPage = useClassesPage(1);
  const lastPage = useClassesPage(pages);
  const total = lastPage.data?.data.total ?? firstPage.data?.data.total;
  const failed = firstPage.error ?? lastPage.error;

  if (firstPage.error) {
    return (
      <div className="user-home-empty">
        <p role="alert">
          <FormattedMessage id="classroom.list.failed" />
        </p>
        <button type="button" className="button ghost" onClick={() => void firstPage.mutate()}>
          <FormattedMessage id="classroom.list.retry" />
        </button>
      </div>
    );
  }
  if (total === undefined) return <registry.Loading />;
  // Everything fits the first page when the total does, so what it still shows decides "none".
  const firstShown = firstPage.data?.data.classes.filter((c) => !left.has(c.classId)).length;
  if (total === 0 || (total <= CLASSROOM_PAGE_SIZE && firstShown === 0)) {
    return (
      <p className="user-home-empty" role="status">
        <FormattedMessage id="classroom.list.empty" />
      </p>
    );
  }
  const loadingMore = lastPage.data === undefined && !lastPage.error;
  const more = pages * CLASSROOM_PAGE_SIZE < total;
  return (
    <>
      <ul className="classroom-list" aria-busy={loadingMore}>
        {Array.from({ length: pages }, (_, index) => (
          <ClassroomPage
            key={index + 1}
            pageNumber={index + 1}
            left={left}
            onLeave={onLeave}
            focusFirst={index > 0 && index === pages - 1}
          />
        ))}
      </ul>
      {failed && (
        <p role="alert">
          <FormattedMessage id="classroom.list.failed" />
        </p>
      )}
      {(more || lastPage.error) && (
        <button
          type="button"
          className="button ghost"
          disabled={loadingMore}
          onClick={lastPage.error ? () => void lastPage.mutate() : onShowMore}
        >
          <FormattedMessage id="classroom.list.more" />
        </button>
      )}
    </>
  );
}
