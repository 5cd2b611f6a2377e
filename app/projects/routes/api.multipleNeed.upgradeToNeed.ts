import { upgradeToNeed } from '~/projects/application/needs.server';
import { projectApiCall } from '~/projects/server/project-api.server';

/** POST multipleNeed upgradeToNeed {roomType} (the AI upgrade): a draft project for that room; answers the package id. */
export const action = projectApiCall(async ({ context, caller, input }) => upgradeToNeed(context.runtime, caller, input));
