/**
 * What the payment screen does with the child's cart before showing it (shell spec §4, "Cart"):
 * no cart (the cart call answered 400) → create one for the plan of the address; a cart for
 * another plan → patch it to the address's plan; otherwise keep it. With no plan in the address
 * the cart's own plan is kept and written into the address; with neither there is nothing to buy.
 */
export type CartPlanAction =
  | { kind: 'create'; planId: string }
  | { kind: 'patch'; cartId: string; planId: string }
  | { kind: 'keep'; cartId: string; planId: string }
  | { kind: 'choosePlan' };

export interface OpenCart {
  id: string;
  planId: string;
}

export function cartPlanAction(
  cart: OpenCart | undefined,
  wantedPlanId: string | undefined,
): CartPlanAction {
  if (!cart)
    return wantedPlanId ? { kind: 'create', planId: wantedPlanId } : { kind: 'choosePlan' };
  if (wantedPlanId && wantedPlanId !== cart.planId) {
    return { kind: 'patch', cartId: cart.id, planId: wantedPlanId };
  }
  return { kind: 'keep', cartId: cart.id, planId: cart.planId };
}
