import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { inspirationHref } from '~/content/components/gallery';
import { inspirationHeaders, roomProductsLoader } from '~/content/server/inspiration-pages.server';
import { formatCents } from '~/ui/money';
import styles from '~/styles/inspiration.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: styles }];
export const meta: MetaFunction = () => [
  { title: 'Shop the look · Room ideas · Roomcraft' },
  { name: 'description', content: 'The pieces Roomcraft designers put in their rooms most, at today’s prices.' },
];
export const headers = inspirationHeaders;
export const loader = ({ request, context }: LoaderFunctionArgs) => roomProductsLoader(request, context);

/** /room-ideas/products (part 2 §2): shop the look — the products published rooms show most, priced now, by room. */
export default function RoomProductsPage() {
  const { products, room, rooms, v } = useLoaderData<typeof loader>();
  return (
    <div className="container room-products">
      <h1>{room ? `Shop the look: ${room.name.toLowerCase()}s` : 'Shop the look'}</h1>
      <p className="inspiration__lede">
        The pieces our designers put in their {room ? `${room.name.toLowerCase()}s` : 'rooms'} most, at today’s prices.{' '}
        <Link to={inspirationHref(room ? `/inspiration/${room.slug}` : '/inspiration', { v })}>See the rooms</Link>
      </p>
      <nav className="inspiration-filters" aria-label="Products by room">
        <p>
          <strong>Room:</strong>
          <Link to="/room-ideas/products" aria-current={!room ? 'true' : undefined}>All</Link>
          {rooms.map((r) => (
            <Link key={r.slug} to={`/room-ideas/products?room=${r.slug}`} aria-current={room?.slug === r.slug ? 'true' : undefined}>{r.name}</Link>
          ))}
        </p>
      </nav>
      {products.length === 0 ? <p className="inspiration__empty">No products here yet.</p> : null}
      <ul className="look-products">
        {products.map((p) => (
          <li key={p.goodsId} className="look-product">
            <Link to={p.visitUrl} prefetch="intent">
              {p.picture ? <img src={p.picture} alt="" width={300} height={300} loading="lazy" decoding="async" /> : null}
              <h2 className="look-product__name">{p.name}</h2>
            </Link>
            <p className="look-product__facts">
              {p.brand} · <strong>{formatCents(p.effectivePriceCents)}</strong>
              {p.effectivePriceCents < p.priceCents ? <s> {formatCents(p.priceCents)}</s> : null}
            </p>
            <p className="look-product__facts">In {p.cases === 1 ? '1 room' : `${p.cases} rooms`}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
