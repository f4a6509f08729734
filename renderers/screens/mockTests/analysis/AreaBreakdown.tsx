import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatClock } from '../../../../domain/practice/questionTimer.ts';
import { shareOf } from './chartScale.ts';
import { useTextLanguage } from '../../../../runtime/i18n/useTextLanguage.ts';

/** A subject's or section's totals, as the analysis gives both. */
export interface AreaTotals {
  key: string;
  name: string;
  score: number;
  max_marks: number;
  correct: number;
  incorrect: number;
  unattempted: number;
  accuracy: number;
  time_spent: number;
}

export interface AreaBreakdownProps {
  /** The heading's message id: by subject or by section. */
  titleId: 'test.analysis.bySubject' | 'test.analysis.bySection';
  areas: readonly AreaTotals[];
}

const WIDTH = 640;
const BAR_WIDTH = 500;
const ROW = 46;
const SEGMENTS = ['correct', 'incorrect', 'unattempted'] as const;
const SEGMENT_MESSAGES = {
  correct: 'test.analysis.correct',
  incorrect: 'test.analysis.incorrect',
  unattempted: 'test.analysis.unattempted',
} as const;

/**
 * Each area as one bar split into right, wrong and skipped questions, with its score at the end.
 * The drawing is for the eye; readers get the same numbers (and accuracy and time) as a table.
 */
export function AreaBreakdown({ titleId, areas }: AreaBreakdownProps) {
  const id = useId();
  const textLang = useTextLanguage();
  if (areas.length === 0) return null;
  return (
    <section className="test-chart" aria-labelledby={`${id}title`}>
      <h2 id={`${id}title`}>
        <FormattedMessage id={titleId} />
      </h2>
      <ChartLegend />
      <svg
        className="chart"
        viewBox={`0 0 ${WIDTH} ${areas.length * ROW}`}
        aria-hidden
        data-chart="areas"
      >
        {areas.map((area, row) => {
          const total = area.correct + area.incorrect + area.unattempted;
          let x = 0;
          return (
            <g key={area.key} transform={`translate(0 ${row * ROW})`} data-area={area.key}>
              <text className="chart-label" x="0" y="14">
                {area.name}
              </text>
              <rect className="chart-track" x="0" y="20" width={BAR_WIDTH} height="16" rx="3" />
              {SEGMENTS.map((segment) => {
                const width = shareOf(area[segment], total) * BAR_WIDTH;
                const rect = (
                  <rect
                    key={segment}
                    className={`chart-${segment}`}
                    x={x}
                    y="20"
                    width={width}
                    height="16"
                  />
                );
                x += width;
                return rect;
              })}
              <text className="chart-value" x={BAR_WIDTH + 10} y="33">
                {`${area.score}/${area.max_marks}`}
              </text>
            </g>
          );
        })}
      </svg>
      {/* Hidden by a wrapper: a table takes no height or overflow, so it would still stretch the page. */}
      <div className="visually-hidden">
        <table>
          <caption>
            <FormattedMessage id={titleId} />
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="test.analysis.area" />
              </th>
              <th scope="col">
                <FormattedMessage id="test.analysis.score" />
              </th>
              <th scope="col">
                <FormattedMessage id="test.analysis.correct" />
              </th>
              <th scope="col">
                <FormattedMessage id="test.analysis.incorrect" />
              </th>
              <th scope="col">
                <FormattedMessage id="test.analysis.unattempted" />
              </th>
              <th scope="col">
                <FormattedMessage id="test.analysis.accuracy" />
              </th>
              <th scope="col">
                <FormattedMessage id="test.analysis.time" />
              </th>
            </tr>
          </thead>
          <tbody>
            {areas.map((area) => (
              <tr key={area.key}>
                <th scope="row" lang={textLang(area.name)}>
                  {area.name}
                </th>
                <td>
                  <FormattedMessage
                    id="test.analysis.scoreOf"
                    values={{ score: area.score, max: area.max_marks }}
                  />
                </td>
                <td>{area.correct}</td>
                <td>{area.incorrect}</td>
                <td>{area.unattempted}</td>
                <td>
                  <FormattedMessage id="test.percent" values={{ value: area.accuracy }} />
                </td>
                <td>{formatClock(area.time_spent)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** What the colours of the area bars mean (drawn only; the table says it in words). */
function ChartLegend() {
  return (
    <ul className="chart-legend" aria-hidden>
      {SEGMENTS.map((segment) => (
        <li key={segment}>
          <span className={`chart-swatch chart-swatch--${segment}`} />
          <FormattedMessage id={SEGMENT_MESSAGES[segment]} />
        </li>
      ))}
    </ul>
  );
}
