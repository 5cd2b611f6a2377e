import type { Actor } from '../../../domain/shared/messages';
import { renderSvgToPng, renderThumbnail } from '../../../infra/images/svg-render';
import type { Runtime } from '../../../infra/runtime';
import { isStorageKey, localFilesPath, storageFor } from '../../../infra/storage';
import { corsPrefix, proxiedBytes } from './image-proxy.server';
import { incomingPrefix, storeRendered } from './uploads.server';

/**
 * A board's pictures as the renderer may see them: our stored files (/files/…
 * or the bucket's public address) and images through the /cors proxy, read by
 * the app and inlined; the renderer itself never opens a file or a socket.
 */
function renderOptions(runtime: Runtime) {
  const storage = storageFor(runtime);
  const bucketBase = storage.kind === 's3' ? storage.publicUrl('x').slice(0, -1) : null;
  const ownPrefixes = [`${localFilesPath}/`, corsPrefix, ...(bucketBase ? [bucketBase] : [])];
  const fromStorage = async (key: string) => (isStorageKey(key) && !key.startsWith(incomingPrefix) ? storage.getObject(key) : null);
  return {
    ownPrefixes,
    async resolveImage(ref: string) {
      if (ref.startsWith(corsPrefix)) return proxiedBytes(runtime, ref.slice(corsPrefix.length));
      if (bucketBase && ref.startsWith(bucketBase)) return fromStorage(ref.slice(bucketBase.length));
      if (storage.kind === 'local' && ref.startsWith(`${localFilesPath}/`)) return fromStorage(ref.slice(localFilesPath.length + 1));
      return null;
    },
  };
}

/** file/svg2png/moodBoard: the board's SVG rendered to PNG and stored → its URL. The caller has checked board access. */
export async function renderBoardPng(runtime: Runtime, actor: Actor, svgText: unknown, boardId: string | null = null): Promise<string> {
  const png = await renderSvgToPng(svgText, renderOptions(runtime));
  return storeRendered(runtime, actor, { ...png, contentType: 'image/png', ext: 'png' }, 'board-render', boardId);
}

/** A board's thumbnail (JPEG quality 50, scaled by targetWidth / boardWidth) stored → its URL. The caller has checked board access. */
export async function renderBoardThumbnail(runtime: Runtime, actor: Actor, svgText: unknown, size: { targetWidth: number; boardWidth: number }, boardId: string | null = null): Promise<string> {
  const jpeg = await renderThumbnail(svgText, { ...renderOptions(runtime), ...size });
  return storeRendered(runtime, actor, { ...jpeg, contentType: 'image/jpeg', ext: 'jpg' }, 'thumbnail', boardId);
}
