import type { CommandDefinition } from '../domain/shared/command-definition';
import type { CommandPipeline } from '../infra/commands/pipeline';
import type { Config } from '../infra/config';
import type { Db } from '../infra/db/knex';
import type { EventStore } from '../infra/eventstore/port';
import type { Logger } from '../infra/logger';
import type { Mailer } from '../infra/mail/port';
import type { PaymentGateway } from '../infra/payments/port';
import type { EffectHandlers } from '../processes/process';
import { getAccount } from '../projections/identity/accounts';
import { ProcessRunner } from '../workers/process-runner';
import { commands, processes } from './registry';

/** Every command by type: what a scheduled command or an effect's answer names (built from the contexts' manifests). */
export function commandRegistry(): Map<string, CommandDefinition> {
  return new Map(commands);
}

/** The site's address in mail a process sends (no request to take it from). */
export const processSiteUrl = (config: Config) => (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');

/** The effects processes name, implemented with the adapters this process has. */
export function effectHandlers(_deps: { payments: PaymentGateway; db: Db; logger: Logger }): EffectHandlers {
  return {};
}

/** The process runner every long-running process starts with its projections. */
export function createProcessRunner(deps: { config: Config; db: Db; store: EventStore; pipeline: CommandPipeline; logger: Logger; mailer: Mailer; payments: PaymentGateway }): ProcessRunner {
  return new ProcessRunner({
    db: deps.db,
    store: deps.store,
    pipeline: deps.pipeline,
    logger: deps.logger,
    processes,
    commands: commandRegistry(),
    effects: effectHandlers(deps),
    sendMail: (message) => deps.mailer.send(message),
    addressOf: async (userId, preference) => {
      const account = await getAccount(deps.db, userId);
      if (!account) return null;
      // "Project updates" off (openReceive): no notification mail.
      if (preference === 'project-updates' && !account.openReceive) return null;
      return account.email;
    },
    env: { siteUrl: processSiteUrl(deps.config) },
  });
}
