import { Link, useLoaderData, useNavigate, useSearchParams } from '@remix-run/react';
import { AccountSection } from '~/identity/components/account-section';
import { AddressCard } from '~/identity/components/address-card';
import { AddressForm } from '~/identity/components/address-form';
import { addressAction, addressesLoader } from '~/identity/server/address-actions.server';

export const loader = addressesLoader;
export const action = addressAction;

/** /client/update/address: list, add (?edit=new), edit (?edit={id}), delete, make default. */
export default function AddressesPage() {
  const { addresses } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const editing = params.get('edit');
  const address = editing && editing !== 'new' ? (addresses.find((a) => a.id === editing) ?? null) : null;
  const done = () => navigate('/client/update/address', { replace: true, preventScrollReset: true });
  return (
    <AccountSection title="Addresses" intro="Where your furniture is delivered. The default address is filled in at checkout.">
      {editing ? (
        <AddressForm key={editing} address={address} onDone={done} />
      ) : (
        <Link to="?edit=new" className="button button--primary" preventScrollReset>
          Add an address
        </Link>
      )}
      {addresses.length ? (
        <ul className="address-list">
          {addresses.map((a) => (
            <AddressCard key={a.id} address={a} />
          ))}
        </ul>
      ) : (
        <p className="account-card__muted address-list__empty">You have no saved addresses yet.</p>
      )}
    </AccountSection>
  );
}
