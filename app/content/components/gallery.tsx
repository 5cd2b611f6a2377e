import { Link } from '@remix-run/react';
import { CaseGrid, type CaseCardData } from './case-card';

export interface GalleryState {
  room?: string;
  style?: string;
  colour?: string;
  budget?: string;
  page?: number;
  v?: string;
}

/** An inspiration address: the gallery (or a room's) with its filters, page and version (`v`, ADR 043). */
export function inspirationHref(base: string, s: GalleryState): string {
  const q = new URLSearchParams();
  for (const key of ['room', 'style', 'colour', 'budget', 'page'] as const) {
    const value = s[key];
    if (value !== undefined && value !== '' && !(key === 'page' && value === 1)) q.set(key, String(value));
  }
  if (s.v) q.set('v', s.v);
  const text = q.toString();
  return text ? `${base}?${text}` : base;
}

export interface GalleryProps {
  base: string;
  title: string;
  lede: string;
  state: GalleryState;
  total: number;
  list: CaseCardData[];
  hasMore: boolean;
  options: {
    rooms: { id: string; slug: string; name: string }[];
    styles: string[];
    colours: { key: string; name: string; hex: string }[];
    budgets: { id: string; label: string }[];
  };
  /** Offer the room filter (on /inspiration; a room's page is its own). */
  withRooms: boolean;
}

/** The inspiration gallery: filters as links (no script needed), the cases, and links to the pages before and after. */
export function Gallery({ base, title, lede, state, total, list, hasMore, options, withRooms }: GalleryProps) {
  const at = (patch: Partial<GalleryState>) => inspirationHref(base, { ...state, page: undefined, ...patch });
  const page = state.page ?? 1;
  const current = (on: boolean) => (on ? 'true' : undefined);
  return (
    <div className="container inspiration">
      <h1>{title}</h1>
      <p className="inspiration__lede">{lede}</p>
      <nav className="inspiration-filters" aria-label="Filter the ideas">
        {withRooms ? (
          <p>
            <strong>Room:</strong>
            <Link to={at({ room: undefined })} aria-current={current(!state.room)}>All</Link>
            {options.rooms.map((r) => (
              <Link key={r.id} to={at({ room: r.id })} aria-current={current(state.room === r.id)}>{r.name}</Link>
            ))}
          </p>
        ) : null}
        <p>
          <strong>Style:</strong>
          <Link to={at({ style: undefined })} aria-current={current(!state.style)}>All</Link>
          {options.styles.map((s) => (
            <Link key={s} to={at({ style: s })} aria-current={current(state.style === s)}>{s}</Link>
          ))}
        </p>
        <p className="inspiration-filters__colours">
          <strong>Colour:</strong>
          <Link to={at({ colour: undefined })} aria-current={current(!state.colour)}>All</Link>
          {options.colours.map((c) => (
            <Link key={c.key} to={at({ colour: c.key })} aria-current={current(state.colour === c.key)} title={c.name} className="inspiration-swatch">
              <span className="inspiration-swatch__dot" style={{ background: c.hex }} aria-hidden="true" />
              {c.name}
            </Link>
          ))}
        </p>
        <p>
          <strong>Budget:</strong>
          <Link to={at({ budget: undefined })} aria-current={current(!state.budget)}>Any</Link>
          {options.budgets.map((b) => (
            <Link key={b.id} to={at({ budget: b.id })} aria-current={current(state.budget === b.id)}>{b.label}</Link>
          ))}
        </p>
      </nav>
      <p className="inspiration__count">{total === 1 ? '1 room' : `${total.toLocaleString('en-US')} rooms`}</p>
      {list.length ? <CaseGrid items={list} /> : <p className="inspiration__empty">No rooms match these filters yet. Try another colour or budget.</p>}
      <nav className="case-pages" aria-label="Pages of ideas">
        {page > 1 ? <Link to={at({ page: page - 1 })} rel="prev">Previous rooms</Link> : null}
        {hasMore ? <Link to={at({ page: page + 1 })} rel="next">More rooms</Link> : null}
      </nav>
    </div>
  );
}
