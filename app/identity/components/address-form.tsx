import { useFetcher } from '@remix-run/react';
import type { AddressView } from '../../../projections/identity/addresses';
import type { FormResult } from '~/web/form-result';
import { SaveButton } from './account-section';
import { CsrfField, Field, FormAlert } from '../../ui/form-field';
import { useFormFeedback } from '../../ui/use-form-feedback';

const names = ['firstName', 'lastName', 'address1', 'address2', 'city', 'state', 'zip', 'country', 'phone'];

/** Adding or editing one address; saved, the page goes back to the list. */
export function AddressForm({ address, onDone }: { address: AddressView | null; onDone: () => void }) {
  const fetcher = useFetcher<FormResult>();
  const { result, fields, busy } = useFormFeedback(fetcher, { onSuccess: onDone, intent: 'save' });
  const value = (key: keyof AddressView) => (address ? String(address[key] ?? '') : undefined);
  return (
    <fetcher.Form method="post" className="account-form address-form" noValidate aria-label={address ? 'Edit address' : 'New address'}>
      <CsrfField />
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="id" value={address?.id ?? 'new'} />
      <FormAlert result={result} shown={names} />
      <div className="form-grid">
        <Field label="First name" name="firstName" autoComplete="given-name" required defaultValue={value('firstName')} error={fields.firstName} />
        <Field label="Last name" name="lastName" autoComplete="family-name" required defaultValue={value('lastName')} error={fields.lastName} />
      </div>
      <Field label="Address" name="address1" autoComplete="address-line1" required defaultValue={value('address1')} error={fields.address1} />
      <Field label="Apartment, suite (optional)" name="address2" autoComplete="address-line2" defaultValue={value('address2')} error={fields.address2} />
      <div className="form-grid form-grid--3">
        <Field label="City" name="city" autoComplete="address-level2" required defaultValue={value('city')} error={fields.city} />
        <Field label="State" name="state" autoComplete="address-level1" required defaultValue={value('state')} error={fields.state} />
        <Field label="Zip code" name="zip" autoComplete="postal-code" required defaultValue={value('zip')} error={fields.zip} />
      </div>
      <div className="form-grid">
        <Field label="Country" name="country" autoComplete="country" defaultValue={value('country') ?? 'US'} error={fields.country} />
        <Field label="Phone (optional)" name="phone" type="tel" autoComplete="tel" defaultValue={value('phone')} error={fields.phone} />
      </div>
      <label className="check">
        <input type="checkbox" name="isDefault" value="true" defaultChecked={address?.isDefault ?? false} />
        <span>Use as my default address</span>
      </label>
      <div className="account-form__actions">
        <SaveButton busy={busy}>{address ? 'Save address' : 'Add address'}</SaveButton>
        <button type="button" className="button" onClick={onDone}>
          Cancel
        </button>
      </div>
    </fetcher.Form>
  );
}
