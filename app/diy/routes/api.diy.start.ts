import { startDiy } from '~/diy/application/diy.server';
import { projectApiCall } from '~/projects/index.server';

/** POST diy start {roomType}: a new DIY mood-board project for one room (visitors too); answers the project with its id. */
export const action = projectApiCall(async ({ context, caller, input }) => startDiy(context.runtime, caller, input));
