import type { ReactNode } from 'react';
import { ProductCard, type CardGoods } from './product-card';

export function ProductGrid({ items, empty }: { items: CardGoods[]; empty?: ReactNode }) {
  if (items.length === 0) return <>{empty ?? null}</>;
  return (
    <div className="product-grid">
      {items.map((goods, i) => (
        <ProductCard key={goods.id} goods={goods} eager={i < 4} />
      ))}
    </div>
  );
}
