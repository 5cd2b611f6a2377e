import { filesCommands } from '../domain/files/commands';
import type { CommandPipeline } from '../infra/commands/pipeline';
import type { Db } from '../infra/db/knex';
import type { Logger } from '../infra/logger';
import type { Storage } from '../infra/storage';
import { expiredStagedUploads } from '../projections/files/staged-uploads';

/** Where the bytes of a signed upload wait until confirmUpload (never served). */
const incomingPrefix = 'incoming/';

/** How long after its URL expired an unconfirmed upload is kept (a confirm may follow a PUT made just in time). */
export const stagedGraceSeconds = 60;

export interface SweeperDeps {
  db: Db;
  pipeline: CommandPipeline;
  storage: Storage;
  logger: Logger;
  now?: () => Date;
}

/**
 * One sweep: each upload whose signed URL expired more than a minute ago and
 * that was never confirmed has its staged bytes deleted (local folder or
 * bucket, through the storage port), then DiscardStagedUpload records it, which
 * frees the owner's staged allowance. Safe to run in several processes at once:
 * deleting is idempotent and the command id is the key's, so a second sweep of
 * the same upload appends nothing. Returns how many were swept.
 */
export async function sweepStagedUploads(deps: SweeperDeps): Promise<number> {
  const now = (deps.now ?? (() => new Date()))();
  const expired = await expiredStagedUploads(deps.db, new Date(now.getTime() - stagedGraceSeconds * 1000));
  let swept = 0;
  for (const { key, ownerId } of expired) {
    try {
      await deps.storage.deleteObject(`${incomingPrefix}${key}`);
      await deps.pipeline.execute(filesCommands.DiscardStagedUpload, { ownerId, key }, { actor: { kind: 'system' }, commandId: `discard-staged-${key}`, now });
      swept++;
    } catch (error) {
      deps.logger.warn('staged upload not swept', { key, error: (error as Error).message });
    }
  }
  if (swept) deps.logger.info('unconfirmed uploads swept', { count: swept });
  return swept;
}

/** Sweeps every `everyMs` (default a minute) until the returned function is called. */
export function startStagedUploadSweeper(deps: SweeperDeps, everyMs = 60_000): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await sweepStagedUploads(deps);
    } catch (error) {
      deps.logger.warn('staged upload sweep failed', { error: (error as Error).message });
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
