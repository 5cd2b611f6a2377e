import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { receiveSignedUpload, serveStoredFile } from '~/files/application/local-files.server';
import { errorResponse, methodNotAllowed } from '~/web/api.server';

/** GET /files/{key}: a stored image (local folder). */
export const loader = async (args: LoaderFunctionArgs) => {
  try {
    return await serveStoredFile(args.context.runtime, args.params['*'] ?? '');
  } catch (error) {
    return errorResponse(error, args);
  }
};

/** PUT /files/incoming/{key}?type&expires&sig: a signed upload (local folder). */
export const action = async (args: ActionFunctionArgs) => {
  if (args.request.method !== 'PUT') return methodNotAllowed();
  try {
    return await receiveSignedUpload(args.context.runtime, args.request, args.params['*'] ?? '');
  } catch (error) {
    return errorResponse(error, args);
  }
};
