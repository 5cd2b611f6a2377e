import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { listOutbox } from '../../infra/mail/outbox';
import { devMailboxEnabled } from '../../infra/config';

export const meta: MetaFunction = () => [{ title: 'Development mailbox · Roomcraft' }, { name: 'robots', content: 'noindex' }];

/** /dev/mailbox?to=…: mail kept in the Postgres outbox when no SMTP relay is set. Off in production (devMailboxEnabled). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { config, db } = context.runtime;
  if (!devMailboxEnabled(config)) throw new Response('Not found', { status: 404 });
  const to = new URL(request.url).searchParams.get('to') ?? undefined;
  return json({ to: to ?? '', smtp: Boolean(config.SMTP_URL), mails: await listOutbox(db, { to, limit: 50 }) });
}

export default function DevMailbox() {
  const { to, smtp, mails } = useLoaderData<typeof loader>();
  return (
    <main style={{ maxWidth: 900, margin: '2rem auto', padding: '0 1rem', fontFamily: 'system-ui, sans-serif' }}>
      <h1>Development mailbox</h1>
      <p>Mail the app would send{smtp ? ' (SMTP is configured, so new mail goes there instead)' : ''}. Newest first.</p>
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
          </p>
          <pre style={{ whiteSpace: 'pre-wrap', background: '#f7f7f7', padding: '.75rem' }}>{m.text}</pre>
        </article>
      ))}
    </main>
  );
}
