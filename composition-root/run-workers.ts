import { loadConfig } from '../infra/config';
import { onShutdown } from '../infra/shutdown';
import { commandRules, projections } from './registry';
import { watchFeedStalls } from '../workers/feed-stall-watch';
import { startStagedUploadSweeper } from '../workers/staged-upload-sweeper';
import { CommandPipeline } from '../infra/commands/pipeline';
import { createStorage } from '../infra/storage';
import { ProjectionRunner } from '../workers/projection-runner';
import { openInfrastructure } from './boot';
import { sessionSecretFor } from './runtime';
import { createProcessRunner } from './processes';
import { createPaymentGateway } from '../infra/payments/factory';
import { mailerFor } from '../infra/mail';

/**
 * `npm run workers`: the projection runner and the process runner as their own process. Start the app with
 * PROJECTIONS=external so that it does not run them too (running both is safe —
 * each batch takes its projection's checkpoint row lock — but wasteful).
 */
const infra = await openInfrastructure(loadConfig());
const runner = new ProjectionRunner(infra.db, infra.store, projections, infra.logger);
await runner.start();
const processRunner = createProcessRunner({
  ...infra,
  pipeline: new CommandPipeline(infra.store, commandRules),
  mailer: mailerFor(infra),
  payments: createPaymentGateway(infra.config, infra.db, sessionSecretFor(infra.config)),
});
await processRunner.start();
const stopWatch = infra.config.EVENT_STORE === 'postgres' ? watchFeedStalls(infra.db, infra.logger) : null;
// Unconfirmed uploads are deleted once their URL has expired (the app sweeps too; sweeping twice is harmless).
const stopSweeper = startStagedUploadSweeper({ db: infra.db, pipeline: new CommandPipeline(infra.store, commandRules), storage: createStorage(infra.config, sessionSecretFor(infra.config)), logger: infra.logger });
infra.logger.info('projection workers running', { projections: projections.map((p) => p.name), processes: processRunner.processes.map((p) => p.name) });

onShutdown(async () => {
  stopWatch?.();
  stopSweeper();
  await processRunner.stop();
  await runner.stop();
  await infra.close();
  infra.logger.info('projection workers stopped');
}, infra.logger);
