import type { FastifyInstance } from 'fastify';
import { featureEnabled } from '../../../domain/access/featureEnabled.ts';
import {
  benefitCarouselCall,
  freeTrialCall,
  plansCall,
  subscriptionInfoCall,
  type Plan,
} from '../../../domain/contracts/subscriptionPlans.ts';
import { AppError } from '../../../domain/errors.ts';
import { planStatus } from '../../../domain/subscription/planStatus.ts';
import { addDuration } from '../../../domain/subscription/planValidity.ts';
import { textIn } from '../../../domain/rules/localisedText.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../domain/rules/locales.ts';
import { registerCall } from '../../http/registerCall.ts';
import type { ProfileRow } from '../../sessions/sessionStore.ts';
import { sellingOrganisation, sellingOrgOf, type CatalogPlan } from './catalogLookup.ts';
import type { SubscriptionContext } from './SubscriptionContext.ts';
import { emitSubscriptionEvent } from './subscriptionEvents.ts';
import { subscriptionItemOf } from './subscriptionItemOf.ts';
import { subscriptionStore } from './subscriptionStore.ts';

/** The answer message of a subscription read that went through (the spec reads `message`). */
export const SUBSCRIPTION_INFO_MESSAGE = 'OK';

/** Whether the profile has seen the founder's note: a flag of its meta (shell spec §3, §4). */
function founderNoteDisplayed(profile: ProfileRow): boolean {
  const meta = JSON.parse(profile.meta) as { founder_note_displayed?: unknown };
  return meta.founder_note_displayed === true;
}

function planOf(
  plan: CatalogPlan,
  currency: string,
  gstRateBp: number,
  locale: Locale | undefined,
  now: number,
): Plan {
  const lang = locale ?? DEFAULT_LOCALE;
  return {
    id: plan.id,
    vertical: plan.vertical,
    type: plan.type,
    title: textIn(plan.title, lang),
    description: textIn(plan.description, lang),
    ...(plan.label && { label: textIn(plan.label, lang) }),
    basePrice: { value: plan.pricePaise, type: currency },
    gstRateBp,
    duration: {
      type: plan.duration.unit,
      value: plan.duration.value,
      label: textIn(plan.durationLabel, lang),
      billingLabel: textIn(plan.billingLabel, lang),
    },
    validity: addDuration(now, plan.duration.unit, plan.duration.value),
  };
}

/** Plans, the free trial, the child's subscriptions and the benefits carousel. */
export function planRoutes(app: FastifyInstance, ctx: SubscriptionContext) {
  const { deps } = ctx;
  const store = subscriptionStore(deps.db);

  registerCall(app, plansCall, ({ query }, request) => {
    const org = sellingOrgOf(deps.subscriptionCatalog, request.brand, request.brand.organisationId);
    if (!org) return { body: { data: [] } };
    const now = deps.clock();
    const plans = org.plans
      .filter((plan) => plan.vertical === query.vertical)
      .map((plan) => planOf(plan, org.currency, org.gstRateBp, query.locale, now));
    return { body: { data: plans } };
  });

  registerCall(app, benefitCarouselCall, ({ query }, request) => {
    const org = sellingOrgOf(deps.subscriptionCatalog, request.brand, request.brand.organisationId);
    if (!org) return { body: { data: [] } };
    const lang = query.locale ?? DEFAULT_LOCALE;
    const slides = org.benefits.map((b) => ({
      id: b.id,
      title: textIn(b.title, lang),
      body: textIn(b.body, lang),
      ...(b.image !== undefined && { image: b.image }),
    }));
    return { body: { data: slides } };
  });

  registerCall(app, freeTrialCall, async ({ query }, request) => {
    const session = await ctx.child(request);
    const org = sellingOrganisation(deps.subscriptionCatalog, session.orgId);
    // Unlike `sellingOrgOf` (where `byCategory` counts as selling): the server knows no per-user
    // feature flags (the session answer carries none), so a `byCategory` brand gives trials to no
    // one here until categories reach the server.
    if (!org || !featureEnabled('monetisation', request.brand, undefined))
      throw new AppError('MONETISATION_OFF');
    if (request.brand.trialDays === 0) throw new AppError('TRIAL_NOT_OFFERED');
    const vertical = session.profile.primary_goal;
    if (vertical === null) throw new AppError('NO_EXAM');
    const now = deps.clock();
    const row = await store.startTrial({
      orgId: session.orgId,
      childId: session.profile.id,
      vertical,
      days: request.brand.trialDays,
      now,
    });
    const item = subscriptionItemOf(
      row,
      planStatus({ startsAt: row.starts_at, validUntil: row.valid_until }, now),
      org,
      query.locale,
      founderNoteDisplayed(session.profile),
    );
    return { status: 201 as const, body: { data: item } };
  });

  registerCall(app, subscriptionInfoCall, async ({ query }, request) => {
    const session = await ctx.child(request);
    const org = sellingOrganisation(deps.subscriptionCatalog, session.orgId);
    const now = deps.clock();
    const seen = founderNoteDisplayed(session.profile);
    const rows = await store.subscriptionsOf(session.orgId, session.profile.id);
    const items = [];
    for (const row of rows) {
      const status = planStatus({ startsAt: row.starts_at, validUntil: row.valid_until }, now);
      if (
        status === 'EXPIRED' &&
        row.expiry_announced_at === null &&
        (await store.announceExpiry(row.id, row.valid_until, now))
      )
        emitSubscriptionEvent(
          deps.onSubscriptionEvent,
          {
            type: 'planExpired',
            orgId: row.org_id,
            childId: row.child_id,
            vertical: row.vertical,
            validUntil: row.valid_until,
          },
          request.log,
        );
      items.push(subscriptionItemOf(row, status, org, query.locale, seen));
    }
    return {
      body: { status: 200 as const, data: items, message: SUBSCRIPTION_INFO_MESSAGE },
    };
  });
}
