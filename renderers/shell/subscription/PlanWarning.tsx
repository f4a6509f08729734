import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { PLANS_PATH } from '../../../domain/subscription/subscriptionPaths.ts';
import './planShell.css';
import { CloseButton } from '../CloseButton.tsx';

export interface PlanWarningProps {
  days: number;
  onClose: () => void;
}

/**
 * The plan warning (shell spec §4): the plan ends in a few days. A status region, so it is read
 * out without taking focus; closing it hides it for the rest of the day.
 */
export function PlanWarning({ days, onClose }: PlanWarningProps) {
  return (
    <div className="plan-warning" role="status">
      <p>
        <FormattedMessage id="plan.warning.text" values={{ days }} />{' '}
        <Link to={PLANS_PATH}>
          <FormattedMessage id="plan.seePlans" />
        </Link>
      </p>
      <CloseButton
        className="plan-warning__close"
        labelKey="plan.warning.close"
        onClick={onClose}
      />
    </div>
  );
}
