import { useIntl } from 'react-intl';
import type * as z from 'zod/mini';
import type { targetData } from '../../../domain/contracts/achieve.ts';
import { DAY_MS } from '../../../domain/timeline/timelinePeriods.ts';

export type Target = z.output<typeof targetData>;

export interface TargetFactsProps {
  examName: string | undefined;
  target: Target | null;
  daysLeft: number | null;
}

/** The target in a few facts: the exam, its day and the days left, the daily time, the score aimed at. */
export function TargetFacts({ examName, target, daysLeft }: TargetFactsProps) {
  const intl = useIntl();
  const facts: [string, string][] = [];
  const exam = examName ?? target?.exam_code;
  if (exam !== undefined) facts.push(['achieve.target.exam', exam]);
  if (target) {
    const day = intl.formatDate(target.target_day * DAY_MS, { dateStyle: 'long', timeZone: 'UTC' });
    facts.push(['achieve.target.examDay', day]);
  }
  if (daysLeft !== null)
    facts.push([
      'achieve.target.daysLeft',
      intl.formatMessage({ id: 'achieve.target.days' }, { days: daysLeft }),
    ]);
  if (target) {
    const minutes = target.daily_minutes;
    facts.push([
      'achieve.target.daily',
      intl.formatMessage({ id: 'achieve.target.minutesADay' }, { minutes }),
    ]);
    if (target.target_score !== null)
      facts.push(['achieve.target.score', intl.formatNumber(target.target_score)]);
  }
  return (
    <dl className="achieve-facts">
      {facts.map(([label, value]) => (
        <div className="achieve-facts__row" key={label}>
          <dt>{intl.formatMessage({ id: label })}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
