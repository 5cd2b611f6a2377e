import type { Runtime } from '../../../infra/runtime';
import { storageFor } from '../../../infra/storage';
import { renderImageFor } from '~/renders/index.server';

/** A picture detection may run on, as one source finds it for a viewer. */
export interface DetectionImage {
  /** The source's name (`upload`, `render`…): part of the detection's stream. */
  source: string;
  imageId: string;
  ownerId: string;
  /** Its storage key, and the address browsers read it at. */
  key: string;
  url: string;
  /** Its bytes and type (read when detecting). */
  load(): Promise<{ body: Buffer; contentType: string } | null>;
}

/**
 * Where the pictures of /design/ai/detection/{id} come from (issue 25). Each
 * source finds an id among the pictures the viewer may see — `viewerId` is the
 * signed-in user's id or the visitor's — or answers null; the first that
 * finds it wins. Another viewer's picture is found by none (404). To add one
 * (the AI renders: `renderImageFor(renderId, viewerId)`), write its `find` and
 * add it to `detectionImageSources`.
 */
export interface DetectionImageSource {
  name: string;
  find(runtime: Runtime, id: string, viewerId: string): Promise<DetectionImage | null>;
}

const uploadIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const uploadExts = ['jpg', 'png', 'webp', 'gif'] as const;

/** The viewer's own uploaded photos (files context: `images/{viewerId}/{uuid}.{ext}`); the id is the uuid. */
export const uploadedPhotoSource: DetectionImageSource = {
  name: 'upload',
  async find(runtime, id, viewerId) {
    const uuid = id.toLowerCase();
    if (!uploadIdPattern.test(uuid) || !/^[A-Za-z0-9_-]{1,64}$/.test(viewerId)) return null;
    const storage = storageFor(runtime);
    for (const ext of uploadExts) {
      const key = `images/${viewerId}/${uuid}.${ext}`;
      const found = await storage.getObject(key);
      if (found) return { source: 'upload', imageId: uuid, ownerId: viewerId, key, url: storage.publicUrl(key), load: async () => found };
    }
    return null;
  },
};

/** The AI renders the viewer may see (their own, and those shared by their owners); the id is the render's. */
export const renderSource: DetectionImageSource = {
  name: 'render',
  async find(runtime, id, viewerId) {
    const render = await renderImageFor(runtime, id, viewerId);
    if (!render) return null;
    const storage = storageFor(runtime);
    return { source: 'render', imageId: render.renderId, ownerId: render.ownerId, key: render.fileKey, url: render.url, load: async () => storage.getObject(render.fileKey) };
  },
};

export const detectionImageSources: DetectionImageSource[] = [uploadedPhotoSource, renderSource];
