import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { formatCents } from '~/ui/money';
import type { CaseCard } from '../application/case-views.server';

/** What a card shows of a case (a list's row, `case listAll`'s shape). */
export type CaseCardData = Omit<CaseCard, 'publishedAt'>;

export const casePath = (id: string) => `/design/case/${encodeURIComponent(id)}`;

/** A design case in a list: its room's picture, title, style, room and budget. */
export function CaseCard({ item, children }: { item: CaseCardData; children?: ReactNode }) {
  return (
    <article className="case-card">
      <Link to={casePath(item.id)} className="case-card__link" prefetch="intent">
        {item.cover ? <img src={item.cover} alt="" width={480} height={270} loading="lazy" decoding="async" /> : <div className="case-card__no-pic" aria-hidden="true" />}
        <h3 className="case-card__title">{item.title}</h3>
        <p className="case-card__facts">
          {item.style} · {item.roomType.name} · budget {formatCents(item.budgetCents)} · {item.productCount} products
        </p>
      </Link>
      {children}
    </article>
  );
}

/** `extra`: what a route adds under each card (the idea boards' Save button). */
export function CaseGrid({ items, extra }: { items: CaseCardData[]; extra?: (item: CaseCardData) => ReactNode }) {
  return (
    <div className="case-grid">
      {items.map((c) => (
        <CaseCard key={c.id} item={c}>
          {extra?.(c)}
        </CaseCard>
      ))}
    </div>
  );
}
