import { consoleApiCall } from '~/staff/index.server';
import { referralList } from '../application/referrals.server';

/** GET /api/admin/referrals[?limit&offset] (issue 26, ADR 061): referrers by clicks on their link, with sign-ups and orders after a click; names, never e-mails. */
export const loader = consoleApiCall('analytics', ({ context, session, input }) => referralList(context.runtime, session.actor, input));
