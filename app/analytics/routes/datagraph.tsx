import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { hasRole } from '../../../domain/authz';
import { getSession } from '~/web/session.server';
import { cohortReport, funnelQuery, funnelReport } from '~/analytics/application/reports.server';
import { FunnelBars } from '~/analytics/components/charts';
import styles from '~/styles/datagraph.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: styles }];
export const meta: MetaFunction = () => [{ title: 'Data graph · Roomcraft' }, { name: 'robots', content: 'noindex' }];

/**
 * /datagraph (part 2 §2, issue 26): the analysts' charts for staff on the site —
 * the shop or design funnel, conversion by channel, cohorts. Visitors get 404,
 * signed-in users without the staff role 403. Aggregates only.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  if (!session.user) throw new Response('Not found', { status: 404 });
  if (!hasRole(session.actor, 'staff')) throw new Response('No access.', { status: 403 });
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = funnelQuery.safeParse({ funnel: params.funnel || undefined, from: params.from || undefined, to: params.to || undefined });
  if (!parsed.success) throw new Response(parsed.error.issues[0]?.message ?? 'Bad query', { status: 400 });
  const db = context.runtime.db;
  const [all, byChannel, cohorts] = await Promise.all([funnelReport(db, parsed.data), funnelReport(db, { ...parsed.data, dimension: 'channel' }), cohortReport(db)]);
  return { all, byChannel, cohorts };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export default function DataGraphPage() {
  const { all, byChannel, cohorts } = useLoaderData<typeof loader>();
  const total = all.rows[0]!;
  const width = Math.max(0, ...cohorts.rows.map((r) => r.months.length));
  return (
    <div className="container datagraph">
      <h1>Data graph</h1>
      <Form method="get">
        <label>
          Funnel{' '}
          <select name="funnel" defaultValue={all.funnel}>
            <option value="shop">Shop</option>
            <option value="design">Design</option>
          </select>
        </label>
        <label>
          From <input type="date" name="from" defaultValue={all.from} />
        </label>
        <label>
          To <input type="date" name="to" defaultValue={all.to} />
        </label>
        <button type="submit" className="btn">Show</button>
      </Form>
      <h2>{all.funnel === 'shop' ? 'Shop funnel' : 'Design funnel'}</h2>
      <FunnelBars steps={total.steps} label={`Visitors first seen ${all.from} to ${all.to}, per step`} />
      <table>
        <thead>
          <tr><th>Step</th><th>Visitors</th><th>From start</th><th>From previous</th></tr>
        </thead>
        <tbody>
          {total.steps.map((s) => (
            <tr key={s.step}><td>{s.step.replace(/_/g, ' ')}</td><td>{s.visitors}</td><td>{pct(s.fromStart)}</td><td>{pct(s.fromPrevious)}</td></tr>
          ))}
        </tbody>
      </table>
      <p>Revenue per visitor: {money(total.revenuePerVisitorCents)}</p>
      <h2>By channel</h2>
      <table data-testid="channel-table">
        <thead>
          <tr><th>Channel</th>{byChannel.stepNames.map((s) => <th key={s}>{s.replace(/_/g, ' ')}</th>)}<th>Conversion</th><th>Revenue per visitor</th></tr>
        </thead>
        <tbody>
          {byChannel.rows.map((r) => (
            <tr key={r.value}><td>{r.value}</td>{r.steps.map((s) => <td key={s.step}>{s.visitors}</td>)}<td>{pct(r.conversion)}</td><td>{money(r.revenuePerVisitorCents)}</td></tr>
          ))}
        </tbody>
      </table>
      <h2>Cohorts by first order month</h2>
      <table data-testid="cohort-table">
        <thead>
          <tr><th>Cohort</th><th>Clients</th>{Array.from({ length: width }, (_, k) => <th key={k}>Month {k}</th>)}</tr>
        </thead>
        <tbody>
          {cohorts.rows.map((r) => (
            <tr key={r.cohort}><td>{r.cohort}</td><td>{r.clients}</td>{Array.from({ length: width }, (_, k) => <td key={k}>{r.months[k] ? `${r.months[k]!.buyers} · ${money(r.months[k]!.cents)}` : ''}</td>)}</tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
