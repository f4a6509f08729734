import { useId } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { DAY_MS } from '../../../domain/timeline/timelinePeriods.ts';
import { PlanStepTile, type PlanTile } from './PlanStepTile.tsx';

/** A plan's day (a day number, days since 1970-01-01 UTC) in words: "Today, Monday 2 December". */
function planDayLabel(day: number, today: number, intl: IntlShape): string {
  const date = intl.formatDate(day * DAY_MS, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  if (day === today) return intl.formatMessage({ id: 'achieve.day.today' }, { date });
  if (day === today + 1) return intl.formatMessage({ id: 'achieve.day.tomorrow' }, { date });
  return date;
}

/** Subject codes to names, from the exam's metadata when it came (tiles name subjects by code). */
export function subjectNames(
  subjects: readonly { code: string; name: string }[] | undefined,
): ReadonlyMap<string, string> {
  return new Map(subjects?.map((s) => [s.code, s.name]));
}

/** The steps by day, days in order and steps in the plan's order within each. */
export function stepsByDay(tiles: readonly PlanTile[]): [number, PlanTile[]][] {
  const days = new Map<number, PlanTile[]>();
  for (const tile of [...tiles].sort((a, b) => a.day - b.day || a.step_index - b.step_index)) {
    const steps = days.get(tile.day);
    if (steps) steps.push(tile);
    else days.set(tile.day, [tile]);
  }
  return [...days];
}

export interface PlanDaysProps {
  tiles: readonly PlanTile[];
  today: number;
  planId: string | undefined;
  /** The level of each day's heading, one below the section holding the days. */
  headingLevel: 2 | 3;
  /** At most this many days, the first ones (all when not given). */
  dayCount?: number;
  subjectNames?: ReadonlyMap<string, string>;
}

function PlanDay({
  day,
  steps,
  today,
  planId,
  headingLevel,
  subjectNames,
}: Omit<PlanDaysProps, 'tiles' | 'dayCount'> & { day: number; steps: PlanTile[] }) {
  const intl = useIntl();
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const minutes = steps.reduce((sum, step) => sum + step.minutes, 0);
  return (
    <section className="plan-day" aria-labelledby={headingId}>
      <Heading id={headingId} className="plan-day__heading">
        {planDayLabel(day, today, intl)}
      </Heading>
      <p className="plan-day__summary">
        <FormattedMessage id="achieve.day.summary" values={{ steps: steps.length, minutes }} />
      </p>
      <ul className="plan-steps">
        {steps.map((step) => (
          <li key={step.step_index}>
            <PlanStepTile
              step={step}
              planId={planId}
              subjectName={subjectNames?.get(step.subject)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The plan's days, each a headed section of step tiles with the day's total time. */
export function PlanDays({ tiles, dayCount, ...props }: PlanDaysProps) {
  const days = stepsByDay(tiles).slice(0, dayCount);
  return (
    <div className="plan-days">
      {days.map(([day, steps]) => (
        <PlanDay key={day} day={day} steps={steps} {...props} />
      ))}
    </div>
  );
}
