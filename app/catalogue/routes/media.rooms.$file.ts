import type { LoaderFunctionArgs } from '@remix-run/node';
import { isRoomType } from '../../../domain/catalogue/models3d';
import { ModelFilesBusy, roomPicture } from '../../../infra/images/model-files';

const text = (status: number, message: string, headers: Record<string, string> = {}) =>
  new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff', ...headers } });

/**
 * /media/rooms/{type}.webp: a room type's tile (the room page, part 2 §2), a
 * small room of that type furnished with real product models (issue 22).
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const type = /^([a-z-]{1,40})\.webp$/.exec(params.file ?? '')?.[1];
  if (!isRoomType(type)) return text(404, 'Not found');
  try {
    const { body, contentType } = await roomPicture(context.runtime, type);
    return new Response(new Uint8Array(body), {
      headers: { 'Content-Type': contentType, 'Content-Length': String(body.length), 'Cache-Control': 'public, max-age=86400', 'X-Content-Type-Options': 'nosniff' },
    });
  } catch (error) {
    if (error instanceof ModelFilesBusy) return text(503, 'Pictures are being made for many products at once: please try again in a moment.', { 'Retry-After': '5' });
    throw error;
  }
}
