import { getDiy } from '~/diy/application/diy.server';
import { projectApiCall } from '~/projects/index.server';

/** diy get {id}: one of the caller's DIY projects with its answers (another's: 404). */
const handler = projectApiCall(async ({ context, caller, input }) => getDiy(context.runtime, caller, input));
export const loader = handler;
export const action = handler;
