import { AccountOverview } from '~/components/account-overview';
import { overviewAction, overviewLoader } from '~/lib/account-overview.server';

/** The account overview (/client and its child /client/info in the spec's route table). */
export const loader = overviewLoader;
export const action = overviewAction;
export default AccountOverview;
