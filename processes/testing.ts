import { expect } from 'vitest';
import type { Event } from '../domain/shared/messages';
import { isCommandOutput, isEffectOutput, type Process, type ProcessEnv, type ProcessEvent, type ProcessOutput } from './process';

/** An input event in a spec: its type and data, and where it matters, its stream. */
export type SpecEvent<E extends Event> = E & { streamId?: string; eventId?: string; createdAt?: string; metadata?: Record<string, unknown> };

/** An output as a spec states it: commands by type, so specs read as the domain speaks. */
export type SpecOutput =
  | { command: string; input: unknown; key?: string; at?: string }
  | { mail: Record<string, unknown>; key?: string }
  | { effect: string; input: unknown; key?: string };

let counter = 0;
function recorded<E extends Event>(event: SpecEvent<E>): ProcessEvent<E> {
  counter++;
  return {
    type: event.type,
    data: event.data,
    metadata: event.metadata ?? {},
    eventId: event.eventId ?? `spec-event-${counter}`,
    streamId: event.streamId ?? 'spec-stream',
    streamPosition: counter,
    globalPosition: counter,
    transactionId: 1,
    createdAt: event.createdAt ?? '2026-01-01T00:00:00.000Z',
  } as unknown as ProcessEvent<E>;
}

export function specOutput(output: ProcessOutput): SpecOutput {
  if (isCommandOutput(output)) {
    const { command, input, key, at } = output;
    return { command: command.type, input, ...(key !== undefined ? { key } : {}), ...(at !== undefined ? { at } : {}) };
  }
  if (isEffectOutput(output)) return output;
  return output;
}

/**
 * given(events).when(event).then(outputs) — a process's rules without a database
 * (Emmett's WorkflowSpecification): the given events evolve the instance the
 * `when` event belongs to; `then` compares what `decide` answers for it.
 */
export function workflowSpec<S, E extends Event>(process: Process<S, E>, env: ProcessEnv = { siteUrl: 'https://roomcraft.test' }) {
  return {
    given(given: SpecEvent<E>[]) {
      return {
        when(event: SpecEvent<E>) {
          const run = () => {
            const input = recorded(event);
            const instance = process.instanceOf(input);
            const state = given
              .map(recorded)
              .filter((e) => process.handles.includes(e.type) && process.instanceOf(e) === instance)
              .reduce((s, e) => process.evolve(s, e), process.initialState());
            if (instance === null || !process.handles.includes(input.type)) return { outputs: [] as SpecOutput[], state };
            const outputs = process.decide(input, state, env).map(specOutput);
            return { outputs, state: process.evolve(state, input) };
          };
          return {
            then(expected: SpecOutput[]) {
              expect(run().outputs).toEqual(expected);
            },
            thenNothing() {
              expect(run().outputs).toEqual([]);
            },
            /** The outputs, for specs that check only part of them. */
            outputs: () => run().outputs,
            /** The instance's state after the event. */
            state: () => run().state,
          };
        },
      };
    },
  };
}
