import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Config } from '../infra/config';
import { CommandPipeline } from '../infra/commands/pipeline';
import type { Logger } from '../infra/logger';
import type { Runtime } from '../infra/runtime';
import { ProjectionRunner, waitForCheckpoints } from '../workers/projection-runner';
import { waitForKafkaProjections } from '../workers/kafka-offset-store';
import { projections } from '../projections';
import { watchFeedStalls } from '../workers/feed-stall-watch';
import { openInfrastructure } from './boot';
import { createPaymentGateway } from '../infra/payments/factory';

function sessionSecretFor(config: Config): string {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  const file = path.join(config.DATA_DIR, 'session-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.DATA_DIR, { recursive: true, mode: 0o700 });
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/** The runtime as the composition root wired it: the concrete projection runner (tests and tools replay and stop it). */
export interface AppRuntime extends Runtime {
  runner: ProjectionRunner | null;
}

/** The app's runtime: infrastructure, the command pipeline and (inline mode) the projection runner. */
export async function createRuntime(
  config: Config,
  options: { databaseUrl?: string; logger?: Logger; startProjections?: boolean } = {},
): Promise<AppRuntime> {
  const infra = await openInfrastructure(config, options);
  const { logger, db, store } = infra;
  const pipeline = new CommandPipeline(store);
  // With BUS=kafka the projections run in the Kafka consumer workers instead.
  const inline = (options.startProjections ?? true) && config.PROJECTIONS === 'inline' && config.BUS === 'inline';
  const sessionSecret = sessionSecretFor(config);
  const runner = inline ? new ProjectionRunner(db, store, projections, logger) : null;
  await runner?.start();
  const stopWatch = runner && config.EVENT_STORE === 'postgres' ? watchFeedStalls(db, logger) : null;

  return {
    config,
    logger,
    db,
    store,
    pipeline,
    runner,
    sessionSecret,
    payments: createPaymentGateway(config, db, sessionSecret),
    async execute(definition, input, context, options = {}) {
      const result = await pipeline.execute(definition, input, context);
      const names = options.waitFor ?? projections.map((p) => p.name);
      const caughtUp = runner
        ? await runner.waitFor(result.checkpoint, { projections: names })
        : config.BUS === 'kafka'
          ? await waitForKafkaProjections(db, result.checkpoint, result.streamId, names, config.KAFKA_PARTITIONS)
          : await waitForCheckpoints(db, result.checkpoint, names);
      if (!caughtUp) logger.warn('read models lag behind a command', { command: definition.type });
      return result;
    },
    async close() {
      stopWatch?.();
      await runner?.stop();
      await infra.close();
    },
  };
}
