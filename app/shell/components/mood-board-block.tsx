import { Link } from '@remix-run/react';

/** A sample board (part 2 §1): furniture items with brand, product name and price range. */
const sampleItems = [
  { pic: '/media/art/sofa/200-1.svg', brand: 'Harbor Loom', name: 'Cove Linen Sofa', range: '$1,290 – $1,890' },
  { pic: '/media/art/lamp/35-1.svg', brand: 'Casa Lumen', name: 'Isla Brass Floor Lamp', range: '$240 – $380' },
  { pic: '/media/art/rug/18-1.svg', brand: 'Fernhill', name: 'Dune Wool Rug', range: '$420 – $860' },
  { pic: '/media/art/table/30-1.svg', brand: 'Alder & Oak', name: 'Marlow Oak Coffee Table', range: '$390 – $640' },
];
const retailers = ['Alder & Oak', 'Casa Lumen', 'Harbor Loom', 'Northfold', 'Linden Studio', 'Maple & Moss'];

/** The landing section for a free AI-generated mood board. */
export function MoodBoardBlock() {
  return (
    <section className="mood-board" aria-labelledby="mood-board-title">
      <div className="container mood-board__inner">
        <div className="mood-board__copy">
          <p className="eyebrow eyebrow--accent">NEW ONLINE INTERIOR DESIGN SERVICE!</p>
          <h2 id="mood-board-title">We Love a Mood Board</h2>
          <p>
            Tell us the room type, your design preferences and your budget. We generate design ideas in minutes; then edit the board
            yourself or order the items straight from it.
          </p>
          <Link to="/diy" className="button button--primary button--large">
            Try it free
          </Link>
        </div>
        <ul className="mood-board__sample" aria-label="Sample mood board">
          {sampleItems.map((item) => (
            <li key={item.name} className="mood-board__item">
              <img src={item.pic} alt="" width={600} height={600} loading="lazy" />
              <div>
                <p className="product-card__brand">{item.brand}</p>
                <p className="mood-board__name">{item.name}</p>
                <p className="mood-board__range">{item.range}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <div className="container">
        <ul className="retailers" aria-label="Brands on the board">
          {retailers.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
