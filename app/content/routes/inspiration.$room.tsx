import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Gallery } from '~/content/components/gallery';
import { galleryLoader, inspirationHeaders } from '~/content/server/inspiration-pages.server';
import styles from '~/styles/inspiration.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.room?.name ?? 'Room'} ideas · Inspiration · Roomcraft` },
  { name: 'description', content: `${data?.room?.name ?? 'Room'} ideas from Roomcraft designers, by style, colour and budget.` },
];
export const headers = inspirationHeaders;
/** Other slugs than the spec's six are not found. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => galleryLoader(request, context, params.room ?? '');

/** /inspiration/{bedroom|kitchen|living_room|dining_room|kids_bedroom|outdoor} (part 2 §2): one room type's gallery. */
export default function RoomInspirationPage() {
  const d = useLoaderData<typeof loader>();
  const name = d.room?.name ?? 'Room';
  return (
    <Gallery
      base={`/inspiration/${d.room?.slug ?? ''}`}
      title={`${name} ideas`}
      lede={`${name}s our designers finished. Narrow them by style, colour or budget.`}
      state={{ style: d.query.style, colour: d.query.colour, budget: d.query.budget, page: d.query.page, v: d.v }}
      total={d.total}
      list={d.list}
      hasMore={d.hasMore}
      options={d.options}
      withRooms={false}
    />
  );
}
