import { loadConfig } from '../infra/config';
import { onShutdown } from '../infra/shutdown';
import { commandRules, projections } from './registry';
import { watchFeedStalls } from '../workers/feed-stall-watch';
import { startStagedUploadSweeper } from '../workers/staged-upload-sweeper';
import { startMailSender } from '../workers/mail-sender';
import { createMailTransport } from '../infra/mail';
import { CommandPipeline } from '../infra/commands/pipeline';
import { createStorage } from '../infra/storage';
import { ProjectionRunner } from '../workers/projection-runner';
import { openInfrastructure } from './boot';
import { sessionSecretFor } from './runtime';
import { createProcessRunner } from './processes';
import { createPaymentGateway } from '../infra/payments/factory';
import { mailerFor } from '../infra/mail';

/**
 * `npm run workers`: the projection runner and the process runner as their own
 * process (with the upload sweeper and the mail sender, which the app runs too). Start the app with
 * PROJECTIONS=external so that it does not run them too (running both is safe —
 * each batch takes its projection's checkpoint row lock — but wasteful).
 */
const infra = await openInfrastructure(loadConfig());
const runner = new ProjectionRunner(infra.db, infra.store, projections, infra.logger);
await runner.start();
const processRunner = createProcessRunner({
  ...infra,
  pipeline: new CommandPipeline(infra.store, commandRules),
  mailer: mailerFor({ ...infra, sessionSecret: sessionSecretFor(infra.config) }),
  payments: createPaymentGateway(infra.config, infra.db, sessionSecretFor(infra.config)),
  storage: createStorage(infra.config, sessionSecretFor(infra.config)),
});
await processRunner.start();
const stopWatch = infra.config.EVENT_STORE === 'postgres' ? watchFeedStalls(infra.db, infra.logger) : null;
// Unconfirmed uploads are deleted once their URL has expired (the app sweeps too; sweeping twice is harmless).
const sessionSecret = sessionSecretFor(infra.config);
const stopSweeper = startStagedUploadSweeper({ db: infra.db, pipeline: new CommandPipeline(infra.store, commandRules), storage: createStorage(infra.config, sessionSecret), logger: infra.logger });
// The outbox's mail goes out from here too (the app sends as well; each mail is claimed by one sender).
const mailSender = startMailSender({ db: infra.db, transport: createMailTransport(infra.config), sessionSecret, logger: infra.logger, retryBaseMs: infra.config.MAIL_RETRY_BASE_MS });
infra.logger.info('projection workers running', { projections: projections.map((p) => p.name), processes: processRunner.processes.map((p) => p.name) });

onShutdown(async () => {
  stopWatch?.();
  stopSweeper();
  await processRunner.stop();
  await mailSender.stop();
  await runner.stop();
  await infra.close();
  infra.logger.info('projection workers stopped');
}, infra.logger);
