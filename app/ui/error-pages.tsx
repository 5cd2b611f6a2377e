import { Link } from '@remix-run/react';
import { SearchBox } from './search-box';

/** The friendly 404: a way home and a search box. */
export function NotFoundPage() {
  return (
    <section className="container status-page" aria-labelledby="status-title">
      <p className="status-page__code">404</p>
      <h1 id="status-title">We can’t find that page</h1>
      <p>The page may have moved, or the link may be mistyped. Try a search, or start again from the home page.</p>
      <div className="status-page__search">
        <SearchBox id="not-found-keywords" />
      </div>
      <div className="status-page__links">
        <Link to="/" className="button button--primary">
          Back to home
        </Link>
        <Link to="/marketPlace/index" className="button">
          Shop the marketplace
        </Link>
      </div>
    </section>
  );
}

/** Anything else that went wrong: the spec's 500 message (part 1 §8). */
export function BusyPage({ status }: { status: number }) {
  return (
    <section className="container status-page" aria-labelledby="status-title">
      <p className="status-page__code">{status}</p>
      <h1 id="status-title">The system is busy, please try again later</h1>
      <p>Something went wrong on our side. Please refresh the page in a moment.</p>
      <div className="status-page__links">
        <Link to="/" className="button button--primary" reloadDocument>
          Back to home
        </Link>
      </div>
    </section>
  );
}
