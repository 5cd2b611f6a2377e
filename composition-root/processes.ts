import type { CommandDefinition } from '../domain/shared/command-definition';
import type { CommandPipeline } from '../infra/commands/pipeline';
import type { Config } from '../infra/config';
import type { Db } from '../infra/db/knex';
import type { EventStore } from '../infra/eventstore/port';
import type { Logger } from '../infra/logger';
import type { Mailer } from '../infra/mail/port';
import type { PaymentGateway } from '../infra/payments/port';
import type { EffectHandlers } from '../processes/process';
import { paymentEffects } from '../processes/payments/payment-process';
import { type CardRefund, orderRefundAnswers, orderRefundEffect } from '../processes/orders/order-refunds';
import { paymentProcessCommands } from '../processes/payments/settle';
import { deleteStoredFileEffect, type DeleteStoredFile } from '../processes/ratings/review-photo-cleanup';
import type { Storage } from '../infra/storage';
import { type PaymentFailure, type PaymentHold, refusalOf } from '../domain/payments/payment';
import { ConcurrencyError, DomainError } from '../domain/shared/errors';
import { CardRejectedError, type ChargeResult } from '../infra/payments/port';
import { getAccount } from '../projections/identity/accounts';
import { ProcessRunner } from '../workers/process-runner';
import { proposalRendersEffect, type ProposalStillsInput } from '../processes/review/proposal-renders';
import { proposalStills } from './proposal-stills';
import { RoomStillsRenderer } from '../infra/images/room-stills';
import { commands, processes } from './registry';
import { renderEffectHandlers } from './render-effects';
import { linkSignature } from '../infra/identity/secrets';
import { sessionSecretFor } from './session-secret';

/** Signs links in process mail (the reminders' unsubscribe link) with the server secret the app checks them with. */
const linkSigner = (config: Config) => {
  let secret: string | undefined;
  return (value: string) => linkSignature((secret ??= sessionSecretFor(config)), value);
};
import { attributionEffectHandlers } from './attribution-effects';

/** Every command by type: what a scheduled command or an effect's answer names (built from the contexts' manifests). */
export function commandRegistry(): Map<string, CommandDefinition> {
  return new Map(commands);
}

/** The site's address in mail a process sends (no request to take it from). */
export const processSiteUrl = (config: Config) => (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');

const system = { kind: 'system' } as const;

/** A domain refusal as a payment records it (a version conflict that outlasted the retries is not one: the step is retried). */
function refusal(error: unknown): PaymentFailure | null {
  if (!(error instanceof DomainError) || error instanceof ConcurrencyError) return null;
  return { kind: error.kind, code: error.code, message: error.message.slice(0, 500), ...(Object.keys(error.fields).length ? { fields: { ...error.fields } } : {}) };
}

/**
 * The effects processes name, implemented with the adapters this process has.
 * The payment process's (ADR 025): take a payment's holds, charge its card, have
 * its purpose record it, refund it; and an order's card refund. Each answers the commands that record what
 * happened; a gateway that does not answer throws, and the step is tried again
 * with the same key (the gateway's idempotency key is the payment id).
 */
// One renderer (one child process, one job at a time) for every runner in this process.
let stillsRenderer: RoomStillsRenderer | undefined;
/** This process's stills renderer (the demo's render photos share it with the studio's renders). */
export const sharedStillsRenderer = (): RoomStillsRenderer => (stillsRenderer ??= new RoomStillsRenderer());

export function effectHandlers(deps: { payments: PaymentGateway; pipeline: CommandPipeline; logger: Logger; storage?: Storage; db?: Db; commands?: ReadonlyMap<string, CommandDefinition> }): EffectHandlers {
  const commands = deps.commands ?? commandRegistry();
  const run = (type: string, input: unknown, commandId: string) => {
    const definition = paymentProcessCommands.get(type) ?? commands.get(type);
    if (!definition) throw new Error(`A payment names an unknown command ${type}`);
    return deps.pipeline.execute(definition, input, { actor: system, commandId });
  };
  return {
    [paymentEffects.hold]: async ({ paymentId, holds }: { paymentId: string; holds: PaymentHold[] }, { key }) => {
      for (const [index, hold] of holds.entries()) {
        try {
          // Not `${key}:${index}`: the runner sends the answer's commands under those ids.
          await run(hold.command, hold.input, `${key}:hold-${index}`);
        } catch (error) {
          const failure = refusal(error);
          if (!failure) throw error;
          return { commands: [{ type: 'RecordPaymentRefused', input: { paymentId, failure: refusalOf(hold, failure), heldCount: index } }] };
        }
      }
      return { commands: [{ type: 'RecordPaymentHeld', input: { paymentId } }] };
    },
    [paymentEffects.charge]: async (input: { paymentId: string; token: string; amountCents: number; description: string; metadata: Record<string, string> }) => {
      const { paymentId } = input;
      let charge: ChargeResult;
      try {
        charge = await deps.payments.charge({ token: input.token, amountCents: input.amountCents, currency: 'usd', idempotencyKey: paymentId, description: input.description, metadata: input.metadata });
      } catch (error) {
        // A refusal is an answer; a gateway that did not answer (GatewayUnavailableError) is asked again later, with the same key.
        if (!(error instanceof CardRejectedError)) throw error;
        charge = { status: 'declined', code: 'card_rejected', message: error.message || 'Your card was declined.' };
      }
      if (charge.status === 'declined') return { commands: [{ type: 'RecordPaymentDeclined', input: { paymentId, code: charge.code.slice(0, 64), message: charge.message.slice(0, 300) } }] };
      return { commands: [{ type: 'RecordPaymentCharged', input: { paymentId, gatewayPaymentId: charge.paymentId, amountCents: charge.amountCents } }] };
    },
    [paymentEffects.settle]: async ({ paymentId, command, input }: { paymentId: string; command: string; input: unknown }, { key }) => {
      try {
        await run(command, input, `${key}:record`);
      } catch (error) {
        const failure = refusal(error);
        if (!failure) throw error;
        deps.logger.warn('a charged payment was not recorded by its purpose; it is refunded', { paymentId, command, code: failure.code });
        return { commands: [{ type: 'RecordPaymentNotSettled', input: { paymentId, failure } }] };
      }
      return { commands: [{ type: 'RecordPaymentSettled', input: { paymentId } }] };
    },
    [paymentEffects.refund]: async ({ paymentId, gatewayPaymentId, amountCents }: { paymentId: string; gatewayPaymentId: string; amountCents: number }) => {
      try {
        const { refundId } = await deps.payments.refund({ paymentId: gatewayPaymentId, amountCents, idempotencyKey: `refund-${paymentId}` });
        return { commands: [{ type: 'RecordPaymentRefunded', input: { paymentId, refundId, amountCents } }] };
      } catch (error) {
        if (!(error instanceof CardRejectedError)) throw error;
        deps.logger.error('the gateway refused to refund a payment', { paymentId, message: error.message });
        return { commands: [{ type: 'RecordPaymentRefundFailed', input: { paymentId, message: error.message.slice(0, 300) || 'Refused' } }] };
      }
    },
    // An order's card refund (processes/orders/order-refunds.ts): recorded on the order, or refused there (its amount refundable again).
    [orderRefundEffect]: async ({ orderId, refundId, gatewayPaymentId, amountCents, reason, idempotencyKey }: CardRefund) => {
      try {
        await deps.payments.refund({ paymentId: gatewayPaymentId, amountCents, idempotencyKey });
      } catch (error) {
        if (!(error instanceof CardRejectedError)) throw error;
        return { commands: [{ type: orderRefundAnswers.refused, input: { orderId, refundId, message: error.message.slice(0, 300) || 'Refused' } }] };
      }
      return { commands: [{ type: orderRefundAnswers.refunded, input: { orderId, refundId, amountCents, reason, to: 'card' } }] };
    },
    // A review photo a new version replaced or removed (processes/ratings/review-photo-cleanup.ts): deleting is idempotent;
    // a storage that did not answer throws, and the step is tried again.
    [deleteStoredFileEffect]: async ({ ownerId, key }: DeleteStoredFile) => {
      if (!deps.storage) throw new Error('No file storage to delete a file from');
      // Only the owner's own images: a key is checked again before anything is deleted.
      if (!key.startsWith(`images/${ownerId}/`)) return { commands: [] };
      await deps.storage.deleteObject(key);
      deps.logger.info('replaced review photo deleted', { key });
      return { commands: [] };
    },
    // Stills of a published version's rooms (processes/review/proposal-renders.ts, issue 23): a failed board is
    // logged and skipped, so the answer is always the boards that were rendered.
    [proposalRendersEffect]: async (input: ProposalStillsInput) => {
      if (!deps.storage || !deps.db) throw new Error('No file storage or database to render room stills with');
      return proposalStills({ db: deps.db, storage: deps.storage, logger: deps.logger, renderer: (stillsRenderer ??= new RoomStillsRenderer()) }, input);
    },
  };
}

/** The process runner every long-running process starts with its projections. */
/** `now`: the runner's clock (tests of scheduled work, e.g. the subscription's renewals, ADR 048); the real time by default. */
export function createProcessRunner(deps: { config: Config; db: Db; store: EventStore; pipeline: CommandPipeline; logger: Logger; mailer: Mailer; payments: PaymentGateway; storage?: Storage; now?: () => Date }): ProcessRunner {
  const commands = commandRegistry();
  return new ProcessRunner({
    db: deps.db,
    store: deps.store,
    pipeline: deps.pipeline,
    logger: deps.logger,
    processes,
    commands,
    // The render process's (issue 25, ADR 046): its provider and storage.
    effects: { ...effectHandlers({ ...deps, commands }), ...renderEffectHandlers({ config: deps.config, siteUrl: processSiteUrl(deps.config), storage: deps.storage, logger: deps.logger, db: deps.db, stills: sharedStillsRenderer }), ...attributionEffectHandlers({ config: deps.config, logger: deps.logger }) },
    sendMail: (message) => deps.mailer.send(message),
    addressOf: async (userId, preference) => {
      const account = await getAccount(deps.db, userId);
      if (!account) return null;
      // "Project updates" off (openReceive): no notification mail.
      if (preference === 'project-updates' && !account.openReceive) return null;
      return account.email;
    },
    env: { siteUrl: processSiteUrl(deps.config), sign: linkSigner(deps.config) },
    ...(deps.now ? { now: deps.now } : {}),
  });
}
