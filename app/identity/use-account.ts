import { useRouteLoaderData } from '@remix-run/react';
import type { AccountData } from './server/account.server';

/** The account the /client layout loaded, for its child pages. */
export function useAccount(): AccountData {
  const data = useRouteLoaderData('routes/client') as { account: AccountData } | undefined;
  if (!data) throw new Error('useAccount outside the /client pages');
  return data.account;
}
