import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router-dom';
import type * as z from 'zod/mini';
import { ACHIEVE_PATHS } from '../../../domain/achieve/achievePaths.ts';
import { RANGE_COVERAGE } from '../../../domain/achieve/readinessConstants.ts';
import {
  masterySubjectsCall,
  readinessCall,
  type readinessData,
} from '../../../domain/contracts/achieve.ts';
import { crunchingVariablesCall } from '../../../domain/contracts/achieveMeta.ts';
import { practiceHref } from '../../../domain/practice/practiceLinks.ts';
import { DAY_MS } from '../../../domain/timeline/timelinePeriods.ts';
import { useCall } from '../../../runtime/api/useCall.ts';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import { useTextLanguage } from '../../../runtime/i18n/useTextLanguage.ts';
import { useRegistry } from '../../../runtime/registry/RegistryContext.ts';
import { exceptionKindOf } from '../learn/learnException.ts';
import { useDocumentTitle } from '../learn/useDocumentTitle.ts';
import { ChartFigure, type ChartFigureProps } from '../userHome/timeline/ChartFigure.tsx';
import './achieveInsights.css';

type ReadinessData = z.output<typeof readinessData>;

/** The chapters shown as the ones that would raise the score most. */
const TOP_CHAPTERS = 5;
/** A history needs two days before a line says anything about movement. */
const HISTORY_MIN_DAYS = 2;
/** Canvas colours (a canvas cannot read the theme's CSS variables): the estimate solid, its range dashed. */
const EXPECTED_COLOUR = '#3a2fb8';
const RANGE_COLOUR = '#8a86c9';

/** The chapters with the biggest gain first; chapters that would add nothing are left out. */
function topChapters(chapters: ReadinessData['chapters']): ReadinessData['chapters'] {
  return chapters
    .filter((c) => c.gain > 0)
    .sort((a, b) => b.gain - a.gain)
    .slice(0, TOP_CHAPTERS);
}

/** "physics" → "Physics" when the subject's own name is unknown. */
function subjectLabel(code: string, names: ReadonlyMap<string, string>): string {
  return names.get(code) ?? code.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
}

function historyChart(data: ReadinessData, intl: IntlShape): Omit<ChartFigureProps, 'caption'> {
  const labels = data.history.map((entry) =>
    intl.formatDate(entry.day * DAY_MS, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
  );
  const expected = intl.formatMessage({ id: 'achieve.readiness.history.expected' });
  const low = intl.formatMessage({ id: 'achieve.readiness.history.low' });
  const high = intl.formatMessage({ id: 'achieve.readiness.history.high' });
  const marks = (value: number) => intl.formatNumber(value);
  return {
    id: 'readiness-history',
    spec: {
      kind: 'lines',
      labels,
      max: data.max_marks,
      series: [
        {
          label: high,
          colour: RANGE_COLOUR,
          dashed: true,
          values: data.history.map((h) => h.high),
        },
        { label: expected, colour: EXPECTED_COLOUR, values: data.history.map((h) => h.expected) },
        { label: low, colour: RANGE_COLOUR, dashed: true, values: data.history.map((h) => h.low) },
      ],
      formatValue: marks,
    },
    table: {
      headings: [
        intl.formatMessage({ id: 'achieve.readiness.history.day' }),
        expected,
        low,
        high,
        intl.formatMessage({ id: 'achieve.readiness.history.maxMarks' }),
      ],
      rows: data.history.map((h, i) => ({
        label: labels[i] ?? '',
        cells: [marks(h.expected), marks(h.low), marks(h.high), marks(h.max_marks)],
      })),
    },
  };
}

/** The range drawn on the paper's scale, for the eye only: the sentence above says the same. */
function RangeBar({ data }: { data: ReadinessData }) {
  const at = (marks: number) =>
    `${(Math.min(Math.max(marks, 0), data.max_marks) / Math.max(data.max_marks, 1)) * 100}%`;
  return (
    <div className="insights-range" aria-hidden="true">
      <span
        className="insights-range__band"
        style={{
          insetInlineStart: at(data.low),
          width: `calc(${at(data.high)} - ${at(data.low)})`,
        }}
      />
      <span className="insights-range__mark" style={{ insetInlineStart: at(data.expected) }} />
    </div>
  );
}

function Prediction({ data, practised }: { data: ReadinessData; practised: boolean | undefined }) {
  return (
    <section className="insights-card" aria-labelledby="readiness-now">
      <h2 id="readiness-now">
        <FormattedMessage id="achieve.readiness.now" />
      </h2>
      <p className="insights-figure">
        <FormattedMessage
          id="achieve.readiness.figure"
          values={{
            expected: data.expected,
            max: data.max_marks,
            low: data.low,
            high: data.high,
          }}
        />
      </p>
      <RangeBar data={data} />
      <p className="insights-note">
        <FormattedMessage id="achieve.readiness.range" values={{ coverage: RANGE_COVERAGE }} />{' '}
        <FormattedMessage id="achieve.readiness.computedAt" values={{ at: data.computed_at }} />
      </p>
      {practised === false && (
        <p className="insights-callout">
          <FormattedMessage id="achieve.readiness.noPractice" />{' '}
          <Link to={ACHIEVE_PATHS.diagnosticTests}>
            <FormattedMessage id="achieve.readiness.takeDiagnostic" />
          </Link>
        </p>
      )}
    </section>
  );
}

function History({ data }: { data: ReadinessData }) {
  const intl = useIntl();
  const chart = useMemo(() => historyChart(data, intl), [data, intl]);
  return (
    <section aria-labelledby="readiness-history-title">
      <h2 id="readiness-history-title">
        <FormattedMessage id="achieve.readiness.history.title" />
      </h2>
      {data.history.length < HISTORY_MIN_DAYS ? (
        <p className="insights-note">
          <FormattedMessage id="achieve.readiness.history.tooShort" />
        </p>
      ) : (
        <ChartFigure
          {...chart}
          caption={<FormattedMessage id="achieve.readiness.history.caption" />}
        />
      )}
    </section>
  );
}

function Chapters({
  data,
  subjectNames,
}: {
  data: ReadinessData;
  subjectNames: ReadonlyMap<string, string>;
}) {
  const intl = useIntl();
  const textLang = useTextLanguage();
  const chapters = topChapters(data.chapters);
  return (
    <section aria-labelledby="readiness-chapters">
      <h2 id="readiness-chapters">
        <FormattedMessage id="achieve.readiness.chapters.title" />
      </h2>
      {chapters.length === 0 ? (
        <p className="insights-note">
          <FormattedMessage id="achieve.readiness.chapters.none" />
        </p>
      ) : (
        <ol className="insights-list">
          {chapters.map((chapter) => (
            <li key={chapter.learn_path} className="insights-row">
              <h3 className="insights-row__name" lang={textLang(chapter.name)}>
                {chapter.name}
              </h3>
              <p className="insights-row__meta">
                <span lang={textLang(subjectLabel(chapter.subject, subjectNames))}>
                  {subjectLabel(chapter.subject, subjectNames)}
                </span>
                <span className="insights-gain">
                  <FormattedMessage id="achieve.readiness.gain" values={{ gain: chapter.gain }} />
                </span>
              </p>
              <Link
                className="button ghost"
                to={practiceHref(chapter.learn_path, chapter.name)}
                aria-label={intl.formatMessage(
                  { id: 'achieve.insights.practiseNamed' },
                  { name: chapter.name },
                )}
              >
                <FormattedMessage id="achieve.insights.practise" />
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** What the predictions learn from; nothing when the figures could not be read. */
function Basis() {
  const locale = useAtomValue(localeAtom);
  const { data } = useCall(crunchingVariablesCall, { query: { locale } });
  if (!data) return null;
  return (
    <p className="insights-note">
      <FormattedMessage id="achieve.readiness.basis" values={{ count: data.data.count }} />
    </p>
  );
}

/**
 * /achieve/prediction-readiness: the score the student would get on their exam today, predicted
 * from their mastery, with its 90 % range; how it moved day by day (a chart with its table); the
 * chapters whose practice would raise it most; and what the predictions stand on. A student who
 * has not practised still has a prediction (the new-student prior), with an invitation to sharpen it.
 */
export function ReadinessScreen() {
  const registry = useRegistry();
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const title = intl.formatMessage({ id: 'achieve.readiness.title' });
  useDocumentTitle(title);
  const readiness = useCall(readinessCall, { query: { locale } });
  const subjects = useCall(masterySubjectsCall, { query: { locale } });
  const items = subjects.data?.data.items;
  const subjectNames = useMemo(
    () => new Map((items ?? []).map((item) => [item.code, item.name])),
    [items],
  );
  // Unknown (undefined) while mastery loads or if it fails: the invitation is then left out.
  const practised = items && items.some((s) => s.attempts > 0 || s.concepts_practised > 0);

  if (readiness.error) return <registry.ExceptionPage kind={exceptionKindOf(readiness.error)} />;
  const data = readiness.data?.data;
  return (
    <section className="insights" aria-labelledby="readiness-title">
      <h1 id="readiness-title">{title}</h1>
      {data ? (
        <>
          <Prediction data={data} practised={practised} />
          <History data={data} />
          <Chapters data={data} subjectNames={subjectNames} />
          <Basis />
          <nav
            className="insights-links"
            aria-label={intl.formatMessage({ id: 'achieve.insights.more' })}
          >
            <Link to={ACHIEVE_PATHS.futureSuccess}>
              <FormattedMessage id="achieve.futureSuccess.title" />
            </Link>
            <Link to={ACHIEVE_PATHS.exploreMastery}>
              <FormattedMessage id="achieve.mastery.title" />
            </Link>
          </nav>
        </>
      ) : (
        <registry.Loading />
      )}
    </section>
  );
}
