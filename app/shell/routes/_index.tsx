import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { homePaths, showArm } from '~/experiments/index.server';
import { getSession, sessionHeaders } from '~/web/session.server';
import { HomePage } from '~/shell/components/home-page';
import { homeData } from '~/shell/home-data.server';

export const meta: MetaFunction = () => [
  { title: 'Roomcraft · Interior design, made personal' },
  { name: 'description', content: 'Online interior design by certified designers, and a furniture marketplace to shop every piece of your room.' },
];

export async function loader(args: LoaderFunctionArgs) {
  const { context, request } = args;
  const session = await getSession(request, context);
  // A visitor in the running home experiment (issue 26) sees their variant's page; the control stays here.
  const arm = await showArm(context.runtime, request, session, 'home');
  const path = homePaths[arm.arm];
  if (path && path !== '/') throw redirect(`${path}${new URL(request.url).search}`, { headers: { ...(await sessionHeaders(session, context)), 'Cache-Control': 'private, no-store' } });
  return homeData(args, arm.experimentId ? { 'Cache-Control': 'private, no-store' } : {});
}

export default function Home() {
  return <HomePage variant="control" data={useLoaderData<typeof loader>()} />;
}
