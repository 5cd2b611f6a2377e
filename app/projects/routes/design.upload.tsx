import type { MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { RoomPhotoGrid } from '~/projects/components/room-photos';
import { uploadAction, uploadLoader, type UploadResult } from '~/projects/server/room-photo-pages.server';
import { CsrfField, FormAlert } from '~/ui/form-field';

export const meta: MetaFunction = () => [{ title: 'Photos of your room · Your design · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = uploadLoader;
export const action = uploadAction;

/** /design/upload?needId=…: the client's photos of the room for the brief, and a code to send more from a phone. */
export default function UploadRoomPhotos() {
  const { project, photos, code, hrefs, limits, formId } = useLoaderData<typeof loader>();
  const result = useActionData<UploadResult>();
  const navigation = useNavigation();
  const uploading = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'upload';
  const issued = result?.ok && result.intent === 'code' && result.code ? result : null;
  const left = limits.maxPhotos - photos.length;
  return (
    <div className="design-page">
      <div className="container design-step">
        <p className="design-step__room" data-testid="design-room">
          <strong>{project.room}</strong> · project <span data-testid="project-id">{project.projectId}</span>
        </p>
        <h1 className="design-step__title">Photos of your room</h1>
        <p className="design-step__intro">
          Show your designer the space as it is: each wall, the windows and doors, what stays. Up to {limits.maxPhotos} photos (JPEG, PNG or WebP, {limits.maxMb} MB each).
        </p>
        {result && result.ok && result.intent !== 'code' ? (
          <p className="form-notice" role="status">
            {result.message}
          </p>
        ) : null}
        <FormAlert result={result} />

        <Form method="post" encType="multipart/form-data" className="room-photos__upload" data-testid="room-photos-upload">
          <CsrfField />
          <input type="hidden" name="formId" value={formId} />
          <label className="field__label" htmlFor="photos">
            Choose photos {left > 0 ? `(${left} more allowed)` : '(the project has all the photos it can keep)'}
          </label>
          <input id="photos" type="file" name="photos" multiple accept="image/jpeg,image/png,image/webp" disabled={left <= 0} />
          <button type="submit" name="intent" value="upload" className="button button--primary" disabled={left <= 0 || uploading}>
            {uploading ? 'Uploading…' : 'Upload photos'}
          </button>
        </Form>

        <RoomPhotoGrid photos={photos} editable />

        <section className="room-photos__code" aria-labelledby="phone-title">
          <h2 id="phone-title">Send photos from your phone</h2>
          {issued ? (
            <div data-testid="room-photo-code">
              <p>
                On your phone, open <strong data-testid="room-photo-code-url">{issued.url}</strong> and enter this code:
              </p>
              <p className="room-photos__code-value" data-testid="room-photo-code-value">
                {issued.code}
              </p>
              <p>
                It works for {limits.codeMinutes} minutes (until {new Date(issued.expiresAt!).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' })}) and only adds photos to this project. Asking for a new code stops this one. Reload this page to see the photos your phone sent.
              </p>
            </div>
          ) : (
            <p>Get a {limits.codeLength}-character code, open the address it shows on your phone and send photos straight from its camera — no sign-in needed there.</p>
          )}
          <Form method="post" className="room-photos__links">
            <CsrfField />
            <button type="submit" name="intent" value="code" className="button button--secondary" data-testid="room-photo-code-issue">
              {issued || code?.active ? 'Get a new code' : 'Get a code for my phone'}
            </button>
            {issued || code?.active ? (
              <button type="submit" name="intent" value="revoke" className="button button--secondary">
                Stop the code
              </button>
            ) : null}
          </Form>
        </section>

        <p className="room-photos__links">
          <Link to={hrefs.roomDetails}>Back to room details</Link>
          <Link to={hrefs.review}>Review your answers</Link>
          <Link to={hrefs.next} className="button button--primary">
            Continue the questionnaire
          </Link>
        </p>
      </div>
    </div>
  );
}
