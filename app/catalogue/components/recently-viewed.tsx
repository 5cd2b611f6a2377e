import { useEffect, useState } from 'react';
import { useShellData } from '../../ui/shell-data';
import { ownerTag, readRecentlyViewed, toShow, withViewed, writeRecentlyViewed } from '../recently-viewed-store';
import type { CardGoods } from './product-card';
import { ProductGrid } from './product-grid';

type Listed = CardGoods & { listed?: boolean };

/** The cards of these ids, in this order, from the public catalogue call; delisted and unknown ones left out. */
async function cardsOf(ids: string[], signal: AbortSignal): Promise<{ cards: CardGoods[]; known: Set<string> } | null> {
  const res = await fetch('/api/goods/getByIds', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams({ ids: ids.join(',') }),
    signal,
  });
  if (!res.ok) return null;
  const body = (await res.json()) as { success: boolean; data: Listed[] | null };
  if (!body.success || !Array.isArray(body.data)) return null;
  const byId = new Map(body.data.filter((g) => g.listed !== false).map((g) => [g.id, g]));
  const cards = ids.flatMap((id) => {
    const g = byId.get(id);
    return g ? [{ id: g.id, name: g.name, brand: g.brand, priceCents: g.priceCents, salePriceCents: g.salePriceCents, purchasable: g.purchasable, savedPics: g.savedPics.slice(0, 2), visitUrl: g.visitUrl }] : [];
  });
  return { cards, known: new Set(byId.keys()) };
}

/**
 * "Recently viewed" (issue 22): the products this browser opened, newest first,
 * without the one on screen (`currentId`, which is recorded as viewed). Kept in
 * this device's storage only, for whoever is signed in (recently-viewed-store.ts); the cards are read after the page has loaded, so
 * the server renders nothing, and nothing shows while the list is empty.
 */
export function RecentlyViewed({ currentId = null, className = '' }: { currentId?: string | null; className?: string }) {
  const [cards, setCards] = useState<CardGoods[]>([]);
  const owner = ownerTag(useShellData().user?.email);

  useEffect(() => {
    const kept = readRecentlyViewed(owner);
    const ids = toShow(kept, currentId);
    if (currentId) writeRecentlyViewed(withViewed(kept, currentId), owner);
    setCards([]);
    if (ids.length === 0) return;
    const abort = new AbortController();
    cardsOf(ids, abort.signal)
      .then((found) => {
        if (!found) return;
        setCards(found.cards);
        // Forget products that are gone for good (delisted or unknown), keeping anything viewed meanwhile.
        const gone = ids.filter((id) => !found.known.has(id));
        if (gone.length) writeRecentlyViewed(readRecentlyViewed(owner).filter((id) => !gone.includes(id)), owner);
      })
      .catch(() => undefined); // Offline or aborted: the section just stays away.
    return () => abort.abort();
  }, [currentId, owner]);

  if (cards.length === 0) return null;
  return (
    <section className={`recently-viewed ${className}`.trim()} aria-labelledby="recently-viewed-title">
      <div className="recently-viewed__head">
        <h2 id="recently-viewed-title">Recently viewed</h2>
        <button
          type="button"
          className="recently-viewed__clear"
          onClick={() => {
            writeRecentlyViewed([], owner);
            setCards([]);
          }}
        >
          Clear<span className="visually-hidden"> recently viewed products</span>
        </button>
      </div>
      <ProductGrid items={cards} />
    </section>
  );
}
