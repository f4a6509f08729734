import { useAtomValue } from 'jotai';
import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { PLANS_PATH } from '../../../../domain/subscription/subscriptionPaths.ts';
import { useCatalogParts } from '../../../../runtime/i18n/CatalogParts.ts';
import { onTrialAtom } from '../../../../runtime/subscription/paywallAtoms.ts';
import './planPrompt.css';

/**
 * The player's monetisation prompt (learning-experience spec §2, "A monetisation flag shows an
 * extra prompt in the player"): during the free trial, a quiet offer of the plans. Following it
 * is leaving the page, so the player's leave guard closes it as it would for any link.
 */
export function PlanPrompt() {
  const onTrial = useAtomValue(onTrialAtom);
  if (!onTrial) return null;
  return (
    <Suspense fallback={null}>
      <TrialOffer />
    </Suspense>
  );
}

/** The offer itself, with its texts' part (the subscription shell has loaded it already). */
function TrialOffer() {
  useCatalogParts('subscription');
  return (
    <p className="plan-prompt">
      <FormattedMessage id="plan.player.prompt" />{' '}
      <Link to={PLANS_PATH}>
        <FormattedMessage id="plan.seePlans" />
      </Link>
    </p>
  );
}
