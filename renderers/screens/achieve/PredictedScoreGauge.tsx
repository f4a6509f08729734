import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import type * as z from 'zod/mini';
import type { readinessFigure } from '../../../domain/contracts/achieve.ts';

export type ReadinessFigure = z.output<typeof readinessFigure>;

/** A mark's place along the paper, as a percentage of the whole bar (0 % when there are no marks). */
function share(marks: number, max: number): string {
  const fraction = max > 0 ? Math.min(1, Math.max(0, marks / max)) : 0;
  return `${(fraction * 100).toFixed(2)}%`;
}

/**
 * The predicted score drawn with CSS: a bar of the paper's marks, the likely range as a band and
 * the expected score as a mark on it. A screen reader hears it as a meter whose value is the
 * sentence under it ("Predicted 142 of 300 (range 120–165)"); no chart library is loaded.
 */
export function PredictedScoreGauge({ figure }: { figure: ReadinessFigure }) {
  const intl = useIntl();
  const { expected, low, high, max_marks: max } = figure;
  const sentence = intl.formatMessage(
    { id: 'achieve.gauge.sentence' },
    { expected, max, low, high },
  );
  const style = {
    '--gauge-low': share(low, max),
    '--gauge-high': share(high, max),
    '--gauge-expected': share(expected, max),
  } as CSSProperties;
  return (
    <figure className="achieve-gauge">
      <p className="achieve-gauge__score" aria-hidden="true">
        <span className="achieve-gauge__expected">{intl.formatNumber(expected)}</span>
        <span className="achieve-gauge__max">
          {intl.formatMessage({ id: 'achieve.gauge.ofMax' }, { max })}
        </span>
      </p>
      <div
        className="achieve-gauge__track"
        role="meter"
        aria-label={intl.formatMessage({ id: 'achieve.gauge.label' })}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={Math.min(max, Math.max(0, expected))}
        aria-valuetext={sentence}
        style={style}
      >
        <span className="achieve-gauge__range" />
        <span className="achieve-gauge__mark" />
      </div>
      <p className="achieve-gauge__scale" aria-hidden="true">
        <span>{intl.formatNumber(0)}</span>
        <span>{intl.formatNumber(max)}</span>
      </p>
      <figcaption className="achieve-gauge__caption">{sentence}</figcaption>
    </figure>
  );
}
