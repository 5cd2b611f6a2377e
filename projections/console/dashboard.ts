import type { Knex } from 'knex';
import { ordersTable, returnsTable } from '../orders/orders';
import { needsTable } from '../projects/needs';
import { conversationsOf } from '../messaging/chat';

/** The console's dashboard figures, from the read models (issue 11). Days are UTC days. */
export interface DashboardFigures {
  today: { orders: number; revenueCents: number };
  last30Days: { orders: number; revenueCents: number };
  /** One entry a day, oldest first, days without orders included (the chart). */
  days: { day: string; orders: number; revenueCents: number }[];
  returnsWaiting: number;
  projectsWaitingForDesigner: number;
  unreadClientMessages: number;
}

const dayKey = (d: Date) => d.toISOString().slice(0, 10);

export async function dashboardFigures(db: Knex, viewer: { userId: string; salesInbox: boolean }, now = new Date()): Promise<DashboardFigures> {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const from = new Date(today.getTime() - 29 * 86_400_000);
  const [perDay, returns, waiting, conversations] = await Promise.all([
    db.raw<{ rows: { day: Date; orders: string; revenue: string }[] }>(
      // Orders paid (a checkout never paid is a draft, not an order); revenue is what was paid, by card and in store
      // credit, less what was refunded (to the card or as credit): a cancelled order counts nothing.
      `SELECT date_trunc('day', placed_at AT TIME ZONE 'UTC') AS day, count(*) AS orders, COALESCE(sum(paid_cents + credits_used_cents - refunded_cents), 0) AS revenue
         FROM ${ordersTable} WHERE placed_at >= ? AND paid_at IS NOT NULL GROUP BY 1`,
      [from.toISOString()],
    ),
    db(returnsTable).where({ status: 'requested' }).count<{ n: string }[]>({ n: '*' }),
    db(needsTable).whereIn('status', ['SUBMITTED', 'PAID']).whereNull('designer_id').count<{ n: string }[]>({ n: '*' }),
    conversationsOf(db, viewer.userId, { salesInbox: viewer.salesInbox }),
  ]);
  const byDay = new Map(perDay.rows.map((r) => [dayKey(new Date(`${dayKey(new Date(r.day))}T00:00:00Z`)), { orders: Number(r.orders), revenueCents: Number(r.revenue) }]));
  const days = Array.from({ length: 30 }, (_, i) => {
    const day = dayKey(new Date(from.getTime() + i * 86_400_000));
    return { day, ...(byDay.get(day) ?? { orders: 0, revenueCents: 0 }) };
  });
  const sum = (list: typeof days) => list.reduce((a, d) => ({ orders: a.orders + d.orders, revenueCents: a.revenueCents + d.revenueCents }), { orders: 0, revenueCents: 0 });
  return {
    today: sum(days.slice(-1)),
    last30Days: sum(days),
    days,
    returnsWaiting: Number(returns[0].n),
    projectsWaitingForDesigner: Number(waiting[0].n),
    unreadClientMessages: conversations.filter((c) => c.kind === 'salesman').reduce((n, c) => n + c.unread, 0),
  };
}
