import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useParams } from '@remix-run/react';
import { assignmentIn, experimentsState, showArm } from '~/experiments/index.server';
import { getSession } from '~/web/session.server';
import { HomePage, type HomeVariant } from '~/shell/components/home-page';
import { homeData } from '~/shell/home-data.server';

const variants = ['cindex', 'dindex', 'eindex', 'findex'] as const;

export const meta: MetaFunction = () => [
  { title: 'Roomcraft · Interior design, made personal' },
  { name: 'description', content: 'Online interior design by certified designers, and a furniture marketplace to shop every piece of your room.' },
];

/**
 * /home/cindex, /home/dindex, /home/eindex, /home/findex (part 2 §2): the home
 * page's variants for the home experiment (issue 26, ADR 052). /home/bindex is
 * the supplier_b home, its own module. Anything else is not a page.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { context, request, params } = args;
  const variant = variants.find((v) => v === params.variant);
  if (!variant) throw new Response('Not found', { status: 404 });
  const session = await getSession(request, context);
  // Counted as shown only for a visitor whose arm this is (with consent); anyone may open the page.
  const state = await experimentsState(context.runtime);
  if (assignmentIn(state, 'home', session.visitorId).arm === variant) await showArm(context.runtime, request, session, 'home', state);
  return homeData(args, { 'Cache-Control': 'private, no-store' });
}

export default function HomeVariantPage() {
  const data = useLoaderData<typeof loader>();
  const variant = (variants.find((v) => v === useParams().variant) ?? 'cindex') as HomeVariant;
  return <HomePage variant={variant} data={data} />;
}
