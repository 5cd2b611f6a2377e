import { canvasCommands } from '../domain/canvas/commands';
import { cartCommands } from '../domain/cart/commands';
import { catalogueCommands } from '../domain/catalogue/commands';
import { diyCommands } from '../domain/diy/commands';
import { filesCommands } from '../domain/files/commands';
import { identityCommands } from '../domain/identity/commands';
import { messagingCommands, orderThreadCommands } from '../domain/messaging/commands';
import { orderCommands } from '../domain/orders/commands';
import { paymentCommands } from '../domain/payments/commands';
import { projectCommands } from '../domain/projects/commands';
import { promotionCommands } from '../domain/promotions/commands';
import { reviewCommands } from '../domain/review/commands';
import type { CommandDefinition } from '../domain/shared/command-definition';
import { subscriptionCommands } from '../domain/subscriptions/commands';
import { supportCommands } from '../domain/support/commands';
import type { CommandPipeline } from '../infra/commands/pipeline';
import type { Config } from '../infra/config';
import type { Db } from '../infra/db/knex';
import type { EventStore } from '../infra/eventstore/port';
import type { Logger } from '../infra/logger';
import type { Mailer } from '../infra/mail/port';
import type { PaymentGateway } from '../infra/payments/port';
import type { EffectHandlers } from '../processes/process';
import { processes } from '../processes';
import { getAccount } from '../projections/identity/accounts';
import { ProcessRunner } from '../workers/process-runner';

const commandGroups = [
  canvasCommands,
  cartCommands,
  catalogueCommands,
  diyCommands,
  filesCommands,
  identityCommands,
  messagingCommands,
  orderThreadCommands,
  orderCommands,
  paymentCommands,
  projectCommands,
  promotionCommands,
  reviewCommands,
  subscriptionCommands,
  supportCommands,
];

/** Every command by type: what a scheduled command or an effect's answer names. */
export function commandRegistry(): Map<string, CommandDefinition> {
  const registry = new Map<string, CommandDefinition>();
  for (const group of commandGroups) for (const definition of Object.values(group) as CommandDefinition[]) registry.set(definition.type, definition);
  return registry;
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
