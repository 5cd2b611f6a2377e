import { Link } from '@remix-run/react';
import type { OrderStatus } from '../../../projections/orders/orders';
import type { OrderSummary } from '../../../projections/orders/orders.queries';
import { formatCents } from '~/ui/money';
import { day, StatusBadge, statusTabs } from './order-status';
import { BeingUpdated } from './order-being-updated';

interface Props {
  /** The read model's rows; `updating`: the row's order has moved on in its events (its status is theirs). */
  rows: Array<OrderSummary & { updating?: boolean }>;
  /** Orders known from their events that the list's read model does not show yet. */
  updating?: OrderSummary[];
  total: number;
  page: number;
  pageSize: number;
  status: OrderStatus | null;
  /** The list's own address (/client/order). */
  base: string;
}

const href = (base: string, status: OrderStatus | null, page = 1) => {
  const q = new URLSearchParams();
  if (status) q.set('status', status);
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return s ? `${base}?${s}` : base;
};

/** The client's orders: status tabs, ten a page, each with its number, date, status, total and pictures. */
export function OrderList({ rows: listed, updating = [], total, page, pageSize, status, base }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const fresh = new Set([...updating, ...listed.filter((o) => o.updating)].map((o) => o.orderId));
  const listedIds = new Set(listed.map((o) => o.orderId));
  const rows = [...updating.filter((o) => !listedIds.has(o.orderId)), ...listed];
  return (
    <div className="order-list">
      <nav className="order-tabs" aria-label="Order status">
        {statusTabs.map((t) => (
          <Link key={t.label} to={href(base, t.status)} className={`order-tabs__tab${t.status === status ? ' is-active' : ''}`} aria-current={t.status === status ? 'page' : undefined}>
            {t.label}
          </Link>
        ))}
      </nav>
      {rows.length === 0 ? (
        <div className="empty-state">
          <p>{status ? 'No orders with this status.' : 'You have not placed an order yet.'}</p>
          <Link to="/marketPlace/index" className="button button--primary">
            Browse furniture
          </Link>
        </div>
      ) : (
        <ul className="order-list__rows">
          {rows.map((o) => (
            <li key={o.orderId} className="order-row">
              <div className="order-row__head">
                <Link to={`/order/detail/${encodeURIComponent(o.orderId)}`} className="order-row__number">
                  Order {o.orderNumber}
                </Link>
                <StatusBadge status={o.status} />
                {fresh.has(o.orderId) ? <BeingUpdated /> : null}
              </div>
              <p className="order-row__meta">
                Placed {day(o.placedAt)} · {o.itemCount} {o.itemCount === 1 ? 'item' : 'items'} · <strong>{formatCents(o.totalCents)}</strong>
              </p>
              <div className="order-row__thumbs">
                {o.thumbnails.map((t, i) =>
                  t.picture ? <img key={i} src={t.picture} alt={t.name} width={64} height={64} loading="lazy" /> : <span key={i} className="order-row__nopic">{t.name}</span>,
                )}
              </div>
              <Link to={`/order/detail/${encodeURIComponent(o.orderId)}`} className="button button--small">
                View order
              </Link>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav className="pager" aria-label="Pages">
          {page > 1 ? <Link to={href(base, status, page - 1)}>← Newer</Link> : null}
          <span>
            Page {Math.min(page, pages)} of {pages}
          </span>
          {page < pages ? <Link to={href(base, status, page + 1)}>Older →</Link> : null}
        </nav>
      ) : null}
    </div>
  );
}
