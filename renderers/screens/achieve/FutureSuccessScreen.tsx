import { useAtomValue } from 'jotai';
import { useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type * as z from 'zod/mini';
import {
  futureSuccessCall,
  statesCall,
  type COLLEGE_KINDS,
} from '../../../domain/contracts/achieveMeta.ts';
import { useCall } from '../../../runtime/api/useCall.ts';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import { useTextLanguage } from '../../../runtime/i18n/useTextLanguage.ts';
import { useRegistry } from '../../../runtime/registry/RegistryContext.ts';
import { exceptionKindOf } from '../learn/learnException.ts';
import { useDocumentTitle } from '../learn/useDocumentTitle.ts';
import './achieveInsights.css';

type FutureSuccess = z.output<(typeof futureSuccessCall.responses)[200]>['data'];
type College = FutureSuccess['colleges'][number];

/** Only web addresses become links: a source is data, and data is never trusted to be a script. */
const WEB_ADDRESS = /^https?:\/\//i;

/** The filter's value for every college, wherever it is. */
const ALL_INDIA = '';

const KIND_MESSAGES: Readonly<Record<(typeof COLLEGE_KINDS)[number], string>> = {
  iit: 'achieve.futureSuccess.kind.iit',
  nit: 'achieve.futureSuccess.kind.nit',
  iiit: 'achieve.futureSuccess.kind.iiit',
  state_engineering: 'achieve.futureSuccess.kind.stateEngineering',
  aiims: 'achieve.futureSuccess.kind.aiims',
  government_medical: 'achieve.futureSuccess.kind.governmentMedical',
};

const CHANCE_MESSAGES = {
  likely: 'achieve.futureSuccess.chance.likely',
  possible: 'achieve.futureSuccess.chance.possible',
  stretch: 'achieve.futureSuccess.chance.stretch',
} as const satisfies Record<College['chance'], string>;

const CHANCE_HINTS = {
  likely: 'achieve.futureSuccess.chanceHint.likely',
  possible: 'achieve.futureSuccess.chanceHint.possible',
  stretch: 'achieve.futureSuccess.chanceHint.stretch',
} as const satisfies Record<College['chance'], string>;

function Prediction({ data }: { data: FutureSuccess }) {
  const { predicted, rank } = data;
  return (
    <section className="insights-card" aria-labelledby="future-predicted">
      <h2 id="future-predicted">
        <FormattedMessage id="achieve.futureSuccess.predicted" />
      </h2>
      <p className="insights-figure">
        <FormattedMessage
          id="achieve.readiness.figure"
          values={{
            expected: predicted.expected,
            max: predicted.max_marks,
            low: predicted.low,
            high: predicted.high,
          }}
        />
      </p>
      <p>
        {rank ? (
          // The year is a name, not a quantity: passed as text so it is never grouped (2,024).
          <FormattedMessage
            id="achieve.futureSuccess.rank"
            values={{ best: rank.best, worst: rank.worst, year: String(rank.year) }}
          />
        ) : (
          <FormattedMessage id="achieve.futureSuccess.noRank" />
        )}
      </p>
    </section>
  );
}

function Closing({ admission }: { admission: College['admission'] }) {
  return (
    <FormattedMessage
      id="achieve.futureSuccess.closing"
      values={{
        basis: admission.basis,
        value: admission.typical_closing,
        year: String(admission.year),
      }}
    />
  );
}

function CollegeTable({
  colleges,
  stateName,
}: {
  colleges: College[];
  stateName: (code: string) => string;
}) {
  const textLang = useTextLanguage();
  return (
    <div className="insights-scroll">
      <table className="insights-table">
        <caption>
          <FormattedMessage
            id="achieve.futureSuccess.table.caption"
            values={{ count: colleges.length }}
          />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="achieve.futureSuccess.table.college" />
            </th>
            <th scope="col">
              <FormattedMessage id="achieve.futureSuccess.table.chance" />
            </th>
            <th scope="col">
              <FormattedMessage id="achieve.futureSuccess.table.kind" />
            </th>
            <th scope="col">
              <FormattedMessage id="achieve.futureSuccess.table.state" />
            </th>
            <th scope="col">
              <FormattedMessage id="achieve.futureSuccess.table.closing" />
            </th>
          </tr>
        </thead>
        <tbody>
          {colleges.map((college) => (
            <tr key={college.code}>
              <th scope="row" lang={textLang(college.name)}>
                {college.name}
              </th>
              <td>
                <span className={`insights-chance insights-chance--${college.chance}`}>
                  <FormattedMessage id={CHANCE_MESSAGES[college.chance]} />
                </span>
              </td>
              <td>
                <FormattedMessage id={KIND_MESSAGES[college.kind]} />
              </td>
              <td lang={textLang(stateName(college.state))}>{stateName(college.state)}</td>
              <td>
                <Closing admission={college.admission} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Colleges({ data }: { data: FutureSuccess }) {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const selectId = useId();
  const [state, setState] = useState(ALL_INDIA);
  // The states' names are a nicety: without them a state shows by its code.
  const states = useCall(statesCall, { query: { locale } }).data?.data.items;
  const stateName = useMemo(() => {
    const names = new Map((states ?? []).map((s) => [s.code, s.name]));
    return (code: string) => names.get(code) ?? code;
  }, [states]);
  const choices = useMemo(
    () =>
      [...new Set(data.colleges.map((c) => c.state))].sort((a, b) =>
        stateName(a).localeCompare(stateName(b), intl.locale),
      ),
    [data.colleges, stateName, intl.locale],
  );
  const shown =
    state === ALL_INDIA ? data.colleges : data.colleges.filter((c) => c.state === state);
  return (
    <section aria-labelledby="future-colleges">
      <h2 id="future-colleges">
        <FormattedMessage id="achieve.futureSuccess.colleges" />
      </h2>
      {data.colleges.length === 0 ? (
        <p className="insights-note">
          <FormattedMessage id="achieve.futureSuccess.noColleges" />
        </p>
      ) : (
        <>
          <div className="insights-filter">
            <label htmlFor={selectId}>
              <FormattedMessage id="achieve.futureSuccess.where" />
            </label>
            <select id={selectId} value={state} onChange={(e) => setState(e.target.value)}>
              <option value={ALL_INDIA}>
                {intl.formatMessage({ id: 'achieve.futureSuccess.allIndia' })}
              </option>
              {choices.map((code) => (
                <option key={code} value={code}>
                  {stateName(code)}
                </option>
              ))}
            </select>
          </div>
          <dl className="insights-legend">
            {(Object.keys(CHANCE_MESSAGES) as College['chance'][]).map((chance) => (
              <div key={chance}>
                <dt className={`insights-chance insights-chance--${chance}`}>
                  <FormattedMessage id={CHANCE_MESSAGES[chance]} />
                </dt>
                <dd>
                  <FormattedMessage id={CHANCE_HINTS[chance]} />
                </dd>
              </div>
            ))}
          </dl>
          <CollegeTable colleges={shown} stateName={stateName} />
        </>
      )}
    </section>
  );
}

function SourceName({ name, year }: { name: string; year: number }) {
  const textLang = useTextLanguage();
  return (
    <>
      <span lang={textLang(name)}>{name}</span>{' '}
      <FormattedMessage id="achieve.futureSuccess.sourceYear" values={{ year: String(year) }} />
    </>
  );
}

function Honesty({ sources }: { sources: FutureSuccess['sources'] }) {
  return (
    <section className="insights-callout" aria-labelledby="future-honesty">
      <h2 id="future-honesty">
        <FormattedMessage id="achieve.futureSuccess.honesty.title" />
      </h2>
      <p>
        <FormattedMessage id="achieve.futureSuccess.honesty.text" />
      </p>
      {sources.length > 0 && (
        <>
          <h3>
            <FormattedMessage id="achieve.futureSuccess.sources" />
          </h3>
          <ul className="insights-sources">
            {sources.map((source) => (
              <li key={source.url}>
                {WEB_ADDRESS.test(source.url) ? (
                  <a href={source.url} target="_blank" rel="noopener noreferrer">
                    <SourceName name={source.name} year={source.year} />
                    <span className="visually-hidden">
                      {' '}
                      <FormattedMessage id="achieve.insights.newTab" />
                    </span>
                  </a>
                ) : (
                  <SourceName name={source.name} year={source.year} />
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/**
 * /achieve/future-success: what the predicted score range means — the all-India rank band such
 * scores reached last year, and the colleges whose admission closed near it, each with the chance
 * in words; filtered by state on the page. Every figure is last year's and approximate, and the
 * page says so, with its sources.
 */
export function FutureSuccessScreen() {
  const registry = useRegistry();
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const title = intl.formatMessage({ id: 'achieve.futureSuccess.title' });
  useDocumentTitle(title);
  const future = useCall(futureSuccessCall, { query: { locale } });
  if (future.error) return <registry.ExceptionPage kind={exceptionKindOf(future.error)} />;
  const data = future.data?.data;
  return (
    <section className="insights" aria-labelledby="future-title">
      <h1 id="future-title">{title}</h1>
      {data ? (
        <>
          <Prediction data={data} />
          <Colleges data={data} />
          <Honesty sources={data.sources} />
        </>
      ) : (
        <registry.Loading />
      )}
    </section>
  );
}
