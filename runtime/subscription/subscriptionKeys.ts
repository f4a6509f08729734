/** The first part of the swr keys of the child's subscriptions, so a payment can refresh them. */
export const SUBSCRIPTION_INFO_KEY = 'subscription/info';
/** The first part of the swr keys of a goal's plans. */
export const PLANS_KEY = 'subscription/plan';
