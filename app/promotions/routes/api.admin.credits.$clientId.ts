import { grantInput, requireClient, staffClientCredits, staffPromotionCommands } from '~/promotions/application/staff-promotions.server';
import { runStaffCommand, staffApiCall } from '~/staff/index.server';

/** GET /api/admin/credits/{clientId}: a client's credit balance and ledger. POST {amountCents, reason, expiresAt?} grants credits (GrantCredits). */
const handler = staffApiCall(async (args) => {
  const { runtime } = args.context;
  const clientId = args.params.clientId!;
  if (args.request.method === 'POST') {
    await requireClient(runtime, clientId);
    await runStaffCommand(args, staffPromotionCommands.grant, grantInput(clientId, args.input, args.request.headers.get('idempotency-key')));
  }
  return staffClientCredits(runtime, clientId);
});
export const loader = handler;
export const action = handler;
