import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { PlanLabel } from '../../../domain/subscription/planFloaterLabel.ts';
import { PLANS_PATH } from '../../../domain/subscription/subscriptionPaths.ts';
import { useFloaterDrag } from './useFloaterDrag.ts';
import './planShell.css';

export interface PlanFloaterProps {
  label: PlanLabel;
}

/**
 * The plan-status floater (shell spec §4): what is left of the plan, over every page. It can be
 * moved out of the way, with the pointer or with the arrow keys on its handle, and stays where it
 * was put. Its text leads to the plans.
 */
export function PlanFloater({ label }: PlanFloaterProps) {
  const intl = useIntl();
  const { ref, style, handle } = useFloaterDrag();
  return (
    <div ref={ref} className="plan-floater" style={style} data-plan={label.kind}>
      <button
        type="button"
        className="plan-floater__handle"
        aria-label={intl.formatMessage({ id: 'plan.floater.move' })}
        {...handle}
      >
        {/* A grip of six dots, drawn: no font need carry a glyph for it. */}
        <svg aria-hidden="true" width="10" height="16" viewBox="0 0 10 16" fill="currentColor">
          <circle cx="2" cy="3" r="1.5" />
          <circle cx="8" cy="3" r="1.5" />
          <circle cx="2" cy="8" r="1.5" />
          <circle cx="8" cy="8" r="1.5" />
          <circle cx="2" cy="13" r="1.5" />
          <circle cx="8" cy="13" r="1.5" />
        </svg>
      </button>
      <Link className="plan-floater__text" to={PLANS_PATH}>
        <FormattedMessage id={label.id} values={label.values} />
      </Link>
    </div>
  );
}
