import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { MoodBoardLanding } from '~/diy';
import { ReferralDialog } from '~/promotions';
import { checkReferral } from '~/promotions/index.server';
import { getSession } from '~/web/session.server';
import { HomeHero, HomePromises, HomeVideo } from '~/shell/components/home-hero';
import { homeVideoInfo } from '~/shell/site-data.server';
import { CategoryTiles, SectionHeading } from '~/shell/components/home-sections';
import { toCard, ProductGrid } from '~/catalogue';
import { capitalize } from '~/catalogue/index.server';
import { categoryTiles, salePicks } from '../../../projections/catalogue/storefront.queries';
import { withRatings } from '../../../projections/ratings/product-reviews';

export const meta: MetaFunction = () => [
  { title: 'Roomcraft · Interior design, made personal' },
  { name: 'description', content: 'Online interior design by certified designers, and a furniture marketplace to shop every piece of your room.' },
];

export async function loader({ context, request }: LoaderFunctionArgs) {
  const db = context.runtime.db;
  const session = await getSession(request, context);
  // A friend's link (?ref=…): checked once per browser session; the ref is kept for the first project's payment.
  const [tiles, sale, referral] = await Promise.all([categoryTiles(db), salePicks(db, 4), checkReferral(context.runtime, request, session.user?.id ?? null)]);
  const headers = new Headers();
  if (referral.setCookie) headers.append('Set-Cookie', referral.setCookie);
  return data({ tiles: tiles.map((t) => ({ ...t, name: capitalize(t.name) })), sale: await withRatings(db, sale.map(toCard)), referral: referral.offer, video: homeVideoInfo() }, { headers });
}

export default function Home() {
  const { tiles, sale, referral, video } = useLoaderData<typeof loader>();
  return (
    <>
      {referral ? <ReferralDialog percentOff={referral.percentOff} exampleCents={referral.exampleCents} /> : null}
      <HomeHero />
      <HomePromises />
      <HomeVideo video={video} />
      {tiles.length ? (
        <section className="container section" aria-labelledby="categories-title">
          <SectionHeading id="categories-title" title="Shop by category" action={<Link to="/marketPlace/index">View all</Link>} />
          <CategoryTiles tiles={tiles} />
        </section>
      ) : null}
      {sale.length ? (
        <section className="container section" aria-labelledby="sale-title">
          <SectionHeading id="sale-title" eyebrow="Limited time" title="Sale picks" action={<Link to="/marketPlace/category/promo">See all on sale</Link>} />
          <ProductGrid items={sale} />
        </section>
      ) : null}
      <MoodBoardLanding />
    </>
  );
}
