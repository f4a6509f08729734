/**
 * The subscription service's plan calls (shell spec §7 "Subscription service", §3 "Plan" and
 * "Subscription item"): the plans of a goal, the free trial, the child's subscriptions and the
 * benefits carousel. The spec shows no answer for the free trial and the carousel; the shapes here
 * are ours (docs/decisions/subscriptions.md, "Plans and trial").
 */
import * as z from 'zod/mini';
import { SUPPORTED_LOCALES } from '../rules/locales.ts';
import { epochMs, text, wholeNumber } from './contractPrimitives.ts';
import { defineCall } from './defineCall.ts';

export const PLAN_TYPES = ['ACHIEVE_NOW', 'ACHIEVE_SPRINT', 'ACHIEVE_UNLIMITED'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

export const DURATION_UNITS = ['DAY', 'MONTH', 'YEAR'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

export const SUBSCRIPTION_TYPES = ['TRIAL', 'PAID'] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

export const SUBSCRIPTION_STATUSES = ['ACTIVE', 'INACTIVE', 'EXPIRED'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** A goal code of the exam list (K12, PreUG…); the spec calls it the vertical. */
export const VERTICAL_MAX_LENGTH = 32;
export const vertical = () =>
  text().check(z.minLength(1), z.maxLength(VERTICAL_MAX_LENGTH), z.regex(/^[A-Za-z0-9_-]+$/));

const locale = z.optional(z.enum(SUPPORTED_LOCALES));

export const planDuration = z.object({
  type: z.enum(DURATION_UNITS),
  value: wholeNumber(),
  /** How long, in the asked language ("6 months"). */
  label: z.string(),
  /** How it is billed, in the asked language ("once for 6 months"). */
  billingLabel: z.string(),
});

export const plan = z.object({
  id: z.string(),
  vertical: z.string(),
  type: z.enum(PLAN_TYPES),
  title: z.string(),
  description: z.string(),
  /** The ribbon on the card ("Most popular"); absent when the plan has none. */
  label: z.optional(z.string()),
  /** Price in whole paise, before GST; `type` is the currency (INR). */
  basePrice: z.object({ value: wholeNumber(), type: z.string() }),
  /** GST in basis points (1800 = 18 %), added on the price after any discount. */
  gstRateBp: wholeNumber(),
  duration: planDuration,
  /** When the plan would end if it started at the moment of the answer (epoch ms). */
  validity: epochMs(),
});
export type Plan = z.infer<typeof plan>;

export const subscriptionItem = z.object({
  vertical: z.string(),
  type: z.enum(SUBSCRIPTION_TYPES),
  /** The moment the plan ends (epoch ms). */
  validity: epochMs(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** Who pays: B2C for a family's own plan (the only kind today). */
  businessType: z.string(),
  /** The plan type (ACHIEVE_NOW…), or FREE_TRIAL. */
  planName: z.string(),
  /** The plan's title in the asked language. */
  planTitle: z.string(),
  /** Paid plans are bought once; nothing renews by itself yet. */
  isRenewalEnabled: z.boolean(),
  duration: z.object({ type: z.enum(DURATION_UNITS), value: wholeNumber() }),
  /** Whether the profile has seen the founder's note (profile meta). */
  founder_note_displayed: z.boolean(),
});
export type SubscriptionItem = z.infer<typeof subscriptionItem>;

export const benefit = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  /** An image path below the content pack's media, when the slide has one. */
  image: z.optional(z.string()),
});
export type Benefit = z.infer<typeof benefit>;

export const plansCall = defineCall({
  service: 'subscription',
  method: 'GET',
  path: '/plan',
  summary:
    "The plans of one goal (vertical) for the host's organisation, in the asked language; none where the brand sells nothing",
  auth: 'none',
  query: z.object({ locale, vertical: vertical() }),
  responses: { 200: z.object({ data: z.array(plan) }) },
});

export const freeTrialCall = defineCall({
  service: 'subscription',
  method: 'POST',
  path: '/free-trial',
  summary:
    "Starts the profile's free trial for its goal, once per profile, for the brand's trial days",
  auth: 'child',
  query: z.object({ locale }),
  responses: { 201: z.object({ data: subscriptionItem }) },
});

export const subscriptionInfoCall = defineCall({
  service: 'subscription',
  method: 'GET',
  path: '/subscription/info',
  summary: "The profile's subscriptions, one per goal, with their status at the server's time",
  auth: 'child',
  query: z.object({ locale }),
  responses: {
    200: z.object({ status: z.literal(200), data: z.array(subscriptionItem), message: z.string() }),
  },
});

export const benefitCarouselCall = defineCall({
  service: 'subscription',
  method: 'GET',
  path: '/carousel/benefit',
  summary: "The slides of the plans page's benefits carousel, in the asked language",
  auth: 'none',
  query: z.object({ locale }),
  responses: { 200: z.object({ data: z.array(benefit) }) },
});
