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

const steps = [
  { title: 'Pick your rooms', text: 'Choose the rooms you want designed and tell us how you live, your style and your budget.' },
  { title: 'Meet your designer', text: 'A certified designer studies your space and prepares mood board proposals just for you.' },
  { title: 'Review the mood board', text: 'Keep what you love, ask to see options, and pass on the rest. Your designer refines it.' },
  { title: 'Shop it in one cart', text: 'Every piece on your board is one click from your cart, from many makers at once.' },
];

export function HowItWorks() {
  return (
    <ol className="steps">
      {steps.map((step, i) => (
        <li key={step.title} className="step">
          <span className="step__number" aria-hidden="true">
            {i + 1}
          </span>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
