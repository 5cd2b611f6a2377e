import type { LoaderFunctionArgs } from '@remix-run/node';
import { isPieceName } from '../../../domain/catalogue/models3d';
import { ModelFilesBusy, piecePictureFile } from '../../../infra/images/model-files';

const text = (status: number, message: string, headers: Record<string, string> = {}) =>
  new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff', ...headers } });

/**
 * /media/pieces/{name}.webp: a named piece's picture (domain/catalogue/models3d/pieces.ts),
 * rendered from its model like the products' (issue 22); any other name is 404.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const name = /^([a-z-]{1,60})\.webp$/.exec(params.file ?? '')?.[1];
  if (!isPieceName(name)) return text(404, 'Not found');
  try {
    const { body, contentType } = await piecePictureFile(context.runtime, name);
    return new Response(new Uint8Array(body), {
      headers: { 'Content-Type': contentType, 'Content-Length': String(body.length), 'Cache-Control': 'public, max-age=86400', 'X-Content-Type-Options': 'nosniff' },
    });
  } catch (error) {
    if (error instanceof ModelFilesBusy) return text(503, 'Pictures are being made for many products at once: please try again in a moment.', { 'Retry-After': '5' });
    throw error;
  }
}
