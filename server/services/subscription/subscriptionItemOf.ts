import {
  DURATION_UNITS,
  type DurationUnit,
  type SubscriptionItem,
  type SubscriptionStatus,
} from '../../../domain/contracts/subscriptionPlans.ts';
import { textIn } from '../../../domain/rules/localisedText.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../domain/rules/locales.ts';
import { catalogPlan, type SellingOrganisation } from './catalogLookup.ts';
import type { SubscriptionRow } from './subscriptionStore.ts';

/** A family buying its own plan; the only business the product has today. */
export const BUSINESS_TYPE = 'B2C';
/** The plan name a trial goes by, where a paid plan names its type. */
export const TRIAL_PLAN_NAME = 'FREE_TRIAL';

function durationUnit(stored: string): DurationUnit {
  const unit = DURATION_UNITS.find((u) => u === stored);
  if (!unit) throw new Error(`subscription row with duration unit ${stored}`);
  return unit;
}

/**
 * A subscription row as the spec's item. A paid plan's title comes from the catalog; one no
 * longer in the catalog shows its id rather than vanishing from the child's list.
 */
export function subscriptionItemOf(
  row: SubscriptionRow,
  status: SubscriptionStatus,
  org: SellingOrganisation | undefined,
  locale: Locale | undefined,
  founderNoteDisplayed: boolean,
): SubscriptionItem {
  const paid = row.type === 'PAID' ? row.plan_id : null;
  const plan = paid !== null && org ? catalogPlan(org, paid) : undefined;
  const lang = locale ?? DEFAULT_LOCALE;
  const trialTitle = org ? textIn(org.trialTitle, lang) : TRIAL_PLAN_NAME;
  return {
    vertical: row.vertical,
    type: paid !== null ? 'PAID' : 'TRIAL',
    validity: row.valid_until,
    status,
    businessType: BUSINESS_TYPE,
    planName: plan?.type ?? paid ?? TRIAL_PLAN_NAME,
    planTitle: plan ? textIn(plan.title, lang) : (paid ?? trialTitle),
    isRenewalEnabled: false,
    duration: { type: durationUnit(row.duration_unit), value: row.duration_value },
    founder_note_displayed: founderNoteDisplayed,
  };
}
