import { useEffect, useState } from 'react';
import { useRecordContext } from 'react-admin';
import { Typography } from '@mui/material';
import { call } from '../http';
import { when } from '../format';

interface RoomPhoto {
  photoId: string;
  url: string;
  caption: string;
  width: number;
  height: number;
  via: 'owner' | 'code';
  addedAt: string;
}

/**
 * The project's room photos (issue 23, ADR 037): GET /api/admin/needs/{id}/photos
 * (staff only); each picture is /design/photo/…, which checks who asks again.
 * A click opens the photo at full size.
 */
export function RoomPhotos() {
  const r = useRecordContext();
  const id = r?.id === undefined ? null : String(r.id);
  const [state, setState] = useState<{ photos: RoomPhoto[] } | { error: string } | null>(null);
  useEffect(() => {
    if (!id) return;
    let live = true;
    call<{ photos: RoomPhoto[] }>(`/api/admin/needs/${encodeURIComponent(id)}/photos`)
      .then(({ data }) => live && setState({ photos: data.photos }))
      .catch((e: Error) => live && setState({ error: e.message }));
    return () => {
      live = false;
    };
  }, [id]);
  if (!state) return <Typography variant="body2">Loading photos…</Typography>;
  if ('error' in state) return <Typography variant="body2" color="error">{state.error}</Typography>;
  if (!state.photos.length) return <Typography variant="body2">No photos of the room.</Typography>;
  return (
    <ul data-testid="room-photos" style={{ display: 'flex', flexWrap: 'wrap', gap: 12, listStyle: 'none', margin: 0, padding: 0 }}>
      {state.photos.map((p) => (
        <li key={p.photoId} style={{ width: 180 }}>
          <a href={p.url} target="_blank" rel="noopener">
            <img src={p.url} alt={p.caption || 'Room photo'} width={180} height={Math.round((180 * p.height) / p.width)} style={{ objectFit: 'cover', borderRadius: 4, maxHeight: 180 }} />
          </a>
          <Typography variant="caption" component="p">
            {p.caption || 'No caption'} · {p.via === 'code' ? 'from a phone' : 'uploaded'} · {when(p.addedAt)}
          </Typography>
        </li>
      ))}
    </ul>
  );
}
