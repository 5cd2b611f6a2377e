import { Form } from '@remix-run/react';
import { CsrfField } from '~/ui/form-field';

export interface RoomPhotoItem {
  photoId: string;
  url: string;
  caption: string;
  width: number;
  height: number;
  via: 'owner' | 'code';
}

/** A project's room photos as thumbnails; with `editable`, each has a caption field and a delete button (plain form posts). */
export function RoomPhotoGrid({ photos, editable = false, action }: { photos: readonly RoomPhotoItem[]; editable?: boolean; action?: string }) {
  if (!photos.length) return <p data-testid="room-photos-none">No photos of the room yet.</p>;
  return (
    <ul className="room-photos" data-testid="room-photos">
      {photos.map((p, i) => (
        <li key={p.photoId}>
          <figure className="room-photo" data-testid="room-photo" data-photo-id={p.photoId}>
            <a href={p.url} target="_blank" rel="noreferrer">
              <img src={p.url} alt={p.caption || `Room photo ${i + 1}`} width={p.width} height={p.height} loading="lazy" />
            </a>
            {editable ? (
              <>
                <Form method="post" action={action}>
                  <CsrfField />
                  <input type="hidden" name="photoId" value={p.photoId} />
                  <label className="visually-hidden" htmlFor={`caption-${p.photoId}`}>
                    Caption for photo {i + 1}
                  </label>
                  <input id={`caption-${p.photoId}`} type="text" name="caption" maxLength={200} defaultValue={p.caption} placeholder="What does it show? (e.g. window wall)" />
                  <button type="submit" name="intent" value="caption" className="button button--secondary">
                    Save
                  </button>
                </Form>
                <Form method="post" action={action}>
                  <CsrfField />
                  <input type="hidden" name="photoId" value={p.photoId} />
                  <button type="submit" name="intent" value="remove" className="button button--secondary" aria-label={`Delete photo ${i + 1}`}>
                    Delete
                  </button>
                  {p.via === 'code' ? <small>sent from a phone</small> : null}
                </Form>
              </>
            ) : p.caption ? (
              <figcaption>{p.caption}</figcaption>
            ) : null}
          </figure>
        </li>
      ))}
    </ul>
  );
}

/** The link the questionnaire's pages show (ROOM DETAILS, REVIEW). */
export function RoomPhotosLink({ needId, packageId }: { needId: string; packageId?: string }) {
  return (
    <p className="room-photos__link">
      <a href={`/design/upload?${new URLSearchParams({ needId, ...(packageId ? { packageId } : {}) })}`} data-testid="room-photos-link">
        Add photos of your room
      </a>{' '}
      — from this device or your phone, so your designer sees the space.
    </p>
  );
}
