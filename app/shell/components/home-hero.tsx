import { Link } from '@remix-run/react';

/** A collage of drawn pieces stands in for a room photo (nothing is fetched from outside). */
const collage = [
  { src: '/media/art/sofa/sage-1-2.svg', className: 'hero__pic hero__pic--large', alt: 'A sage velvet sofa in a sunlit living room' },
  { src: '/media/art/pendant/brass-1-1.svg', className: 'hero__pic hero__pic--top', alt: 'A brass pendant light' },
  { src: '/media/art/art/mustard-1-1.svg', className: 'hero__pic hero__pic--bottom', alt: 'A framed mustard abstract print' },
];

export function HomeHero() {
  return (
    <section className="hero">
      <div className="container hero__inner">
        <div className="hero__copy">
          <p className="eyebrow">Online interior design &amp; furniture</p>
          <h1>Interior design, made personal</h1>
          <p className="hero__lead">
            Sofas, tables, lighting, rugs and decor from many makers, in one place. From a single reading nook to a whole-home refresh.
          </p>
          <div className="hero__actions">
            <Link to="/marketPlace/index" className="button button--primary button--large">
              Shop the marketplace
            </Link>
            <Link to="/marketPlace/category/promo" className="button button--large">
              See what is on sale
            </Link>
          </div>
        </div>
        <div className="hero__visual">
          {collage.map((p) => (
            <img key={p.src} src={p.src} alt={p.alt} className={p.className} width={600} height={600} />
          ))}
        </div>
      </div>
    </section>
  );
}

const promises = [
  { title: 'Certified designers', text: 'Real people with real portfolios, matched to your style.' },
  { title: 'One cart for every piece', text: 'Buy from many makers in a single checkout.' },
  { title: 'Free shipping on many items', text: 'Look for the free-shipping label on product pages.' },
];

export function HomePromises() {
  return (
    <section className="promises" aria-label="Why Roomcraft">
      <ul className="container promises__list">
        {promises.map((p) => (
          <li key={p.title}>
            <strong>{p.title}</strong>
            <span>{p.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
