import { useState, type SyntheticEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { pincodeCall, type BillingDetailsInput } from '../../../domain/contracts/billing.ts';
import { isPartialMobile, isPartialPincode, isPincode } from '../../../domain/rules/patterns.ts';
import { useCall } from '../../../runtime/api/useCall.ts';
import { BILLING_FIELDS, billingErrors, type BillingField } from './billingFormRules.ts';

/** Each field's label and what it is for the browser's autofill. */
const FIELDS: Readonly<
  Record<
    BillingField,
    { label: string; autoComplete: string; inputMode?: 'numeric' | 'email' | 'tel' }
  >
> = {
  name: { label: 'subscription.billing.name', autoComplete: 'name' },
  email: { label: 'form.field.email', autoComplete: 'email', inputMode: 'email' },
  mobile: { label: 'form.field.mobile', autoComplete: 'tel-national', inputMode: 'tel' },
  address: { label: 'subscription.billing.address', autoComplete: 'street-address' },
  pincode: {
    label: 'subscription.billing.pincode',
    autoComplete: 'postal-code',
    inputMode: 'numeric',
  },
};

/** Keystrokes that make a number impossible are refused as typed (shell spec §5 partial rules). */
const PARTIAL: Partial<Record<BillingField, (value: string) => boolean>> = {
  mobile: isPartialMobile,
  pincode: isPartialPincode,
};

export interface BillingFormProps {
  initial: BillingDetailsInput;
  onSubmit: (values: BillingDetailsInput, place: { district: string; state: string }) => void;
}

/** The buyer's billing details; six pincode digits fill in the district and state. */
export function BillingForm({ initial, onSubmit }: BillingFormProps) {
  const intl = useIntl();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<BillingField, string>>>({});
  const pincode = useCall(
    pincodeCall,
    isPincode(values.pincode) ? { query: { pincode: values.pincode } } : null,
  );
  const place = pincode.data?.data;
  const pincodeUnknown = pincode.error !== undefined;

  const change = (field: BillingField, value: string) => {
    if (PARTIAL[field] && !PARTIAL[field](value)) return;
    setValues((old) => ({ ...old, [field]: value }));
  };
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = billingErrors(values);
    if (!found.pincode && (pincodeUnknown || !place))
      found.pincode = 'subscription.billing.error.pincodeUnknown';
    setErrors(found);
    const first = BILLING_FIELDS.find((field) => found[field]);
    if (first) {
      document.getElementById(`billing-${first}`)?.focus();
      return;
    }
    if (place) onSubmit(values, { district: place.district, state: place.state });
  };

  return (
    <form className="billing-form" onSubmit={submit} noValidate>
      {BILLING_FIELDS.map((field) => (
        <div className="form-field" key={field}>
          <label htmlFor={`billing-${field}`}>
            <FormattedMessage id={FIELDS[field].label} />
          </label>
          <input
            id={`billing-${field}`}
            name={field}
            autoComplete={FIELDS[field].autoComplete}
            inputMode={FIELDS[field].inputMode}
            value={values[field]}
            onChange={(event) => change(field, event.target.value)}
            aria-invalid={errors[field] !== undefined}
            aria-describedby={errors[field] ? `billing-${field}-error` : undefined}
          />
          {errors[field] && (
            <p className="field-error" id={`billing-${field}-error`}>
              <FormattedMessage id={errors[field]} />
            </p>
          )}
        </div>
      ))}
      <p className="billing-place" aria-live="polite">
        {place && `${place.district}, ${place.state}`}
        {pincodeUnknown && <FormattedMessage id="subscription.billing.error.pincodeUnknown" />}
      </p>
      <button type="submit" className="button primary">
        {intl.formatMessage({ id: 'subscription.billing.continue' })}
      </button>
    </form>
  );
}
