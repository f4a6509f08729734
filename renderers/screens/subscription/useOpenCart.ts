import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  createCartCall,
  getCartCall,
  patchCartCall,
  type Cart,
} from '../../../domain/contracts/cart.ts';
import { cartPlanAction } from '../../../domain/subscription/cartPlanAction.ts';
import { ApiError, callApi } from '../../../runtime/api/callApi.ts';
import { trackMonetisationEvent } from '../../../runtime/events/monetisationEvents.ts';

/** The cart call's "none yet" (shell spec §4): a 400, whatever the code says. */
const NO_CART_STATUS = 400;

export type OpenCart =
  | { state: 'loading' }
  | { state: 'ready'; cart: Cart }
  | { state: 'choosePlan' }
  | { state: 'failed' };

async function readCart(): Promise<Cart | undefined> {
  try {
    return (await callApi(getCartCall)).body.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === NO_CART_STATUS) return undefined;
    throw error;
  }
}

/**
 * The child's cart for the plan of the address (`?planId=`), following the spec's cart rules
 * (domain/subscription/cartPlanAction.ts); the address is rewritten to the cart's plan.
 */
export function useOpenCart(): OpenCart {
  const [search, setSearch] = useSearchParams();
  const wanted = search.get('planId') ?? undefined;
  const [open, setOpen] = useState<OpenCart>({ state: 'loading' });
  // The plan of the cart shown: writing it into the address must not open the cart again.
  const shownPlan = useRef<string>(undefined);

  useEffect(() => {
    if (wanted !== undefined && wanted === shownPlan.current) return;
    let stale = false;
    const settle = (cart: Cart) => {
      if (stale) return;
      shownPlan.current = cart.planId;
      setOpen({ state: 'ready', cart });
      if (wanted !== cart.planId) setSearch({ planId: cart.planId }, { replace: true });
    };
    readCart()
      .then(async (cart) => {
        const action = cartPlanAction(cart, wanted);
        switch (action.kind) {
          case 'create': {
            const made = await callApi(createCartCall, { body: { planId: action.planId } });
            trackMonetisationEvent('add_to_cart', { planId: action.planId });
            return settle(made.body.data);
          }
          case 'patch': {
            const body = { cartId: action.cartId, planId: action.planId };
            const patched = await callApi(patchCartCall, { body });
            trackMonetisationEvent('add_to_cart', { planId: action.planId });
            return settle(patched.body.data);
          }
          case 'keep':
            return cart && settle(cart);
          case 'choosePlan':
            if (!stale) setOpen({ state: 'choosePlan' });
        }
      })
      .catch(() => {
        // callApi has filed the failure; the screen says so.
        if (!stale) setOpen({ state: 'failed' });
      });
    return () => {
      stale = true;
    };
    // The address's plan decides; setSearch changes identity with every navigation.
  }, [wanted]);

  return open;
}
