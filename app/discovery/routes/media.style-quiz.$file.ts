import type { LoaderFunctionArgs } from '@remix-run/node';
import { fileResponse, notFound } from '../../../infra/images/model-files';
import { quizPicture } from '~/discovery/server/quiz-pictures.server';

/** /media/style-quiz/{optionId}.webp: a quiz option's picture (rooms and textures, composed from rendered pieces); any other name is 404. */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = /^([a-z0-9]{1,8})\.webp$/.exec(params.file ?? '')?.[1];
  const made = id ? quizPicture(id) : null;
  if (!made) return notFound();
  return fileResponse(async () => ({ body: await made, contentType: 'image/webp' }), 'public, max-age=86400');
}
