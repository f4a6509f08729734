import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import {
  REVISION_LIST_SIZE_MAX,
  revisionListCall,
  type RevisionItem,
} from '../../../domain/contracts/revisionList.ts';
import { PRACTICE_HOME_PATH } from '../../../domain/practice/practiceLinks.ts';
import { useCall } from '../../../runtime/api/useCall.ts';
import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import { useRegistry } from '../../../runtime/registry/RegistryContext.ts';
import { useDocumentTitle } from '../learn/useDocumentTitle.ts';
import { RevisionQuestion } from './RevisionQuestion.tsx';
import { RevisionReasons } from './RevisionReasons.tsx';
import './revisionLists.css';

/** The query parameter naming the subject shown. */
const SUBJECT_PARAM = 'subject';

/** One question: a disclosure (keyboard-usable by itself) that opens the question when opened. */
function RevisionEntry({ item, chapterName }: { item: RevisionItem; chapterName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="revision-item">
      <details onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>
          <span className="revision-title">{item.title}</span>
          <RevisionReasons item={item} />
        </summary>
        {open && <RevisionQuestion item={item} chapterName={chapterName} />}
      </details>
    </li>
  );
}

/**
 * /user-home/revision-lists (issue 14; the spec names the route only): the questions to look at
 * again — latest answer wrong in practice or a test, or bookmarked — by subject, then chapter,
 * each opening with its solution and a way to practise it again. Filtered by subject in the
 * address, so a filtered list can be shared and survives a reload.
 */
export function RevisionListsScreen() {
  useCatalogParts('userHome');
  const intl = useIntl();
  const registry = useRegistry();
  const locale = useAtomValue(localeAtom);
  const [search, setSearch] = useSearchParams();
  const subject = search.get(SUBJECT_PARAM) ?? '';
  const filterId = useId();
  const { data, error, mutate } = useCall(revisionListCall, {
    query: { locale, size: REVISION_LIST_SIZE_MAX, ...(subject && { subject }) },
  });
  useDocumentTitle(intl.formatMessage({ id: 'revision.title' }));

  const choose = (code: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (code) next.set(SUBJECT_PARAM, code);
        else next.delete(SUBJECT_PARAM);
        return next;
      },
      { replace: true },
    );

  let body;
  if (error && !data) {
    body = (
      <p role="alert">
        <FormattedMessage id="revision.failed" />{' '}
        <button type="button" className="button ghost" onClick={() => void mutate()}>
          <FormattedMessage id="revision.retry" />
        </button>
      </p>
    );
  } else if (!data) {
    body = <registry.Loading />;
  } else if (data.data.subjects.length === 0) {
    body = (
      <div className="revision-empty">
        <h2>
          <FormattedMessage id="revision.empty.title" />
        </h2>
        <p>
          <FormattedMessage id="revision.empty.body" />
        </p>
        <Link className="button primary" to={PRACTICE_HOME_PATH}>
          <FormattedMessage id="revision.empty.action" />
        </Link>
      </div>
    );
  } else {
    const list = data.data;
    body = (
      <>
        <div className="revision-filter">
          <label htmlFor={filterId}>
            <FormattedMessage id="revision.filter" />
          </label>
          <select id={filterId} value={subject} onChange={(e) => choose(e.target.value)}>
            <option value="">
              {intl.formatMessage(
                { id: 'revision.filter.all' },
                { count: list.subjects.reduce((n, s) => n + s.count, 0) },
              )}
            </option>
            {list.subjects.map((s) => (
              <option key={s.code} value={s.code}>
                {intl.formatMessage(
                  { id: 'revision.filter.subject' },
                  { name: s.name, count: s.count },
                )}
              </option>
            ))}
          </select>
        </div>
        <p role="status" className="revision-total">
          <FormattedMessage id="revision.total" values={{ count: list.total }} />
        </p>
        {list.groups.map((group) => (
          <section
            key={group.code}
            className="revision-subject"
            aria-labelledby={`rev-${group.code}`}
          >
            <h2 id={`rev-${group.code}`}>
              {group.name}{' '}
              <span className="revision-count">
                <FormattedMessage id="revision.count" values={{ count: group.count }} />
              </span>
            </h2>
            {group.chapters.map((chapter) => (
              <section key={chapter.code} className="revision-chapter">
                <h3>
                  {chapter.name}{' '}
                  <span className="revision-count">
                    <FormattedMessage id="revision.count" values={{ count: chapter.count }} />
                  </span>
                </h3>
                <ul className="revision-items">
                  {chapter.items.map((item) => (
                    <RevisionEntry key={item.code} item={item} chapterName={chapter.name} />
                  ))}
                </ul>
              </section>
            ))}
          </section>
        ))}
      </>
    );
  }

  return (
    <article className="revision-page">
      <header>
        <h1>
          <FormattedMessage id="revision.title" />
        </h1>
        <p className="revision-lead">
          <FormattedMessage id="revision.lead" />
        </p>
      </header>
      {body}
    </article>
  );
}
