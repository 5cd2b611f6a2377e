import { useId } from 'react';
import { deliveryStates } from '../../../domain/orders/delivery-states';

/** The address's State: a list of the states we deliver to (the server refuses any other). */
export function StateSelect({ error, defaultValue = '' }: { error?: string; defaultValue?: string }) {
  const id = useId();
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label htmlFor={id} className="field__label">
        State
      </label>
      <select id={id} name="state" className="field__input" autoComplete="address-level1" required defaultValue={defaultValue} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-note` : undefined}>
        <option value="" disabled>
          Choose a state
        </option>
        {deliveryStates.map((s) => (
          <option key={s.code} value={s.code}>
            {s.name}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-note`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
