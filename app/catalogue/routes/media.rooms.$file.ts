import type { LoaderFunctionArgs } from '@remix-run/node';
import { isRoomType } from '../../../domain/catalogue/models3d';
import { fileResponse, notFound, roomPicture } from '../../../infra/images/model-files';

/**
 * /media/rooms/{type}.webp: a room type's tile (the room page, part 2 §2), a
 * small room of that type furnished with real product models (issue 22).
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const type = /^([a-z-]{1,40})\.webp$/.exec(params.file ?? '')?.[1];
  if (!isRoomType(type)) return notFound();
  return fileResponse(() => roomPicture(context.runtime, type), 'public, max-age=86400');
}
