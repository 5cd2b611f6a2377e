import type { LoaderFunctionArgs } from '@remix-run/node';
import { isPieceName } from '../../../domain/catalogue/models3d';
import { fileResponse, notFound, piecePictureFile } from '../../../infra/images/model-files';

/**
 * /media/pieces/{name}.webp: a named piece's picture (domain/catalogue/models3d/pieces.ts),
 * rendered from its model like the products' (issue 22); any other name is 404.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const name = /^([a-z-]{1,60})\.webp$/.exec(params.file ?? '')?.[1];
  if (!isPieceName(name)) return notFound();
  return fileResponse(() => piecePictureFile(context.runtime, name), 'public, max-age=86400');
}
