import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatClock, isOverTime } from '../../../../domain/practice/questionTimer.ts';
import { labelStep, shareOf } from './chartScale.ts';
import type { NumberedQuestion } from './questionResults.ts';

const HEIGHT = 160;
const PLOT = 130;
const BAR = 14;
const GAP = 6;
const MOST_LABELS = 20;

/**
 * Time on each question as a bar, with a mark at its ideal time; bars past the ideal stand out.
 * Readers get a table of each question's time and ideal time.
 */
export function TimePerQuestion({ questions }: { questions: readonly NumberedQuestion[] }) {
  const id = useId();
  if (questions.length === 0) return null;
  const longest = Math.max(1, ...questions.flatMap((q) => [q.time_spent, q.ideal_time]));
  const step = labelStep(questions.length, MOST_LABELS);
  const width = questions.length * (BAR + GAP) + GAP;
  const heightOf = (seconds: number) => shareOf(seconds, longest) * PLOT;
  return (
    <section className="test-chart" aria-labelledby={`${id}title`}>
      <h3 id={`${id}title`}>
        <FormattedMessage id="test.analysis.timePerQuestion" />
      </h3>
      <ul className="chart-legend" aria-hidden>
        <li>
          <span className="chart-swatch chart-swatch--time" />
          <FormattedMessage id="test.analysis.timeSpent" />
        </li>
        <li>
          <span className="chart-swatch chart-swatch--ideal" />
          <FormattedMessage id="test.analysis.idealTime" />
        </li>
      </ul>
      <svg className="chart" viewBox={`0 0 ${width} ${HEIGHT}`} aria-hidden data-chart="time">
        {questions.map((q, index) => {
          const x = GAP + index * (BAR + GAP);
          const ideal = PLOT - heightOf(q.ideal_time);
          return (
            <g key={q.code} data-question={q.number}>
              <rect
                className={isOverTime(q.time_spent, q.ideal_time) ? 'chart-over' : 'chart-time'}
                x={x}
                y={PLOT - heightOf(q.time_spent)}
                width={BAR}
                height={heightOf(q.time_spent)}
              />
              {q.ideal_time > 0 && (
                <line className="chart-ideal" x1={x - 2} x2={x + BAR + 2} y1={ideal} y2={ideal} />
              )}
              {(index % step === 0 || index === questions.length - 1) && (
                <text className="chart-axis" x={x + BAR / 2} y={HEIGHT - 8} textAnchor="middle">
                  {q.number}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      {/* Hidden by a wrapper: a table takes no height or overflow, so it would still stretch the page. */}
      <div className="visually-hidden">
        <table>
          <caption>
            <FormattedMessage id="test.analysis.timePerQuestion" />
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="test.analysis.question" />
              </th>
              <th scope="col">
                <FormattedMessage id="test.analysis.timeSpent" />
              </th>
              <th scope="col">
                <FormattedMessage id="test.analysis.idealTime" />
              </th>
            </tr>
          </thead>
          <tbody>
            {questions.map((q) => (
              <tr key={q.code}>
                <th scope="row">{q.number}</th>
                <td>{formatClock(q.time_spent)}</td>
                <td>{formatClock(q.ideal_time)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
