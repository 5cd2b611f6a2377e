/**
 * The child process that renders room stills (infra/images/room-stills.ts):
 * pure TypeScript CPU work kept off the server's event loop. It reads only the
 * jobs it is sent and answers each with its WebP files, or with a plain error
 * code (never a stack or a path).
 */
import { buildModel, type ModelSpec } from '../../domain/catalogue/models3d';
import { renderRoomStill } from '../../domain/rooms/render';
import { encodePicture } from './model-pictures';
import type { StillsJob } from './room-stills';

export async function renderStills(job: StillsJob): Promise<Buffer[]> {
  const pieces = job.pieces.map((p) => ({ placement: p.placement, model: modelOf(p.spec) }));
  const out: Buffer[] = [];
  for (const view of job.views) out.push(await encodePicture(renderRoomStill(job.room, pieces, view, { width: job.width, height: job.height }), 'webp'));
  return out;
}

/** A spec the kernel refuses stands as a box of its size (room-scene.ts), as on the 3D page. */
function modelOf(spec: ModelSpec | null) {
  if (!spec) return null;
  try {
    return buildModel(spec);
  } catch {
    return null;
  }
}

if (process.env.RC_ROOM_STILLS_CHILD === '1' && process.send) {
  process.on('disconnect', () => process.exit(0));
  process.on('message', (message: { id: number; job: StillsJob }) => {
    renderStills(message.job).then(
      (bodies) => process.send!({ id: message.id, ok: true, bodies: bodies.map((b) => b.toString('base64')) }),
      (error: unknown) => process.send!({ id: message.id, ok: false, code: error instanceof Error ? error.name : 'Error' }),
    );
  });
}
