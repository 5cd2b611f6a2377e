import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Outlet, useLoaderData } from '@remix-run/react';
import { AccountNav } from '~/identity/components/account-nav';
import { VerifyPanel } from '~/identity/components/verify-email';
import { accountFor } from '~/identity/server/account.server';

export const meta: MetaFunction = () => [{ title: 'My account · Roomcraft' }, { name: 'robots', content: 'noindex' }];

/** /client: the account pages need a signed-in client; a visitor gets 401 and the login modal. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { account } = await accountFor(request, context);
  return { account };
}

export default function AccountLayout() {
  const { account } = useLoaderData<typeof loader>();
  return (
    <div className="container account">
      <header className="account__head">
        <p className="eyebrow">My account</p>
        <h1>{account.username ? `Hello, ${account.username}` : 'Hello'}</h1>
        <p className="account__email">{account.email}</p>
      </header>
      <div className="account__body">
        <AccountNav />
        <div className="account__main">
          <VerifyPanel />
          <Outlet />
        </div>
      </div>
    </div>
  );
}
