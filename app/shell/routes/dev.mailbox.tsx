import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { devMailboxEnabled } from '../../../infra/config';
import { isLocalPeer } from '../../../infra/http/peer';
import { listOutbox } from '../../../infra/mail/outbox';
import { emailsSignedInFrom } from '../../../projections/identity/sessions';
import { getSession, sessionHeaders } from '~/web/session.server';

export const meta: MetaFunction = () => [{ title: 'Development mailbox · Roomcraft' }, { name: 'robots', content: 'noindex' }];

/**
 * /dev/mailbox: on a local run (no SMTP relay) the mail the app would send. It
 * answers only requests made on this machine, straight to the app (never
 * through a proxy), and shows a browser only mail to the accounts that signed
 * up or in from it, so a reset link for someone else's account is never shown.
 * Mail carrying a code or a link is wiped once used or expired. Every mail
 * goes through the outbox; locally the mail sender "delivers" it here.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { config, db } = context.runtime;
  if (!devMailboxEnabled(config) || !isLocalPeer(context.peer)) throw new Response('Not found', { status: 404 });
  const session = await getSession(request, context);
  const mine = await emailsSignedInFrom(db, session.visitorId);
  const asked = new URL(request.url).searchParams.get('to')?.trim().toLowerCase() ?? '';
  const to = asked ? mine.filter((e) => e === asked) : mine;
  return data(
    { to: asked, addresses: mine, smtp: Boolean(config.SMTP_URL), mails: await listOutbox(context.runtime, { to, limit: 50 }) },
    { headers: { ...(await sessionHeaders(session, context)), 'Cache-Control': 'private, no-store' } },
  );
}

export default function DevMailbox() {
  const { to, addresses, smtp, mails } = useLoaderData<typeof loader>();
  return (
    <main style={{ maxWidth: 900, margin: '2rem auto', padding: '0 1rem', fontFamily: 'system-ui, sans-serif' }}>
      <h1>Development mailbox</h1>
      <p>
        Mail the app would send{smtp ? ' (SMTP is configured: mail it has sent is not kept here)' : ''}, newest first. Only mail to the accounts that
        signed up or signed in in this browser is shown{addresses.length ? `: ${addresses.join(', ')}` : ' — none yet'}.
      </p>
      <form method="get">
        <label>
          Recipient <input name="to" type="email" defaultValue={to} />
        </label>{' '}
        <button type="submit">Filter</button>
      </form>
      {mails.length === 0 ? <p>No mail yet.</p> : null}
      {mails.map((m) => (
        <article key={m.id} style={{ borderTop: '1px solid #ddd', padding: '1rem 0' }}>
          <h2 style={{ fontSize: '1.1rem', margin: 0 }}>{m.subject}</h2>
          <p style={{ color: '#555', margin: '.25rem 0' }}>
            To {m.to} · {m.kind} · {new Date(m.createdAt).toLocaleString('en-US')}
            {m.status === 'pending' ? ' · waiting to be sent' : m.status === 'failed' ? ' · not delivered' : ''}
          </p>
          <pre style={{ whiteSpace: 'pre-wrap', background: '#f7f7f7', padding: '.75rem' }}>{m.text}</pre>
        </article>
      ))}
    </main>
  );
}
