import { myNeeds } from '~/projects/application/needs.server';
import { projectApiCall } from '~/projects/server/project-api.server';

/** need/manage list {status, start, pageSize}: the caller's projects, newest first. */
const handler = projectApiCall(async ({ context, caller, input }) => myNeeds(context.runtime, caller, input));
export const loader = handler;
export const action = handler;
