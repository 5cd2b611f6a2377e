import type { MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { RoomPhotoGrid } from '~/projects/components/room-photos';
import { uploadSuccessLoader } from '~/projects/server/room-photo-pages.server';

export const meta: MetaFunction = () => [{ title: 'Photos added · Your design · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = uploadSuccessLoader;

/** /design/uploadsuccess?needId=…: the photos are in the brief; what next. */
export default function RoomPhotosAdded() {
  const { project, photos, added, hrefs } = useLoaderData<typeof loader>();
  return (
    <div className="container design-step">
      <p className="design-step__room" data-testid="design-room">
        <strong>{project.room}</strong> · project <span data-testid="project-id">{project.projectId}</span>
      </p>
      <h1 className="design-step__title" data-testid="upload-success">
        {added > 0 ? `${added} ${added === 1 ? 'photo' : 'photos'} added to your brief` : 'Your photos are in your brief'}
      </h1>
      <p className="design-step__intro">Your designer sees these photos with your answers. You can caption or delete them any time.</p>
      <RoomPhotoGrid photos={photos} />
      <p className="room-photos__links">
        <Link to={hrefs.upload}>Add or caption photos</Link>
        <Link to={hrefs.review}>Back to your brief</Link>
        <Link to={hrefs.next} className="button button--primary">
          Continue the questionnaire
        </Link>
      </p>
    </div>
  );
}
