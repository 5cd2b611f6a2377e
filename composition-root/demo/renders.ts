import { createHash } from 'node:crypto';
import type { AppRuntime } from '../runtime';
import { rendersCommands } from '../../domain/renders/commands';
import { rendersDecider } from '../../domain/renders/render-jobs.decide';
import { rendersStream, type RenderStyle, type RoomType } from '../../domain/renders/render-jobs';
import type { Actor } from '../../domain/shared/messages';
import type { RoomStillsRenderer } from '../../infra/images/room-stills';
import { storageFor } from '../../infra/storage';
import { emptyRoomStill } from '../studio-renders';

/** The demo client (composition-root/demo/accounts.ts). */
const demoClient: Actor = { kind: 'user', userId: 'demo-client', email: 'client@roomcraft.local', roles: ['client'] };
const ownerId = 'demo-client';

/** The demo client's renders (issue 25, ADR 062): made by the studio, the first shared in the public gallery. */
export const demoRenders: ReadonlyArray<{ n: number; roomType: RoomType; style: RenderStyle; shared: boolean }> = [
  { n: 1, roomType: 'Living Room', style: 'Scandinavian', shared: true },
  { n: 2, roomType: 'Bedroom', style: 'Coastal', shared: false },
];

/** A demo render's id: fixed, in the renders context's form (`r` + 32 hex digits). */
export const demoRenderId = (n: number) => `r${createHash('sha256').update(`roomcraft-demo-render-${n}`).digest('hex').slice(0, 32)}`;
const photoKeyOf = (n: number) => `ai-renders/${ownerId}/demo-room-${n}.webp`;

type SeedRuntime = Pick<AppRuntime, 'pipeline' | 'store' | 'logger' | 'config' | 'sessionSecret' | 'loadAggregate'>;
const turn = () => new Promise((resolve) => setImmediate(resolve));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The demo's AI renders (`npm start` only, with the studio as its provider: the
 * tests' template has none). Each goes in through the real path: its "photo" (the
 * room type's typical room, empty, from the studio's own viewpoint) kept under
 * the client's private prefix, `RequestRender` as the client, the render process
 * and the studio making it; then the shared one is shared (`ShareRender`).
 * Fixed command and render ids, and a last marker command: seeding again appends
 * nothing. Between renders it yields; the stills are made in the renderer's
 * child process, so the event loop is never held. It waits (bounded) for the
 * renders to finish before sharing.
 */
export async function seedDemoRenders(runtime: SeedRuntime, deps: { stills: () => Pick<RoomStillsRenderer, 'render'>; waitMs?: number; stopped?: () => boolean }): Promise<number> {
  if (runtime.config.RENDER_PROVIDER !== 'studio') return 0;
  const jobsNow = async () => (await runtime.loadAggregate(rendersDecider, rendersStream(ownerId))).state.jobs;
  // Seeded already (each made, the shared ones shared): nothing to do, nothing appended.
  const seeded = await jobsNow();
  if (demoRenders.every((r) => seeded[demoRenderId(r.n)] && seeded[demoRenderId(r.n)]!.status !== 'requested' && seeded[demoRenderId(r.n)]!.status !== 'running' && (!r.shared || seeded[demoRenderId(r.n)]!.shared))) return 0;
  const storage = storageFor(runtime);
  for (const r of demoRenders) {
    await turn();
    if (deps.stopped?.()) return 0;
    if (seeded[demoRenderId(r.n)]) continue;
    const photoKey = photoKeyOf(r.n);
    if (!(await storage.getObject(photoKey))) await storage.putObject(photoKey, await emptyRoomStill(deps.stills(), r.roomType), 'image/webp', { cacheControl: 'private, max-age=31536000, immutable' });
    try {
      await runtime.pipeline.execute(
      rendersCommands.RequestRender,
      {
        ownerId, renderId: demoRenderId(r.n), photoKey, roomType: r.roomType, style: r.style, prompt: '', provider: 'studio', plan: 'free',
        retryBaseMs: runtime.config.RENDER_RETRY_BASE_MS, timeoutMs: runtime.config.RENDER_TIMEOUT_MS,
      },
      { actor: demoClient, commandId: `demo:render:${r.n}:request` },
      );
    } catch (error) {
      // The client's free renders of this month used up by hand: the demo goes on without this one.
      runtime.logger.warn('a demo render was not requested', { renderId: demoRenderId(r.n), error: error instanceof Error ? error.message : String(error) });
    }
  }
  // The process renders them in turn; wait for each to finish (a bounded wait, never busy), then share.
  const until = Date.now() + (deps.waitMs ?? 5 * 60_000);
  let done = 0;
  for (const r of demoRenders) {
    let status = 'requested';
    while (Date.now() < until && !deps.stopped?.()) {
      const job = (await jobsNow())[demoRenderId(r.n)];
      if (!job) break;
      status = job.status;
      if (status === 'succeeded' || status === 'failed' || status === 'cancelled') break;
      await pause(250);
    }
    if (status !== 'succeeded') {
      runtime.logger.warn('a demo render did not finish; it is left as it is', { renderId: demoRenderId(r.n), status });
      continue;
    }
    if (r.shared) await runtime.pipeline.execute(rendersCommands.ShareRender, { ownerId, renderId: demoRenderId(r.n), shared: true }, { actor: demoClient, commandId: `demo:render:${r.n}:share` });
    done += 1;
  }
  runtime.logger.info('demo renders seeded', { renders: done });
  return done;
}
