import * as z from 'zod/mini';
import { billingDetailsBody } from '../../../domain/contracts/billing.ts';

/**
 * What the details form hands its verify step through the router's history state: the typed
 * details, the order they are for and the place the pincode named. History state outlives a
 * reload and can be anything, so it is read back through this schema.
 */
export const billingDraft = z.object({
  orderId: z.string().check(z.minLength(1)),
  details: billingDetailsBody,
  district: z.string(),
  state: z.string(),
});
export type BillingDraft = z.infer<typeof billingDraft>;

export function readBillingDraft(state: unknown): BillingDraft | undefined {
  const parsed = z.safeParse(billingDraft, state);
  return parsed.success ? parsed.data : undefined;
}
