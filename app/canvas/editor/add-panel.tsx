import { useEffect, useState } from 'react';
import { formatCents as formatMoney } from '~/ui/money';
import { searchProducts, type MarketGoods } from './editor-api';

export const palettes: { name: string; colors: string[] }[] = [
  { name: 'Warm neutrals', colors: ['#f3ece2', '#d8c3a5', '#a68a64', '#6b4f3a', '#2b2622'] },
  { name: 'Coastal', colors: ['#f6f4ef', '#cfe0e3', '#7fa7b5', '#3e6b7d', '#1f3a4a'] },
  { name: 'Terracotta', colors: ['#f4e9dd', '#e3b594', '#c4714b', '#8c4a32', '#3f2a22'] },
  { name: 'Sage', colors: ['#eef0e8', '#c9d2bd', '#97a68a', '#5f6f55', '#2f3a2c'] },
];

export interface AddPanelProps {
  /** The board's room and its categories: the list keeps to them unless the user asks for everything. */
  room: { room: string; categoryIds: string[] } | null;
  onProduct(g: MarketGoods): void;
  onText(): void;
  onPalette(colors: string[]): void;
  onUpload: ((file: File) => Promise<void>) | null;
}

/** Add: marketplace products with search, uploaded pictures, text, colour palettes. */
export function AddPanel(p: AddPanelProps) {
  const [keywords, setKeywords] = useState('');
  const [query, setQuery] = useState('');
  const [result, setResult] = useState<{ list: MarketGoods[]; total: number; query: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [roomOnly, setRoomOnly] = useState(Boolean(p.room));
  const scope = roomOnly && p.room ? p.room.categoryIds : [];
  const scopeKey = scope.join(',');
  useEffect(() => {
    let live = true;
    setError(null);
    searchProducts(query, 1, scope).then(
      (r) => live && setResult({ ...r, query }),
      (e: Error) => live && setError(e.message),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, scopeKey]);
  return (
    <div className="mbe-add">
      <section aria-labelledby="mbe-add-products">
        <h3 id="mbe-add-products">Products</h3>
        <form
          className="mbe-search"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            setQuery(keywords.trim());
          }}
        >
          <input type="search" value={keywords} onChange={(e) => setKeywords(e.target.value)} placeholder="Search the marketplace" aria-label="Search the marketplace" maxLength={100} />
          <button type="submit" className="button button--secondary button--small">
            Search
          </button>
        </form>
        {p.room ? (
          <label className="mbe-scope">
            <input type="checkbox" checked={roomOnly} onChange={(e) => setRoomOnly(e.target.checked)} data-testid="room-only" />
            For this room ({p.room.room})
          </label>
        ) : null}
        {error ? <p className="mbe-error">{error}</p> : null}
        {result && !result.list.length ? <p className="mbe-empty">{query ? `No products match “${query}”${scope.length ? ' for this room' : ''}.` : 'No products for this room yet.'}</p> : null}
        <ul className="mbe-goods" data-testid="product-results" data-query={result?.query} data-scope={scope.length ? 'room' : 'all'}>
          {result?.list.map((g) => (
            <li key={g.id} data-product={g.id}>
              <button type="button" onClick={() => p.onProduct(g)} title={`Add ${g.name} to the board`}>
                {g.savedPics[0] ? <img src={g.savedPics[0]} alt="" width={96} height={96} loading="lazy" /> : <span className="mbe-goods__none" />}
                <span className="mbe-goods__brand">{g.brand}</span>
                <span className="mbe-goods__name">{g.name}</span>
                <span className="mbe-goods__price">{formatMoney(g.effectivePriceCents)}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="mbe-add-more">
        <h3 id="mbe-add-more">Text and pictures</h3>
        <div className="mbe-add__row">
          <button type="button" className="button button--secondary button--small" onClick={p.onText}>
            Add text
          </button>
          {p.onUpload ? (
            <label className={`button button--secondary button--small${uploading ? ' is-busy' : ''}`}>
              {uploading ? 'Uploading…' : 'Upload a picture'}
              <input
                type="file"
                accept="image/png,image/jpeg,image/webp"
                className="visually-hidden"
                disabled={uploading}
                onChange={async (e) => {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  if (!file || !p.onUpload) return;
                  setUploading(true);
                  try {
                    await p.onUpload(file);
                  } finally {
                    setUploading(false);
                  }
                }}
              />
            </label>
          ) : (
            <button type="button" className="button button--secondary button--small" disabled title="Picture uploads are not available on this board yet">
              Upload a picture
            </button>
          )}
        </div>
        {p.onUpload ? null : <p className="mbe-hint">Picture uploads are not available on this board yet.</p>}
      </section>
      <section aria-labelledby="mbe-add-palettes">
        <h3 id="mbe-add-palettes">Colour palettes</h3>
        <ul className="mbe-palettes">
          {palettes.map((pal) => (
            <li key={pal.name}>
              <button type="button" onClick={() => p.onPalette(pal.colors)} aria-label={`Add the ${pal.name} palette`}>
                <span className="mbe-palettes__dots">
                  {pal.colors.map((c) => (
                    <span key={c} style={{ background: c }} />
                  ))}
                </span>
                {pal.name}
              </button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
