import { useEffect, useMemo, useState } from 'react';
import type { Board } from '../../../domain/canvas/board';
import { formatCents } from '~/ui/money';
import { boardProducts } from './board-ops';
import { addAllToCart, goodsByIds, type MarketGoods } from './editor-api';

/** What the list says of a product's stock: out of stock, only a few left, or its availability. */
function stockText(g: MarketGoods): string {
  if (!g.purchasable || g.stock === 0) return 'Out of stock';
  if (typeof g.stock === 'number' && g.stock <= 5) return `Only ${g.stock} left in stock`;
  return g.availability || 'In stock';
}

/** The board's products beside the canvas: today's price and stock, the total, all into the cart. */
export function BoardProducts({ board, boardId, referId, onNotice }: { board: Board; boardId: string; referId: string; onNotice(message: string, tone: 'success' | 'error'): void }) {
  const items = useMemo(() => boardProducts(board).filter((p) => !p.alternative), [board]);
  const ids = useMemo(() => [...new Set(items.map((i) => i.productId))], [items]);
  const key = ids.join(',');
  const [goods, setGoods] = useState<Record<string, MarketGoods>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    goodsByIds(ids.slice(0, 100)).then(
      (list) => live && setGoods(Object.fromEntries(list.map((g) => [g.id, g]))),
      () => undefined,
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const rows = ids.map((id) => ({ id, count: items.filter((i) => i.productId === id).length, goods: goods[id], fallback: items.find((i) => i.productId === id)! }));
  const buyable = rows.filter((r) => r.goods?.purchasable);
  const total = buyable.reduce((sum, r) => sum + r.goods!.effectivePriceCents * r.count, 0);
  return (
    <section className="mbe-products" aria-labelledby="mbe-products-title" data-testid="board-products">
      <h3 id="mbe-products-title">
        Products on this board <span className="mbe-count">{rows.length}</span>
      </h3>
      {rows.length === 0 ? <p className="mbe-empty">Add products from the marketplace and they will show here with their prices.</p> : null}
      <ul>
        {rows.map((r) => (
          <li key={r.id} className={r.goods && !r.goods.purchasable ? 'is-unavailable' : undefined}>
            {r.goods?.savedPics[0] ? <img src={r.goods.savedPics[0]} alt="" width={48} height={48} loading="lazy" /> : <span className="mbe-products__none" />}
            <span className="mbe-products__text">
              <a href={`/marketPlace/product/${encodeURIComponent(r.id)}`}>{r.goods?.name ?? r.fallback.name ?? 'Product'}</a>
              <span className="mbe-products__meta">
                {r.goods ? formatCents(r.goods.effectivePriceCents) : r.fallback.price !== null ? formatCents(Math.round(r.fallback.price * 100)) : ''}
                {r.count > 1 ? ` × ${r.count}` : ''} · {r.goods ? stockText(r.goods) : '…'}
              </span>
            </span>
          </li>
        ))}
      </ul>
      {rows.length ? (
        <div className="mbe-products__total">
          <span>
            Total <strong data-testid="board-total">{formatCents(total)}</strong>
          </span>
          <button
            type="button"
            className="button button--primary button--small"
            disabled={busy || !buyable.length}
            data-testid="add-all-to-cart"
            onClick={async () => {
              setBusy(true);
              try {
                onNotice(await addAllToCart(buyable.map((r) => `${r.id}:${r.count}`), referId), 'success');
              } catch (e) {
                onNotice((e as Error).message, 'error');
              } finally {
                setBusy(false);
              }
            }}
          >
            {busy ? 'Adding…' : 'Add all to cart'}
          </button>
        </div>
      ) : null}
      {rows.length ? (
        <p className="mbe-products__export">
          <a href={`/api/goods/exportMb?${new URLSearchParams({ moodBoardId: boardId })}`} download data-testid="export-products">
            Download the list (CSV)
          </a>
        </p>
      ) : null}
    </section>
  );
}
