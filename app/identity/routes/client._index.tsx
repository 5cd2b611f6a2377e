import { AccountOverview } from '~/identity/components/account-overview';
import { overviewAction, overviewLoader } from '~/identity/server/account-overview.server';

/** The account overview (/client and its child /client/info in the spec's route table). */
export const loader = overviewLoader;
export const action = overviewAction;
export default AccountOverview;
