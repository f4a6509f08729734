import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Classroom } from '../../../domain/contracts/classroom.ts';
import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';
import { useTextLanguage } from '../../../runtime/i18n/useTextLanguage.ts';
import { useDocumentTitle } from '../learn/useDocumentTitle.ts';
import { ClassroomList } from './ClassroomList.tsx';
import { JoinClassroomForm } from './JoinClassroomForm.tsx';
import { LeaveClassroomDialog } from './LeaveClassroomDialog.tsx';
import { useRefreshClasses } from './useClassesPage.ts';
import './classroom.css';

/** What the student last did here, said once in the page's status line. */
type Done =
  | { kind: 'joined'; className: string; instituteName: string }
  | { kind: 'left'; className: string };

/**
 * /my-classrooms (learning-experience spec §2): the classes an institute enrolled the student in,
 * joining one with the teacher's invite code, and leaving one after a confirmation. The list
 * changes only once the server agreed, and what changed is said in words.
 */
export function MyClassroomsScreen() {
  useCatalogParts('classroom');
  const intl = useIntl();
  const textLang = useTextLanguage();
  const title = intl.formatMessage({ id: 'classroom.title' });
  useDocumentTitle(title);
  const refresh = useRefreshClasses();
  const [pages, setPages] = useState(1);
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const [leaving, setLeaving] = useState<Classroom>();
  const [done, setDone] = useState<Done>();
  const listHeading = useRef<HTMLHeadingElement>(null);

  const joined = useCallback(
    (classroom: Classroom) => {
      setLeft((now) => {
        const next = new Set(now);
        next.delete(classroom.classId);
        return next;
      });
      setDone({
        kind: 'joined',
        className: classroom.className,
        instituteName: classroom.instituteName,
      });
      void refresh();
    },
    [refresh],
  );

  const hasLeft = (classroom: Classroom) => {
    setLeaving(undefined);
    setLeft((now) => new Set(now).add(classroom.classId));
    setDone({ kind: 'left', className: classroom.className });
    void refresh();
  };

  // The card and its Leave button are gone once left (the dialog's own return of focus finds
  // nothing): focus goes to the list it was in.
  useEffect(() => {
    if (done?.kind === 'left') listHeading.current?.focus();
  }, [done]);

  return (
    <section className="my-classrooms" aria-labelledby="my-classrooms-title">
      <h1 id="my-classrooms-title">{title}</h1>
      <p>
        <FormattedMessage id="classroom.intro" />
      </p>
      <p className="classroom-done" role="status">
        {done?.kind === 'joined' && (
          <FormattedMessage
            id="classroom.join.joined"
            values={{
              className: <span lang={textLang(done.className)}>{done.className}</span>,
              instituteName: <span lang={textLang(done.instituteName)}>{done.instituteName}</span>,
            }}
          />
        )}
        {done?.kind === 'left' && (
          <FormattedMessage
            id="classroom.leave.done"
            values={{ className: <span lang={textLang(done.className)}>{done.className}</span> }}
          />
        )}
      </p>
      <section className="classroom-panel" aria-labelledby="classroom-join-title">
        <h2 id="classroom-join-title">
          <FormattedMessage id="classroom.join.title" />
        </h2>
        <JoinClassroomForm onJoined={joined} />
      </section>
      <section className="classroom-panel" aria-labelledby="classroom-list-title">
        <h2 id="classroom-list-title" ref={listHeading} tabIndex={-1}>
          <FormattedMessage id="classroom.list.title" />
        </h2>
        <ClassroomList
          pages={pages}
          onShowMore={() => setPages((n) => n + 1)}
          left={left}
          onLeave={setLeaving}
        />
      </section>
      {leaving && (
        <LeaveClassroomDialog
          classroom={leaving}
          onClose={() => setLeaving(undefined)}
          onLeft={hasLeft}
        />
      )}
    </section>
  );
}
