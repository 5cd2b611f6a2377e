import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';

export interface Tile {
  id: string;
  name: string;
  count: number;
  picture: string | null;
}

export function SectionHeading({ id, title, eyebrow, action }: { id: string; title: string; eyebrow?: string; action?: ReactNode }) {
  return (
    <div className="section-heading">
      <div>
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h2 id={id}>{title}</h2>
      </div>
      {action}
    </div>
  );
}

export function CategoryTiles({ tiles }: { tiles: Tile[] }) {
  return (
    <ul className="category-tiles">
      {tiles.map((tile) => (
        <li key={tile.id}>
          <Link to={`/marketPlace/category/${encodeURIComponent(tile.id)}`} className="category-tile" prefetch="intent">
            <span className="category-tile__media">
              {tile.picture ? <img src={tile.picture} alt="" width={600} height={600} loading="lazy" /> : null}
            </span>
            <span className="category-tile__name">{tile.name}</span>
            <span className="category-tile__count">
              {tile.count} {tile.count === 1 ? 'piece' : 'pieces'}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
