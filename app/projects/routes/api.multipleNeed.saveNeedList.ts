import { saveNeedList } from '~/projects/application/needs.server';
import { projectApiCall } from '~/projects/server/project-api.server';

/**
 * POST multipleNeed saveNeedList [{type:'SITE', value:'{"id","name"}'}…]: a draft project per room and count; answers the package id.
 * The spec's body is the list itself (part 2 §7 "payload is a list of type/value"); `{ list: […] }` is taken too.
 */
export const action = projectApiCall(async ({ context, caller, input }) => saveNeedList(context.runtime, caller, input), { listBody: true });
