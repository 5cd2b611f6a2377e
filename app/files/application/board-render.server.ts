import type { Actor } from '../../../domain/shared/messages';
import { renderSvgToPng, renderThumbnail } from '../../../infra/images/svg-render';
import type { Runtime } from '../../../infra/runtime';
import { isPrivateStorageKey, isStorageKey, localFilesPath, storageFor } from '../../../infra/storage';
import { targetOf } from '../../../infra/http/image-proxy';
import { corsPrefix, proxiedBytes, proxySettings } from './image-proxy.server';
import { renderPoolFor } from './render-pool.server';
import { assertMayStore, incomingPrefix, storeRendered } from './uploads.server';

/**
 * A board's pictures as the renderer may see them: our stored files (/files/…
 * or the bucket's public address) and images through the /cors proxy, read by
 * the app and inlined; the renderer itself never opens a file or a socket.
 */
function renderOptions(runtime: Runtime, signal?: AbortSignal) {
  const storage = storageFor(runtime);
  const proxy = proxySettings(runtime);
  const bucketBase = storage.kind === 's3' ? storage.publicUrl('x').slice(0, -1) : null;
  const ownPrefixes = [`${localFilesPath}/`, corsPrefix, ...(bucketBase ? [bucketBase] : [])];
  const fromStorage = async (key: string) => (isStorageKey(key) && !key.startsWith(incomingPrefix) && !isPrivateStorageKey(key) ? storage.getObject(key) : null);
  return {
    ownPrefixes,
    pool: renderPoolFor(runtime),
    signal,
    /** A /cors/ path only to a host the proxy serves (never an IP literal or an unconfigured host such as localhost). */
    allowOwn: (ref: string) => {
      if (!ref.startsWith(corsPrefix)) return true;
      const [path, query] = ref.slice(corsPrefix.length).split('?');
      return targetOf(path, query ? `?${query}` : '', proxy) instanceof URL;
    },
    async resolveImage(ref: string) {
      if (ref.startsWith(corsPrefix)) return proxiedBytes(runtime, ref.slice(corsPrefix.length));
      if (bucketBase && ref.startsWith(bucketBase)) return fromStorage(ref.slice(bucketBase.length));
      if (storage.kind === 'local' && ref.startsWith(`${localFilesPath}/`)) return fromStorage(ref.slice(localFilesPath.length + 1));
      return null;
    },
  };
}

/**
 * file/svg2png/moodBoard: the board's SVG rendered to PNG and stored → its URL. The caller has checked board access.
 * The caller's image limit is judged before rendering; `signal` (the request's) stops the render when the client goes.
 */
export async function renderBoardPng(runtime: Runtime, actor: Actor, svgText: unknown, boardId: string | null = null, signal?: AbortSignal): Promise<string> {
  await assertMayStore(runtime, actor);
  const png = await renderSvgToPng(svgText, renderOptions(runtime, signal));
  return storeRendered(runtime, actor, { ...png, contentType: 'image/png', ext: 'png' }, 'board-render', boardId);
}

/** A board's thumbnail (JPEG quality 50, scaled by targetWidth / boardWidth) stored → its URL. The caller has checked board access. */
export async function renderBoardThumbnail(runtime: Runtime, actor: Actor, svgText: unknown, size: { targetWidth: number; boardWidth: number }, boardId: string | null = null, signal?: AbortSignal): Promise<string> {
  await assertMayStore(runtime, actor);
  const jpeg = await renderThumbnail(svgText, { ...renderOptions(runtime, signal), ...size });
  return storeRendered(runtime, actor, { ...jpeg, contentType: 'image/jpeg', ext: 'jpg' }, 'thumbnail', boardId);
}
