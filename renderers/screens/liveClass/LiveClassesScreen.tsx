import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import {
  LIVE_CLASS_PAGE_SIZE,
  liveClassesCall,
  type LiveClass,
} from '../../../domain/contracts/liveClasses.ts';
import type { LiveClassCategory } from '../../../domain/liveClass/liveClassCategories.ts';
import { BATCHES_PATH } from '../../../domain/tiles/tileTarget.ts';
import { useCall } from '../../../runtime/api/useCall.ts';
import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import { useRegistry } from '../../../runtime/registry/RegistryContext.ts';
import { useServerNow } from '../../../runtime/time/serverClock.ts';
import { useDocumentTitle } from '../learn/useDocumentTitle.ts';
import { CategoryTabs, panelId, tabId } from './CategoryTabs.tsx';
import { LiveClassCard } from './LiveClassCard.tsx';
import { LiveClassProblem } from './LiveClassProblem.tsx';
import './liveClass.css';

/** The tabs of the list, in the spec's categories, in the order a student looks for a class. */
export const LIVE_CLASS_TABS = [
  'PRESENT',
  'TODAY',
  'FUTURE',
  'NEXTWEEK',
  'REGD',
  'PAST',
] as const satisfies readonly LiveClassCategory[];
type Tab = (typeof LIVE_CLASS_TABS)[number];

/** Each tab's name and what it says when it holds no class. */
const TAB_TEXTS = {
  PRESENT: { label: 'liveClass.category.PRESENT', empty: 'liveClass.empty.PRESENT' },
  TODAY: { label: 'liveClass.category.TODAY', empty: 'liveClass.empty.TODAY' },
  FUTURE: { label: 'liveClass.category.FUTURE', empty: 'liveClass.empty.FUTURE' },
  NEXTWEEK: { label: 'liveClass.category.NEXTWEEK', empty: 'liveClass.empty.NEXTWEEK' },
  REGD: { label: 'liveClass.category.REGD', empty: 'liveClass.empty.REGD' },
  PAST: { label: 'liveClass.category.PAST', empty: 'liveClass.empty.PAST' },
} as const satisfies Record<Tab, { label: string; empty: string }>;

/** The query naming the chosen tab, so a reload or a shared link opens the same one. */
const TAB_QUERY = 'category';
/** How often the list looks at the clock: a class turns "On now" (and joinable) within this. */
const LIST_TICK_MS = 15_000;

function isTab(value: string | null): value is Tab {
  return (LIVE_CLASS_TABS as readonly (string | null)[]).includes(value);
}

/** One page of a category after the first, asked when the student wants more. */
function MoreClasses({ category, page, now }: { category: Tab; page: number; now: number }) {
  const locale = useAtomValue(localeAtom);
  const { data, error } = useCall(liveClassesCall, {
    query: { category, locale, pageNumber: page, pageSize: LIVE_CLASS_PAGE_SIZE },
  });
  if (error) return null;
  return <ClassItems classes={data?.data.liveClasses ?? []} now={now} />;
}

function ClassItems({ classes, now }: { classes: readonly LiveClass[]; now: number }) {
  return (
    <>
      {classes.map((liveClass) => (
        <LiveClassCard key={liveClass.liveClassId} liveClass={liveClass} now={now} />
      ))}
    </>
  );
}

/** The classes of one tab, a page at a time. */
function CategoryPanel({ category, now }: { category: Tab; now: number }) {
  const registry = useRegistry();
  const locale = useAtomValue(localeAtom);
  const [pages, setPages] = useState(1);
  const { data, error, mutate } = useCall(liveClassesCall, {
    query: { category, locale, pageNumber: 1, pageSize: LIVE_CLASS_PAGE_SIZE },
  });
  if (error) return <LiveClassProblem error={error} retry={() => void mutate()} />;
  if (!data) return <registry.Loading />;
  const { liveClasses, total } = data.data;
  if (liveClasses.length === 0) {
    return (
      <p className="live-class-empty" role="status">
        <FormattedMessage id={TAB_TEXTS[category].empty} />
      </p>
    );
  }
  return (
    <>
      <ul className="live-class-list">
        <ClassItems classes={liveClasses} now={now} />
        {Array.from({ length: pages - 1 }, (_, index) => (
          <MoreClasses key={index + 2} category={category} page={index + 2} now={now} />
        ))}
      </ul>
      {pages * LIVE_CLASS_PAGE_SIZE < total && (
        <button type="button" className="button ghost" onClick={() => setPages(pages + 1)}>
          <FormattedMessage id="liveClass.more" />
        </button>
      )}
    </>
  );
}

/**
 * /user-home/{product}-live-classes: the student's live classes in tabs by the spec's categories
 * (ongoing, today, upcoming, next week, registered, past), each tab the server's list for it.
 */
export function LiveClassesScreen() {
  useCatalogParts('classroom');
  const intl = useIntl();
  const [search, setSearch] = useSearchParams();
  const asked = search.get(TAB_QUERY);
  const category: Tab = isTab(asked) ? asked : LIVE_CLASS_TABS[0];
  const now = useServerNow(LIST_TICK_MS);
  const title = intl.formatMessage({ id: 'liveClass.title' });
  useDocumentTitle(title);
  const base = 'live-classes';

  const choose = (next: Tab) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        params.set(TAB_QUERY, next);
        return params;
      },
      { replace: true },
    );

  return (
    <section className="live-classes" aria-labelledby="live-classes-title">
      <header className="live-classes-head">
        <h1 id="live-classes-title">{title}</h1>
        <Link to={BATCHES_PATH}>
          <FormattedMessage id="liveClass.batches.title" />
        </Link>
      </header>
      <CategoryTabs
        base={base}
        label={intl.formatMessage({ id: 'liveClass.tabs' })}
        tabs={LIVE_CLASS_TABS.map((value) => ({
          value,
          label: <FormattedMessage id={TAB_TEXTS[value].label} />,
        }))}
        selected={category}
        onSelect={choose}
      />
      <div
        className="live-class-panel"
        role="tabpanel"
        id={panelId(base)}
        aria-labelledby={tabId(base, category)}
        tabIndex={0}
      >
        <CategoryPanel key={category} category={category} now={now} />
      </div>
    </section>
  );
}
