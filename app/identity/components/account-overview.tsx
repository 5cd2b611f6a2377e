import { Link, useFetcher, useLoaderData } from '@remix-run/react';
import type { overviewLoader } from '~/identity/server/account-overview.server';
import type { FormResult } from '~/web/form-result';
import { providerLabel } from '~/web/sign-in-rules';
import { useAccount } from '~/identity/use-account';
import { useShellData } from '~/ui/shell-data';
import { useShell } from '../../ui/shell-context';
import { useFormFeedback } from '../../ui/use-form-feedback';

const dateText = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** What to say when nothing is linked: only the sign-in buttons this site offers (none configured: none named). */
export function noProviderText(providers: { google: boolean; facebook: boolean }): string {
  const buttons = [providers.google ? '“Continue with Google”' : null, providers.facebook ? '“Continue with Facebook”' : null].filter(Boolean);
  if (!buttons.length) return 'No sign-in providers are linked. You sign in with your e-mail and password.';
  return `No sign-in providers are linked. Use ${buttons.join(' or ')} when you sign in to link one.`;
}

function ConnectedAccounts({ auths }: { auths: { type: string; email: string; linkedAt: string }[] }) {
  const fetcher = useFetcher<FormResult>();
  const { csrf, providers } = useShellData();
  const { confirm } = useShell();
  useFormFeedback(fetcher, { intent: 'deleteAuth' });
  const remove = async (type: string) => {
    const label = providerLabel(type);
    if (!(await confirm(`Remove ${label}?`, `You will no longer sign in with ${label}. Your e-mail and password keep working.`, 'Remove'))) return;
    fetcher.submit({ intent: 'deleteAuth', type, csrf }, { method: 'post' });
  };
  return (
    <section className="account-card" aria-labelledby="connected-title">
      <h2 id="connected-title" className="account-card__title">
        Connected accounts
      </h2>
      {auths.length === 0 ? (
        <p className="account-card__muted">{noProviderText(providers)}</p>
      ) : (
        <ul className="connected-list">
          {auths.map((auth) => (
            <li key={auth.type} className="connected-list__item">
              <div>
                <strong>{providerLabel(auth.type)}</strong>
                <span className="account-card__muted">
                  {auth.email || 'No e-mail shared'} · linked {dateText(auth.linkedAt)}
                </span>
              </div>
              <button type="button" className="button button--small" onClick={() => remove(auth.type)} disabled={fetcher.state !== 'idle'}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /client: the account at a glance, links to every account page, connected accounts. */
export function AccountOverview() {
  const account = useAccount();
  const { addressCount, defaultAddress, auths } = useLoaderData<typeof overviewLoader>();
  const cards = [
    { to: '/client/update/info', title: 'Profile', text: account.username || 'Add your name' },
    { to: '/client/update/email', title: 'E-mail', text: `${account.email} · ${account.status === 'ACTIVE' ? 'verified' : 'not verified yet'}` },
    { to: '/client/update/password', title: 'Password', text: 'Change your password' },
    {
      to: '/client/update/address',
      title: 'Addresses',
      text: defaultAddress ? `${defaultAddress.address1}, ${defaultAddress.city}${addressCount > 1 ? ` and ${addressCount - 1} more` : ''}` : 'No address yet',
    },
    { to: '/client/update/sms', title: 'Mobile', text: account.mobile ?? 'No mobile number' },
    { to: '/client/notification', title: 'Notifications', text: `Offers ${account.openAd ? 'on' : 'off'} · project e-mails ${account.openReceive ? 'on' : 'off'}` },
  ];
  return (
    <>
      <ul className="account-cards">
        {cards.map((card) => (
          <li key={card.to}>
            <Link to={card.to} className="account-cards__item">
              <span className="account-cards__title">{card.title}</span>
              <span className="account-cards__text">{card.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <ConnectedAccounts auths={auths} />
      <p className="account-card__muted account__since">Member since {dateText(account.registeredAt)}</p>
    </>
  );
}
