import { requestRevision, projectApiCall } from '~/projects/index.server';
import { markLatestSentBack } from '~/review/index.server';

/** POST need/manage revision {needId, note}: asks the designer for a revision once the design is delivered, within the plan's allowance. */
export const action = projectApiCall(async ({ context, caller, input }) => requestRevision(context.runtime, caller, input, markLatestSentBack));
