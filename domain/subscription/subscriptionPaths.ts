/**
 * The subscription screens' addresses (brands/abhyas/routes.json), in one place for the links
 * between them, the shell's offers and the payment gateway's way back.
 */
export const SUBSCRIPTION_PATH_PREFIX = '/subscription';
export const PLANS_PATH = '/subscription/plans';
/** The founder's note opens the plans as for a returning student (shell spec §2). */
export const FOUNDER_PLANS_PATH = `${PLANS_PATH}?returningUser=true`;
export const PLAN_ENDED_PATH = '/subscription/plan-ended';
export const PAYMENT_PATH = '/subscription/payment';
export const PAYMENT_STATUS_PATH = '/subscription/payment/status';
export const USER_DETAILS_PATH = '/subscription/user-details';
export const USER_DETAILS_VERIFY_PATH = '/subscription/user-details/verify';
export const ORDERS_PATH = '/subscriptions';

/** Whether an address is one of the subscription screens (the shell's offers stay off them). */
export function onSubscriptionPath(pathname: string): boolean {
  return (
    pathname === SUBSCRIPTION_PATH_PREFIX || pathname.startsWith(`${SUBSCRIPTION_PATH_PREFIX}/`)
  );
}
