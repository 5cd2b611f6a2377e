import { expect } from 'vitest';
import type { Command, Decider, Event } from './messages';
import { DomainError } from './errors';

/** given(events).when(command).then(events) — business rules without a database. */
export function specFor<S, C extends Command, E extends Event>(decider: Decider<S, C, E>) {
  return (given: E[]) => ({
    when: (command: C) => {
      const run = () => decider.decide(command, given.reduce(decider.evolve, decider.initialState()));
      return {
        then: (expected: E[]) => expect(run()).toEqual(expected),
        thenThrows: (code: string) => {
          try {
            run();
          } catch (error) {
            expect(error).toBeInstanceOf(DomainError);
            expect((error as DomainError).code).toBe(code);
            return error as DomainError;
          }
          throw new Error(`expected ${command.type} to throw ${code}`);
        },
      };
    },
  });
}
