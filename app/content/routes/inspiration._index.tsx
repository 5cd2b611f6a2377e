import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Gallery } from '~/content/components/gallery';
import { galleryLoader, inspirationHeaders } from '~/content/server/inspiration-pages.server';
import styles from '~/styles/inspiration.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: styles }];
export const meta: MetaFunction = () => [
  { title: 'Inspiration · Roomcraft' },
  { name: 'description', content: 'Rooms our designers finished: browse by room, style, colour and budget, and shop every piece at today’s price.' },
];
export const headers = inspirationHeaders;
export const loader = ({ request, context }: LoaderFunctionArgs) => galleryLoader(request, context);

/** /inspiration (part 1 §2, part 2 §2): every published case, by room, style, colour and budget; the site links it with a version (`?v=`). */
export default function InspirationPage() {
  const d = useLoaderData<typeof loader>();
  return (
    <Gallery
      base="/inspiration"
      title="Inspiration"
      lede="Finished rooms by Roomcraft designers. Pick a room, a style, a colour or a budget; every piece in a room can be bought at today’s price."
      state={{ room: d.query.roomTypeId, style: d.query.style, colour: d.query.colour, budget: d.query.budget, page: d.query.page, v: d.v }}
      total={d.total}
      list={d.list}
      hasMore={d.hasMore}
      options={d.options}
      withRooms
    />
  );
}
