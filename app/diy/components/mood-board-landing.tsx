import { Link } from '@remix-run/react';

/** A sample board (part 2 §1): furniture items with brand, product name and price range. */
export const sampleItems = [
  { brand: 'Alder & Oak', name: 'Sage Velvet Sofa', range: '$1,299 - $1,899', picture: '/media/pieces/sage-velvet-sofa.webp' },
  { brand: 'Casa Lumen', name: 'Brass Arc Floor Lamp', range: '$249 - $399', picture: '/media/pieces/brass-arc-floor-lamp.webp' },
  { brand: 'Harbor Loom', name: 'Jute Area Rug', range: '$189 - $449', picture: '/media/pieces/jute-area-rug.webp' },
  { brand: 'Linden Studio', name: 'Walnut Coffee Table', range: '$399 - $749', picture: '/media/pieces/walnut-coffee-table.webp' },
  { brand: 'Fernhill', name: 'Rattan Accent Chair', range: '$299 - $549', picture: '/media/pieces/rattan-accent-chair.webp' },
  { brand: 'Ivy Lane', name: 'Blush Bud Vase', range: '$29 - $59', picture: '/media/pieces/blush-bud-vase.webp' },
] as const;

/** The row of retailer brand logos under the board. */
const retailers = ['Alder & Oak', 'Brightwell', 'Casa Lumen', 'Driftwood Co.', 'Harbor Loom', 'Linden Studio', 'Maple & Moss', 'Northfold'] as const;

/**
 * The landing section for the free AI-generated mood board (part 2 §1): the visitor
 * enters room type, design preferences and budget, the system generates design
 * ideas, and they can edit the board or order from it. 'Try it free' goes to /diy.
 */
export function MoodBoardLanding() {
  return (
    <section className="mood-board-landing" aria-labelledby="mood-board-landing-title">
      <div className="container mood-board-landing__inner">
        <div className="mood-board-landing__copy">
          <p className="mood-board-landing__eyebrow">NEW ONLINE INTERIOR DESIGN SERVICE!</p>
          <h2 id="mood-board-landing-title" className="mood-board-landing__title">
            We Love a Mood Board
          </h2>
          <p>Tell us your room type, the styles you love and your budget. We generate design ideas from real pieces you can buy, free. Edit the board, keep what you like and order straight from it.</p>
          <ol className="mood-board-landing__steps">
            <li>Choose your room</li>
            <li>Pick the styles you love</li>
            <li>Set your budget</li>
            <li>Get your mood board</li>
          </ol>
          <Link to="/diy" className="button button--primary" data-testid="diy-try-free">
            Try it free
          </Link>
        </div>
        <ul className="mood-board-landing__board" aria-label="A sample mood board">
          {sampleItems.map((item) => (
            <li key={item.name} className="mood-board-landing__item">
              <img src={item.picture} alt="" width={160} height={160} loading="lazy" />
              <span className="mood-board-landing__brand">{item.brand}</span>
              <span className="mood-board-landing__name">{item.name}</span>
              <span className="mood-board-landing__range">{item.range}</span>
            </li>
          ))}
        </ul>
      </div>
      <ul className="container mood-board-landing__logos" aria-label="Brands on our boards">
        {retailers.map((brand) => (
          <li key={brand} className="mood-board-landing__logo">
            {brand}
          </li>
        ))}
      </ul>
    </section>
  );
}
