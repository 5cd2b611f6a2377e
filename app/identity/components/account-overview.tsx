import { useEffect } from 'react';
import { Link, useFetcher, useLoaderData, useNavigate } from '@remix-run/react';
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

type PendingConnect = { authId: string; provider: string | null; email: string | null; expired: boolean } | null;

/** Back from "Connect Google": the provider's account waits for a yes (updateConnect). */
function ConnectPrompt({ connect }: { connect: NonNullable<PendingConnect> }) {
  const fetcher = useFetcher<FormResult>();
  const { csrf } = useShellData();
  const navigate = useNavigate();
  useFormFeedback(fetcher, { intent: 'connect' });
  const done = fetcher.data?.ok === true;
  useEffect(() => {
    if (done) navigate('/client', { replace: true });
  }, [done, navigate]);
  if (connect.expired) {
    return (
      <p className="account-card account-card__muted" role="status">
        This connection link has expired. Use “Connect” again below.
      </p>
    );
  }
  const label = providerLabel(connect.provider ?? undefined);
  return (
    <section className="account-card" aria-labelledby="connect-title">
      <h2 id="connect-title" className="account-card__title">
        Connect {label}?
      </h2>
      <p>
        Sign in to Roomcraft with the {label} account {connect.email ? <strong>{connect.email}</strong> : null} from now on, as well as with your e-mail and password.
      </p>
      <fetcher.Form method="post" className="account-card__actions">
        <input type="hidden" name="intent" value="connect" />
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="authId" value={connect.authId} />
        <button type="submit" className="button button--primary button--small" disabled={fetcher.state !== 'idle'}>
          Connect {label}
        </button>{' '}
        <Link to="/client" replace className="button button--small">
          Not now
        </Link>
      </fetcher.Form>
    </section>
  );
}

function ConnectedAccounts({ auths }: { auths: { type: string; email: string; linkedAt: string }[] }) {
  const fetcher = useFetcher<FormResult>();
  const { csrf, providers } = useShellData();
  const { confirm } = useShell();
  useFormFeedback(fetcher, { intent: 'deleteAuth' });
  const connectable = (['GOOGLE', 'FACEBOOK'] as const).filter((p) => providers[p === 'GOOGLE' ? 'google' : 'facebook'] && !auths.some((a) => a.type === p));
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
      {connectable.length ? (
        <p className="connected-list__connect">
          {connectable.map((p) => (
            <a key={p} href={`/auth/${p.toLowerCase()}?returnTo=${encodeURIComponent('/client')}`} className="button button--small">
              Connect {providerLabel(p)}
            </a>
          ))}
        </p>
      ) : null}
    </section>
  );
}

/** /client: the account at a glance, links to every account page, connected accounts. */
export function AccountOverview() {
  const account = useAccount();
  const { addressCount, defaultAddress, auths, connect } = useLoaderData<typeof overviewLoader>();
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
    { to: '/client/member', title: 'Membership', text: 'Your perks, and how to get more' },
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
      {connect ? <ConnectPrompt connect={connect} /> : null}
      <ConnectedAccounts auths={auths} />
      <p className="account-card__muted account__since">Member since {dateText(account.registeredAt)}</p>
    </>
  );
}
