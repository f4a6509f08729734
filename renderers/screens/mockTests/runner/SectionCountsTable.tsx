import { FormattedMessage } from 'react-intl';
import type { StatusCounts } from '../../../../domain/mockTests/questionStatus.ts';
import { LEGEND_ORDER, STATUS_LOOK } from './statusLook.ts';

export interface SectionCountsTableProps {
  rows: readonly { code: string; name: string; counts: StatusCounts }[];
  total: StatusCounts;
}

/** How many questions are in each status, section by section and in all. */
export function SectionCountsTable({ rows, total }: SectionCountsTableProps) {
  return (
    <table className="runner-counts">
      <caption>
        <FormattedMessage id="runner.counts.caption" />
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <FormattedMessage id="runner.counts.section" />
          </th>
          {LEGEND_ORDER.map((status) => (
            <th scope="col" key={status}>
              <FormattedMessage id={STATUS_LOOK[status].label} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.code}>
            <th scope="row">{row.name}</th>
            {LEGEND_ORDER.map((status) => (
              <td key={status}>{row.counts[STATUS_LOOK[status].count]}</td>
            ))}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">
            <FormattedMessage id="runner.counts.total" />
          </th>
          {LEGEND_ORDER.map((status) => (
            <td key={status}>{total[STATUS_LOOK[status].count]}</td>
          ))}
        </tr>
      </tfoot>
    </table>
  );
}
