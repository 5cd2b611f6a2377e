import { useState } from 'react';
import { useHydrated } from '~/ui/form-field';
import { postForm } from '../editor/editor-api';

/** Makes a read-only link to the board (POST diymb/{id}/share); the key is shown once. */
export function ShareButton({ boardId }: { boardId: string }) {
  const hydrated = useHydrated();
  const [link, setLink] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!hydrated) return null;
  if (link)
    return (
      <span className="mb-share">
        <input readOnly value={link} aria-label="Read-only link to this board" data-testid="share-link" onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="button button--secondary button--small" onClick={() => void navigator.clipboard?.writeText(link)}>
          Copy
        </button>
      </span>
    );
  return (
    <>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          setError(null);
          try {
            const { url } = await postForm<{ url: string }>(`/api/diymb/${boardId}/share`, {});
            setLink(new URL(url, window.location.origin).href);
          } catch (e) {
            setError((e as Error).message);
          } finally {
            setBusy(false);
          }
        }}
      >
        Share a view-only link
      </button>
      {error ? <span className="mbe-error">{error}</span> : null}
    </>
  );
}
