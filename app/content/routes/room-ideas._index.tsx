import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { CaseGrid } from '~/content/components/case-card';
import { inspirationHref } from '~/content/components/gallery';
import { inspirationHeaders, roomIdeasLoader } from '~/content/server/inspiration-pages.server';
import styles from '~/styles/inspiration.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: styles }];
export const meta: MetaFunction = () => [
  { title: 'Room ideas · Roomcraft' },
  { name: 'description', content: 'Ideas for every room — living rooms, bedrooms, kitchens, dining rooms, kids’ rooms and outdoors — and the products in them.' },
];
export const headers = inspirationHeaders;
export const loader = ({ request, context }: LoaderFunctionArgs) => roomIdeasLoader(request, context);

/** /room-ideas (part 2 §2): each room type with its newest ideas, linking to its inspiration page and its products. */
export default function RoomIdeasPage() {
  const { rooms, v } = useLoaderData<typeof loader>();
  return (
    <div className="container room-ideas">
      <h1>Room ideas</h1>
      <p className="inspiration__lede">
        Start from the room you are furnishing. <Link to="/room-ideas/products">Shop the products our designers use most</Link>.
      </p>
      {rooms.map((r) => (
        <section key={r.slug} className="room-idea" aria-labelledby={`room-${r.slug}`}>
          <div className="room-idea__head">
            <h2 id={`room-${r.slug}`}>{r.name}</h2>
            <span>
              <Link to={inspirationHref(`/inspiration/${r.slug}`, { v })}>{r.count === 1 ? 'See 1 idea' : `See ${r.count} ideas`}</Link>
              {' · '}
              <Link to={`/room-ideas/products?room=${r.slug}`}>Products in {r.name.toLowerCase()}s</Link>
            </span>
          </div>
          {r.covers.length ? <CaseGrid items={r.covers} /> : <p className="inspiration__empty">No {r.name.toLowerCase()} ideas yet.</p>}
        </section>
      ))}
    </div>
  );
}
