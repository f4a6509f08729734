import { FormattedMessage } from 'react-intl';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../domain/contracts/orders.ts';

const METHOD_TEXT: Readonly<Record<PaymentMethod, string>> = {
  upi: 'subscription.method.upi',
  card: 'subscription.method.card',
};

/** UPI or card, as a radio group (arrow keys move between them, as for any radio group). */
export function PaymentMethodPicker({
  value,
  onChange,
}: {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}) {
  return (
    <fieldset className="payment-methods">
      <legend>
        <FormattedMessage id="subscription.method.title" />
      </legend>
      {PAYMENT_METHODS.map((method) => (
        <label key={method}>
          <input
            type="radio"
            name="payment-method"
            value={method}
            checked={value === method}
            onChange={() => onChange(method)}
          />{' '}
          <FormattedMessage id={METHOD_TEXT[method]} />
        </label>
      ))}
    </fieldset>
  );
}
