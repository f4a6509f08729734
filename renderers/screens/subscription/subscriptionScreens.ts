/**
 * The subscription screens, one chunk: a student who opens one goes on to the next (plans, cart,
 * status, billing, orders), and one lazy import in the registry costs every route less than seven.
 */
export { PaymentScreen } from './PaymentScreen.tsx';
export { PaymentStatusScreen } from './PaymentStatusScreen.tsx';
export { PlanEndedScreen } from './PlanEndedScreen.tsx';
export { PlansScreen } from './PlansScreen.tsx';
export { SubscriptionsScreen } from './SubscriptionsScreen.tsx';
export { UserDetailsScreen } from './UserDetailsScreen.tsx';
export { UserDetailsVerifyScreen } from './UserDetailsVerifyScreen.tsx';
