import { useAtom, useAtomValue } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  planFloaterLabel,
  planWarningDays,
} from '../../../domain/subscription/planFloaterLabel.ts';
import { contentLocked } from '../../../domain/subscription/shellPlanState.ts';
import {
  FOUNDER_PLANS_PATH,
  onSubscriptionPath,
} from '../../../domain/subscription/subscriptionPaths.ts';
import { useBrand } from '../../../runtime/brand/BrandContext.ts';
import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';
import { currentProfileAtom } from '../../../runtime/session/authState.ts';
import { paywallOpenAtom } from '../../../runtime/subscription/paywallAtoms.ts';
import { useDailyNotice } from '../../../runtime/subscription/useDailyNotice.ts';
import { useFounderNote } from '../../../runtime/subscription/useFounderNote.ts';
import { usePlanShell } from '../../../runtime/subscription/usePlanShell.ts';
import { usePendingOrderRedirect } from '../../../runtime/subscription/usePendingOrderRedirect.ts';
import { FounderNote } from './FounderNote.tsx';
import { PlanDialog } from './PlanDialog.tsx';
import { PlanFloater } from './PlanFloater.tsx';
import { PlanWarning } from './PlanWarning.tsx';

/**
 * The subscription's pieces in the shell (shell spec §2 and §4), loaded after first paint: the
 * child's plan and trial, the founder's note, the plan floater and warning, the plan-ended popup,
 * the pending-order redirect and the paywall. One dialog at a time: the founder's note first, then
 * the paywall the student asked for, then the popup.
 */
export function SubscriptionShell() {
  useCatalogParts('subscription');
  const { state, now } = usePlanShell();
  const { brand } = useBrand().docs;
  const profile = useAtomValue(currentProfileAtom);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const founder = useFounderNote(state);
  const [paywallOpen, setPaywallOpen] = useAtom(paywallOpenAtom);
  const [warningOpen, closeWarning] = useDailyNotice('planWarning', now);
  const [popupOpen, closePopup] = useDailyNotice('planEnded', now);
  const onSubscription = onSubscriptionPath(pathname);
  usePendingOrderRedirect(profile?.id, state.kind !== 'unknown');
  if (state.kind === 'unknown') return null;

  const label = planFloaterLabel(state, now);
  const warningDays = planWarningDays(state, now);
  const showWarning = warningDays !== undefined && warningOpen;
  const showPopup = contentLocked(state) && !onSubscription && popupOpen;

  let dialog = null;
  if (founder.show) {
    dialog = (
      <FounderNote
        trialDays={brand.trialDays}
        founder={brand.founder}
        brandName={brand.name}
        onBack={founder.close}
        onExplore={() => {
          founder.close();
          void navigate(FOUNDER_PLANS_PATH);
        }}
      />
    );
  } else if (paywallOpen) {
    dialog = <PlanDialog offer="paywall" onClose={() => setPaywallOpen(false)} />;
  } else if (showPopup) {
    dialog = <PlanDialog offer="popup" onClose={closePopup} />;
  }

  return (
    <>
      {showWarning && !onSubscription && <PlanWarning days={warningDays} onClose={closeWarning} />}
      {label && !onSubscription && <PlanFloater label={label} />}
      {dialog}
    </>
  );
}
