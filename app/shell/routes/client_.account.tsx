import { clientAccount } from '~/shell/spec-redirects.server';

/** /client/account (part 2 route table): the account overview. */
export const loader = clientAccount;
