import { activeVariant } from '~/projects/application/plan-payment.server';
import { runStaffCommand, staffApiCall } from '~/staff/index.server';
import { projectCommands } from '../../../domain/projects/commands';
import { priceSetting } from '../../../domain/projects/plans';

/** GET|POST /api/admin/pricing/variant {variant}: the plan prices the site shows (A–F, THANKSGIVING; ChoosePriceVariant). */
const handler = staffApiCall(async (args) => {
  if (args.request.method === 'POST') await runStaffCommand(args, projectCommands.ChoosePriceVariant, args.input);
  const variant = await activeVariant(args.context.runtime);
  return { variant, prices: priceSetting(variant) };
});
export const loader = handler;
export const action = handler;
