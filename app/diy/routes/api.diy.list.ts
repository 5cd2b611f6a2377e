import { myDiyProjects } from '~/diy/application/diy.server';
import { projectApiCall } from '~/projects/index.server';

/** diy list: the caller's DIY projects, newest first. */
const handler = projectApiCall(async ({ context, caller }) => myDiyProjects(context.runtime, caller));
export const loader = handler;
export const action = handler;
