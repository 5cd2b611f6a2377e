import type { LoaderFunctionArgs } from '@remix-run/node';
import { fileResponse, homeVideo, notFound } from '../../../infra/images/model-files';

/** /media/home/rooms.webm: the home page's video (common getHomeVideo), rooms of six types rendered from real product models. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  if (params.file !== 'rooms.webm') return notFound();
  return fileResponse(() => homeVideo(context.runtime), 'public, max-age=86400');
}
