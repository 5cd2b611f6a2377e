import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import type { ChromeHandle } from '~/ui/route-chrome';
import { HomePage } from '~/shell/components/home-page';
import { homeData } from '~/shell/home-data.server';

export const meta: MetaFunction = () => [
  { title: 'Roomcraft · Interior design, made personal' },
  { name: 'description', content: 'Online interior design by certified designers, and a furniture marketplace to shop every piece of your room.' },
];

/** /web (part 2 §2): the home page without the header, for a page that frames the site (the sale banner still shows). */
export const handle: ChromeHandle = { topBar: false };

export const loader = (args: LoaderFunctionArgs) => homeData(args);

export default function WebHome() {
  return <HomePage variant="control" data={useLoaderData<typeof loader>()} />;
}
