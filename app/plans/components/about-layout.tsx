import { Link } from '@remix-run/react';

/** The about pages (part 2 route table: About), in the order a new client reads them. */
export const aboutPages = [
  { to: '/about/how-it-works', label: 'How it works' },
  { to: '/about/price', label: 'Plans and pricing' },
  { to: '/about/chooseUs', label: 'Why choose us' },
  { to: '/about/low-price-guarantee', label: 'Low price guarantee' },
  { to: '/about/concierge', label: 'Concierge design' },
  { to: '/career', label: 'Careers' },
] as const;

/** The about pages' frame: their side navigation (the help centre's look) beside the page. */
export function AboutLayout({ current, title, intro, children }: { current: string; title: string; intro: string; children: React.ReactNode }) {
  return (
    <div className="container policy-layout about-layout">
      <nav className="policy-nav" aria-label="About Roomcraft">
        <h2 className="policy-nav__title">About Roomcraft</h2>
        <ul>
          {aboutPages.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className={`policy-nav__link${item.to === current ? ' is-active' : ''}`} aria-current={item.to === current ? 'page' : undefined}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <article className="policy-layout__main about-page" aria-labelledby="about-title">
        <header className="about-page__head">
          <p className="eyebrow">About Roomcraft</p>
          <h1 id="about-title">{title}</h1>
          <p className="about-page__intro">{intro}</p>
        </header>
        {children}
      </article>
    </div>
  );
}

/** The call to action at the end of an about page. */
export function StartDesignCta({ text = 'Tell us about your room: it takes about ten minutes, and you choose a plan on the second step.' }: { text?: string }) {
  return (
    <aside className="about-cta">
      <p>{text}</p>
      <p>
        <Link to="/design/room" className="button button--primary">
          Start a design project
        </Link>{' '}
        <Link to="/about/price" className="button">
          See plans and pricing
        </Link>
      </p>
    </aside>
  );
}
