import { useState } from 'react';
import { cardNumberMessage, detectBrand } from '../../../domain/payments/cards';
import { Field } from '~/ui/form-field';

/**
 * The card fields (name, number, expiry, security code). Spaces in the number are
 * ignored (part 1 §5); the number and brand are checked as the buyer types. The
 * number goes to the gateway's tokeniser only; it is never kept.
 */
export function CardFields({ errors = {}, defaultName }: { errors?: Record<string, string>; defaultName?: string }) {
  const [number, setNumber] = useState('');
  const [touched, setTouched] = useState(false);
  const brand = detectBrand(number);
  const typed = touched && number.trim() ? cardNumberMessage(number) : null;
  return (
    <div className="card-fields">
      <Field label="Name on card" name="cardName" autoComplete="cc-name" required defaultValue={defaultName} error={errors.cardName} />
      <Field
        label={`Card number${brand ? ` (${brand === 'amex' ? 'American Express' : brand[0]!.toUpperCase() + brand.slice(1)})` : ''}`}
        name="cardNumber"
        inputMode="numeric"
        autoComplete="cc-number"
        required
        value={number}
        onChange={(e) => setNumber(e.currentTarget.value)}
        onBlur={() => setTouched(true)}
        error={errors.cardNumber ?? typed ?? undefined}
      />
      <div className="form-grid">
        <Field label="Expiry (MM/YY)" name="cardExpiry" inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY" required error={errors.cardExpiry} />
        <Field label="Security code" name="cardCvc" inputMode="numeric" autoComplete="cc-csc" required error={errors.cardCvc} />
      </div>
    </div>
  );
}
