import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { PLAN_ENDED_PATH } from '../../../domain/subscription/subscriptionPaths.ts';
import { ModalDialog } from '../ModalDialog.tsx';
import './planShell.css';

/**
 * The two offers of plans and their words: the paywall, when a locked tile is opened
 * (learning-experience spec §4, "Subscription intercept"), and the subscription popup, when the
 * trial or the plan has ended (shell spec §4; at most once a day).
 */
const PLAN_OFFERS = {
  paywall: {
    titleKey: 'plan.paywall.title',
    messageKey: 'plan.paywall.message',
    closeKey: 'plan.paywall.close',
    offerKey: 'plan.paywall.subscribe',
  },
  popup: {
    titleKey: 'plan.popup.title',
    messageKey: 'plan.popup.message',
    closeKey: 'plan.popup.later',
    offerKey: 'plan.seePlans',
  },
} as const;

export interface PlanDialogProps {
  offer: keyof typeof PLAN_OFFERS;
  onClose: () => void;
}

/**
 * A modal that offers plans (the paywall, the plan-ended popup): focus moves in and stays,
 * Escape or its close button closes it, and it names itself by its title.
 */
export function PlanDialog({ offer, onClose }: PlanDialogProps) {
  const { titleKey, messageKey, closeKey, offerKey } = PLAN_OFFERS[offer];
  return (
    <ModalDialog
      backdropClassName="plan-overlay"
      className="modal plan-dialog"
      title={<FormattedMessage id={titleKey} />}
      message={<FormattedMessage id={messageKey} />}
      onClose={onClose}
    >
      <div className="plan-dialog__actions">
        <button type="button" className="button ghost" onClick={onClose}>
          <FormattedMessage id={closeKey} />
        </button>
        <Link className="button" to={PLAN_ENDED_PATH} onClick={onClose}>
          <FormattedMessage id={offerKey} />
        </Link>
      </div>
    </ModalDialog>
  );
}
