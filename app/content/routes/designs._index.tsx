import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { CaseGrid } from '~/content/components/case-card';
import { inspirationHref } from '~/content/components/gallery';
import { designsLoader, inspirationHeaders } from '~/content/server/inspiration-pages.server';
import styles from '~/styles/inspiration.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: styles }];
export const meta: MetaFunction = () => [
  { title: 'Designs by style · Roomcraft' },
  { name: 'description', content: 'The newest rooms by Roomcraft designers in each of eight styles, from Bohemian to Mid-century.' },
];
export const headers = inspirationHeaders;
export const loader = ({ request, context }: LoaderFunctionArgs) => designsLoader(request, context);

/** /designs (part 2 §2): a showcase of the newest designs in each style, each style leading to its gallery. */
export default function DesignsPage() {
  const { styles: groups, v } = useLoaderData<typeof loader>();
  return (
    <div className="container designs">
      <h1>Designs by style</h1>
      <p className="inspiration__lede">The newest rooms our designers finished, style by style. Open one to see every piece, priced today.</p>
      {groups.length === 0 ? <p className="inspiration__empty">No designs are published yet.</p> : null}
      {groups.map((g) => (
        <section key={g.style} className="designs-style" aria-labelledby={`style-${g.style}`}>
          <div className="designs-style__head">
            <h2 id={`style-${g.style}`}>{g.style}</h2>
            <Link to={inspirationHref('/inspiration', { style: g.style, v })}>All {g.total} {g.style} rooms</Link>
          </div>
          <CaseGrid items={g.list} />
        </section>
      ))}
      <p>
        <Link to="/style-quiz/welcome">Not sure which style is yours? Take the style quiz</Link>
      </p>
    </div>
  );
}
