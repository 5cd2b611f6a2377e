import type { LinksFunction, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { referPageLoader } from '~/promotions/server/refer-page.server';
import referFiguresHref from '~/styles/refer-figures.css?url';

export const meta: MetaFunction = () => [
  { title: 'Refer a friend · Roomcraft' },
  { name: 'description', content: 'Share your Roomcraft link: your friends get 20% off their first design project.' },
];
export const loader = referPageLoader;
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: referFiguresHref }];

/** The client's link with a copy button (scripts) and an e-mail to send; selectable text without scripts. */
function ShareLink({ link, percentOff }: { link: string; percentOff: number }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      setCopied(false);
    }
  };
  const mail = `mailto:?${new URLSearchParams({
    subject: `${percentOff}% off your first Roomcraft design`,
    body: `I used Roomcraft to design my room with a real designer. With my link you get ${percentOff}% off your first design project: ${link}`,
  })
    .toString()
    .replace(/\+/g, '%20')}`;
  return (
    <div className="checkout-card refer-share">
      <label htmlFor="refer-link">
        <strong>Your link</strong>
      </label>
      <div className="refer-share__row">
        <input id="refer-link" className="field__input" readOnly value={link} data-testid="refer-link" onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="button button--primary" onClick={copy}>
          {copied ? 'Copied' : 'Copy link'}
        </button>
      </div>
      <p>
        <a href={mail} className="button">
          Share by e-mail
        </a>
      </p>
    </div>
  );
}

const people = (n: number) => (n === 1 ? '1 person' : `${n} people`);

/** How the client's link did: people who opened it (each counted once), and of them who signed up or ordered afterwards. */
function ReferralFigures({ clicks, signUps, orders }: { clicks: number; signUps: number; orders: number }) {
  return (
    <div className="checkout-card refer-figures" data-testid="refer-figures">
      <p>
        <strong>{clicks === 0 ? 'Nobody has opened your link yet.' : `${people(clicks)} opened your link.`}</strong>
      </p>
      {clicks > 0 && (
        <p className="checkout-card__muted">
          {`After opening it, ${signUps} signed up and ${orders} placed an order.`}
        </p>
      )}
    </div>
  );
}

/** /refer-a-friend (part 2 §2): the referral programme — 20% off a friend's first project — and the client's link. */
export default function ReferAFriend() {
  const { percentOff, signedIn, isClient, link, figures } = useLoaderData<typeof loader>();
  return (
    <div className="container project-page project-page--narrow refer-page">
      <h1>Give {percentOff}% off great design</h1>
      <p className="lead">Share your link with friends. Their first Roomcraft design project is {percentOff}% off, taken off at checkout.</p>
      <ol className="refer-steps">
        <li>
          <strong>Share your link.</strong> Send it by e-mail or message, or post it wherever your friends are.
        </li>
        <li>
          <strong>Your friend opens it.</strong> We remember the referral while they browse, and offer to start a project.
        </li>
        <li>
          <strong>They save {percentOff}%.</strong> The discount comes off the plan of their first paid design project: Kick-Start, Classic, Luxe or a remodel
          design.
        </li>
      </ol>
      {link ? (
        <>
          <ShareLink link={link} percentOff={percentOff} />
          {figures && <ReferralFigures {...figures} />}
        </>
      ) : signedIn && !isClient ? (
        <p className="checkout-card">Referral links are for client accounts.</p>
      ) : (
        <p className="checkout-card">
          <Link to="/sign-in?redirectTo=%2Frefer-a-friend" className="button button--primary">
            Sign in to get your link
          </Link>{' '}
          No account yet? <Link to="/sign-in?register=1&redirectTo=%2Frefer-a-friend">Create one</Link> in a minute.
        </p>
      )}
      <p className="checkout-card__muted">
        One referral discount per friend, on their first paid project only; it does not combine with another code, and you cannot refer yourself. See the{' '}
        <Link to="/customer/promotional-terms">promotional terms</Link>.
      </p>
    </div>
  );
}
