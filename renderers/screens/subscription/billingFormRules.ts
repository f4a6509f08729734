import {
  BILLING_ADDRESS_MAX_LENGTH,
  BILLING_ADDRESS_MIN_LENGTH,
  type BillingDetailsInput,
} from '../../../domain/contracts/billing.ts';
import { isEmail, isMobile, isName, isPincode } from '../../../domain/rules/patterns.ts';

export type BillingField = keyof BillingDetailsInput;
export const BILLING_FIELDS = [
  'name',
  'email',
  'mobile',
  'address',
  'pincode',
] as const satisfies readonly BillingField[];

/** Each field's rule (shell spec §5) and the message key of its refusal. */
const RULES: Readonly<Record<BillingField, { ok: (value: string) => boolean; error: string }>> = {
  name: { ok: (v) => isName(v.trim()), error: 'form.error.name' },
  email: { ok: (v) => isEmail(v.trim()), error: 'form.error.email' },
  mobile: { ok: isMobile, error: 'form.error.mobile' },
  address: {
    ok: (v) =>
      v.trim().length >= BILLING_ADDRESS_MIN_LENGTH &&
      v.trim().length <= BILLING_ADDRESS_MAX_LENGTH,
    error: 'subscription.billing.error.address',
  },
  pincode: { ok: isPincode, error: 'subscription.billing.error.pincode' },
};

/** The message keys of the fields that do not hold, by field. */
export function billingErrors(values: BillingDetailsInput): Partial<Record<BillingField, string>> {
  const errors: Partial<Record<BillingField, string>> = {};
  for (const field of BILLING_FIELDS) {
    if (!RULES[field].ok(values[field])) errors[field] = RULES[field].error;
  }
  return errors;
}
