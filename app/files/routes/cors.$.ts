import type { LoaderFunctionArgs } from '@remix-run/node';
import { proxyImage } from '~/files/application/image-proxy.server';
import { errorResponse, methodNotAllowed } from '~/web/api.server';

/** GET /cors/{host+path}: images from the storage and CDN hosts only (never an open proxy). */
export const loader = async (args: LoaderFunctionArgs) => {
  try {
    return await proxyImage(args.context.runtime, args.request);
  } catch (error) {
    return errorResponse(error, args);
  }
};
export const action = methodNotAllowed;
