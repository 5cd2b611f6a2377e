import { Link, useFetcher } from '@remix-run/react';
import type { AddressView } from '../../../projections/identity/addresses';
import type { FormResult } from '~/web/form-result';
import { useShellData } from '~/ui/shell-data';
import { useShell } from '../../ui/shell-context';
import { useFormFeedback } from '../../ui/use-form-feedback';

/** One saved address with Edit, Make default and Delete (after a confirmation). */
export function AddressCard({ address }: { address: AddressView }) {
  const fetcher = useFetcher<FormResult>();
  const { csrf } = useShellData();
  const { confirm } = useShell();
  const { busy } = useFormFeedback(fetcher);
  const post = (intent: string) => fetcher.submit({ intent, id: address.id, csrf }, { method: 'post' });
  const remove = async () => {
    if (await confirm('Delete this address?', `${address.address1}, ${address.city} will be removed from your account.`, 'Delete')) post('delete');
  };
  return (
    <li className={`address-card${address.isDefault ? ' address-card--default' : ''}`} aria-busy={busy}>
      <div className="address-card__body">
        <p className="address-card__name">
          {address.firstName} {address.lastName}
          {address.isDefault ? <span className="badge badge--accent">Default</span> : null}
        </p>
        <p className="address-card__lines">
          {address.address1}
          {address.address2 ? `, ${address.address2}` : ''}
          <br />
          {address.city}, {address.state} {address.zip} · {address.country}
          {address.phone ? (
            <>
              <br />
              {address.phone}
            </>
          ) : null}
        </p>
      </div>
      <div className="address-card__actions">
        <Link to={`?edit=${encodeURIComponent(address.id)}`} className="button button--small" preventScrollReset>
          Edit
        </Link>
        {address.isDefault ? null : (
          <button type="button" className="button button--small" onClick={() => post('default')} disabled={busy}>
            Make default
          </button>
        )}
        <button type="button" className="button button--small button--danger" onClick={remove} disabled={busy}>
          Delete
        </button>
      </div>
    </li>
  );
}
