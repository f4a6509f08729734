import { useAtomValue } from 'jotai';
import { useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import type * as z from 'zod/mini';
import { ACHIEVE_PATHS, MASTERY_PARAMS } from '../../../domain/achieve/achievePaths.ts';
import {
  masteryChaptersCall,
  masteryItem,
  masterySubjectsCall,
  masteryTopicsCall,
} from '../../../domain/contracts/achieve.ts';
import { practiceHref } from '../../../domain/practice/practiceLinks.ts';
import { useCall } from '../../../runtime/api/useCall.ts';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import { useTextLanguage } from '../../../runtime/i18n/useTextLanguage.ts';
import { useRegistry } from '../../../runtime/registry/RegistryContext.ts';
import { exceptionKindOf } from '../learn/learnException.ts';
import { useDocumentTitle } from '../learn/useDocumentTitle.ts';
import './achieveInsights.css';

type MasteryItem = z.output<typeof masteryItem>;
type Level = 'subjects' | 'chapters' | 'topics';

/** Mastery and accuracy are whole percentages (0–100). */
const PERCENT_MAX = 100;

/** The screen at a subject and chapter: each step of the drill-down is its own history entry. */
function masteryHref(subject?: string, chapter?: string): string {
  const query = new URLSearchParams();
  if (subject !== undefined) query.set(MASTERY_PARAMS.subject, subject);
  if (subject !== undefined && chapter !== undefined) query.set(MASTERY_PARAMS.chapter, chapter);
  const search = query.toString();
  return search ? `${ACHIEVE_PATHS.exploreMastery}?${search}` : ACHIEVE_PATHS.exploreMastery;
}

function param(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name)?.trim();
  return value ? value : undefined;
}

const nameIn = (items: MasteryItem[] | undefined, code: string) =>
  items?.find((item) => item.code === code)?.name ?? code;

/** A percentage as a labelled bar: the number is written beside it, so no one needs the colour. */
function MasteryMeter({ value, name }: { value: number; name: string }) {
  const intl = useIntl();
  const percent = intl.formatNumber(value / PERCENT_MAX, { style: 'percent' });
  const width = `${Math.min(Math.max(value, 0), PERCENT_MAX)}%`;
  return (
    <div className="insights-meter">
      <span className="insights-meter__label" aria-hidden="true">
        <FormattedMessage id="achieve.mastery.mastery" />
        <span>{percent}</span>
      </span>
      <div
        className="insights-meter__track"
        role="meter"
        aria-label={intl.formatMessage({ id: 'achieve.mastery.masteryOf' }, { name })}
        aria-valuemin={0}
        aria-valuemax={PERCENT_MAX}
        aria-valuenow={value}
        aria-valuetext={percent}
      >
        <span className="insights-meter__fill" style={{ width }} />
      </div>
    </div>
  );
}

function MasteryRow({ item, href, level }: { item: MasteryItem; href?: string; level: Level }) {
  const intl = useIntl();
  const textLang = useTextLanguage();
  return (
    <li className="insights-row">
      <h3 className="insights-row__name" lang={textLang(item.name)}>
        {href === undefined ? item.name : <Link to={href}>{item.name}</Link>}
      </h3>
      <MasteryMeter value={item.mastery} name={item.name} />
      <dl className="insights-facts">
        <div>
          <dt>
            <FormattedMessage id="achieve.mastery.predictedAccuracy" />
          </dt>
          <dd>{intl.formatNumber(item.predicted_accuracy / PERCENT_MAX, { style: 'percent' })}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="achieve.mastery.concepts" />
          </dt>
          <dd>
            <FormattedMessage
              id="achieve.mastery.conceptsOf"
              values={{ practised: item.concepts_practised, total: item.concepts_total }}
            />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="achieve.mastery.attempts" />
          </dt>
          <dd>{intl.formatNumber(item.attempts)}</dd>
        </div>
      </dl>
      {level === 'topics' && (
        <Link
          className="button ghost"
          to={practiceHref(item.learn_path, item.name)}
          aria-label={intl.formatMessage(
            { id: 'achieve.insights.practiseNamed' },
            { name: item.name },
          )}
        >
          <FormattedMessage id="achieve.insights.practise" />
        </Link>
      )}
    </li>
  );
}

function Breadcrumb({
  subject,
  chapter,
}: {
  subject?: { code: string; name: string };
  chapter?: string;
}) {
  const intl = useIntl();
  const textLang = useTextLanguage();
  const all = <FormattedMessage id="achieve.mastery.allSubjects" />;
  return (
    <nav aria-label={intl.formatMessage({ id: 'achieve.mastery.breadcrumb' })}>
      <ol className="insights-breadcrumb">
        <li>
          {subject ? <Link to={masteryHref()}>{all}</Link> : <span aria-current="page">{all}</span>}
        </li>
        {subject && (
          <li lang={textLang(subject.name)}>
            {chapter === undefined ? (
              <span aria-current="page">{subject.name}</span>
            ) : (
              <Link to={masteryHref(subject.code)}>{subject.name}</Link>
            )}
          </li>
        )}
        {chapter !== undefined && (
          <li lang={textLang(chapter)}>
            <span aria-current="page">{chapter}</span>
          </li>
        )}
      </ol>
    </nav>
  );
}

/** Moves focus to the list's heading after a step of the drill-down (not on first arrival). */
function useFocusOnChange(key: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(key);
  useEffect(() => {
    if (first.current === key) return;
    first.current = '';
    heading.current?.focus();
  }, [key]);
  return heading;
}

/**
 * /achieve/explore-mastery?subject=&chapter=: the student's mastery by subject, then by the
 * chapters of a subject, then by the topics of a chapter. Where the student is lives in the query,
 * so the browser's back and forward step through the drill-down; each topic can be practised.
 */
export function ExploreMasteryScreen() {
  const registry = useRegistry();
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const headingId = useId();
  const [params] = useSearchParams();
  const subject = param(params, MASTERY_PARAMS.subject);
  const chapter = subject === undefined ? undefined : param(params, MASTERY_PARAMS.chapter);
  const level: Level =
    chapter !== undefined ? 'topics' : subject !== undefined ? 'chapters' : 'subjects';
  const heading = useFocusOnChange(`${subject ?? ''}/${chapter ?? ''}`);

  const subjects = useCall(masterySubjectsCall, { query: { locale } });
  const chapters = useCall(
    masteryChaptersCall,
    subject === undefined ? null : { query: { locale, subject_code: subject } },
  );
  const topics = useCall(
    masteryTopicsCall,
    subject === undefined || chapter === undefined
      ? null
      : { query: { locale, subject_code: subject, chapter_code: chapter } },
  );
  const title = intl.formatMessage({ id: 'achieve.mastery.title' });
  useDocumentTitle(title);

  const current = { subjects, chapters, topics }[level];
  if (current.error) return <registry.ExceptionPage kind={exceptionKindOf(current.error)} />;
  const subjectName =
    subject === undefined ? undefined : nameIn(subjects.data?.data.items, subject);
  const chapterName =
    chapter === undefined ? undefined : nameIn(chapters.data?.data.items, chapter);
  const items = current.data?.data.items;
  const hrefOf = (item: MasteryItem) =>
    level === 'subjects'
      ? masteryHref(item.code)
      : level === 'chapters'
        ? masteryHref(subject, item.code)
        : undefined;

  return (
    <section className="insights" aria-labelledby={`${headingId}title`}>
      <h1 id={`${headingId}title`}>{title}</h1>
      <Breadcrumb
        subject={
          subject === undefined || subjectName === undefined
            ? undefined
            : { code: subject, name: subjectName }
        }
        chapter={chapterName}
      />
      <h2 ref={heading} tabIndex={-1} className="insights-level">
        <FormattedMessage
          id="achieve.mastery.level"
          values={{ level, subject: subjectName ?? '', chapter: chapterName ?? '' }}
        />
      </h2>
      {items === undefined ? (
        <registry.Loading />
      ) : items.length === 0 ? (
        <p className="insights-note">
          <FormattedMessage id="achieve.mastery.empty" />
        </p>
      ) : (
        <ul className="insights-list">
          {items.map((item) => (
            <MasteryRow key={item.code} item={item} href={hrefOf(item)} level={level} />
          ))}
        </ul>
      )}
    </section>
  );
}
