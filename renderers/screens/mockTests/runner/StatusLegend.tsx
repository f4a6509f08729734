import { FormattedMessage, useIntl } from 'react-intl';
import type { StatusCounts } from '../../../../domain/mockTests/questionStatus.ts';
import { LEGEND_ORDER, STATUS_LOOK, statusClass } from './statusLook.ts';

export interface StatusLegendProps {
  counts: StatusCounts;
  /** Names the list ("All questions", a section's name). */
  label: string;
}

/** The five statuses with their shapes and how many questions are in each, NTA style. */
export function StatusLegend({ counts, label }: StatusLegendProps) {
  const intl = useIntl();
  return (
    <ul className="runner-legend" aria-label={label}>
      {LEGEND_ORDER.map((status) => {
        const look = STATUS_LOOK[status];
        const count = counts[look.count];
        return (
          <li key={status}>
            <span className={statusClass(status)} aria-hidden="true">
              {count}
            </span>
            <span className="visually-hidden">{intl.formatNumber(count)}</span>
            <FormattedMessage id={look.label} />
          </li>
        );
      })}
    </ul>
  );
}
