import type { CommandDefinition } from '../domain/shared/command-definition';
import { ConcurrencyError, DomainError } from '../domain/shared/errors';
import type { RecordedEvent } from '../domain/shared/feed';
import type { Actor } from '../domain/shared/messages';
import { type AnyProcess, type EffectAnswer, isCommandOutput, isEffectOutput, type ProcessOutput } from '../processes/process';
import type { ProcessRunnerDeps } from './process-runner';
import { processEffectsTable, processScheduleTable } from './process-store';

const system: Actor = { kind: 'system' };

/** A refusal by the domain is an answer; a version conflict that outlasted the pipeline's retries is not. */
const isRefusal = (error: unknown) => error instanceof DomainError && !(error instanceof ConcurrencyError);

/**
 * What processes send (the process runner's steps): commands now or scheduled,
 * effects answered once per key, mails queued once per key — each under an id
 * derived from the event that called for it, so a step handled again sends
 * nothing twice — and the scheduled commands once they are due.
 */
export class ProcessSteps {
  constructor(private readonly deps: Pick<ProcessRunnerDeps, 'db' | 'pipeline' | 'logger' | 'commands' | 'effects' | 'sendMail' | 'addressOf'> & { now: () => Date }) {}

  /** Sends an event's outputs, each under an id derived from the event. */
  async sendOutputs(process: AnyProcess, event: RecordedEvent, outputs: readonly ProcessOutput[]): Promise<void> {
    for (const [index, output] of outputs.entries()) await this.perform(process, output, `${process.name}:${event.eventId}:${output.key ?? index}`);
  }

  /** Sends one output under its derived id; a domain refusal is logged, anything else fails the step. */
  private async perform(process: AnyProcess, output: ProcessOutput, id: string): Promise<void> {
    if (isCommandOutput(output)) {
      if (output.at && new Date(output.at).getTime() > this.deps.now().getTime()) {
        await this.deps
          .db(processScheduleTable)
          .insert({ id, process: process.name, command_type: output.command.type, input: JSON.stringify(output.input ?? null), due_at: output.at })
          .onConflict('id')
          .ignore();
        return;
      }
      await this.send(process.name, output.command, output.input, id);
      return;
    }
    if (isEffectOutput(output)) {
      const answer = await this.answerOf(process.name, output.effect, output.input, id);
      for (const [index, command] of answer.commands.entries()) {
        const definition = this.deps.commands.get(command.type);
        if (!definition) throw new Error(`Effect ${output.effect} answered an unknown command ${command.type}`);
        await this.send(process.name, definition, command.input, `${id}:${command.key ?? index}`);
      }
      return;
    }
    const { toUserId, to, preference, ...mail } = output.mail;
    const address = to ?? (toUserId ? await this.deps.addressOf(toUserId, preference) : null);
    if (!address) {
      // No account, or its owner does not want this kind of mail: nothing is sent, and that is the answer.
      this.deps.logger?.info('process mail has no address', { process: process.name, kind: mail.kind });
      return;
    }
    await this.deps.sendMail({ ...mail, to: address, dedupeKey: id });
  }

  private async send(processName: string, definition: CommandDefinition, input: unknown, commandId: string): Promise<void> {
    try {
      await this.deps.pipeline.execute(definition, input, { actor: system, commandId, now: this.deps.now() });
    } catch (error) {
      if (!isRefusal(error)) throw error;
      const refusal = error as DomainError;
      this.deps.logger?.warn('a process command was refused', { process: processName, command: definition.type, code: refusal.code, message: refusal.message });
    }
  }

  /** An effect's answer under its key: the kept one, or the handler's (kept first, so a crash after it asks nothing twice). */
  private async answerOf(processName: string, effect: string, input: unknown, key: string): Promise<EffectAnswer> {
    const kept = await this.deps.db(processEffectsTable).where({ key }).first();
    if (kept) return kept.answer as EffectAnswer;
    const handler = this.deps.effects?.[effect];
    if (!handler) throw new Error(`No handler for the effect ${effect}`);
    const answer = await handler(input, { key, now: this.deps.now() });
    await this.deps.db(processEffectsTable).insert({ key, process: processName, effect, answer: JSON.stringify(answer) }).onConflict('key').ignore();
    // Two runners raced: the answer kept first is the one both follow.
    const stored = await this.deps.db(processEffectsTable).where({ key }).first();
    return stored.answer as EffectAnswer;
  }

  /** Sends the scheduled commands that are due (see `ProcessRunner.runDue`); answers how many were sent. */
  async sendDue(): Promise<number> {
    const now = this.deps.now();
    const { rows } = await this.deps.db.raw<{ rows: Array<{ id: string; process: string; command_type: string; input: unknown; attempts: number }> }>(
      `UPDATE ${processScheduleTable} SET claimed_until = ?::timestamptz + interval '60 seconds', attempts = attempts + 1
        WHERE id IN (SELECT id FROM ${processScheduleTable}
                      WHERE done_at IS NULL AND due_at <= ? AND (claimed_until IS NULL OR claimed_until < ?)
                      ORDER BY due_at LIMIT 100 FOR UPDATE SKIP LOCKED)
        RETURNING id, process, command_type, input, attempts`,
      [now.toISOString(), now.toISOString(), now.toISOString()],
    );
    let sent = 0;
    for (const row of rows) {
      const definition = this.deps.commands.get(row.command_type);
      try {
        if (!definition) throw new Error(`Unknown scheduled command ${row.command_type}`);
        await this.send(row.process, definition, row.input, row.id);
        await this.deps.db(processScheduleTable).where({ id: row.id }).update({ done_at: this.deps.db.fn.now(), claimed_until: null });
        sent++;
      } catch (error) {
        const retryIn = Math.min(1000 * 2 ** row.attempts, 15 * 60_000);
        await this.deps
          .db(processScheduleTable)
          .where({ id: row.id })
          .update({ claimed_until: new Date(now.getTime() + retryIn).toISOString(), last_error: String((error as Error).message ?? error).slice(0, 500) });
        this.deps.logger?.error('a scheduled command failed; it is tried again later', { process: row.process, command: row.command_type, error: (error as Error).message });
      }
    }
    return sent;
  }
}
