import { z } from 'zod';
import { ForbiddenError, IllegalStateError, ValidationError } from '../shared/errors';
import type { Actor, Command, Decider, Event } from '../shared/messages';
import { idField } from '../shared/schemas';
import { handleMessages, handleProblem, normalHandle } from './handle';

/**
 * The reservation of one handle, stream `handle-<lowercased>` (ADR 044): the
 * first ReserveHandle appends to a stream that does not exist yet; a second
 * user racing for it loses the append (expected version), is decided again
 * on the reserved stream and gets 409 'This handle is taken…'.
 */
export type HandleEvent =
  | Event<'HandleReserved', { handle: string; userId: string; reservedAt: string }>
  | Event<'HandleReleased', { handle: string; userId: string; releasedAt: string }>;

export interface HandleState {
  holder: string | null;
}

const handleField = z
  .string({ required_error: handleMessages.missing, invalid_type_error: handleMessages.missing })
  .superRefine((v, ctx) => {
    const problem = handleProblem(v);
    if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
  })
  .transform((v) => v.trim().replace(/^@/, ''));

export const handleSchema = handleField;
export const reserveHandleSchema = z.object({ handle: handleField, userId: idField('Invalid user') });
export const releaseHandleSchema = z.object({ handle: z.string().trim().min(1).max(40), userId: idField('Invalid user') });

export type HandleCommand = Command<'ReserveHandle', z.infer<typeof reserveHandleSchema>> | Command<'ReleaseHandle', z.infer<typeof releaseHandleSchema>>;

const actsFor = (actor: Actor, userId: string) => actor.kind === 'system' || (actor.kind === 'user' && actor.userId === userId);

export const handleDecider: Decider<HandleState, HandleCommand, HandleEvent> = {
  initialState: () => ({ holder: null }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'HandleReserved':
        return { holder: event.data.userId };
      case 'HandleReleased':
        return state.holder === event.data.userId ? { holder: null } : state;
      default: {
        const never: never = event;
        return never;
      }
    }
  },
  decide: (command, state) => {
    const { actor, now } = command.metadata;
    const { userId } = command.data;
    if (!actsFor(actor, userId)) throw new ForbiddenError(handleMessages.notYours);
    const handle = normalHandle(command.data.handle);
    switch (command.type) {
      case 'ReserveHandle':
        if (state.holder === userId) return [];
        if (state.holder) throw new IllegalStateError('HANDLE_TAKEN', handleMessages.taken);
        return [{ type: 'HandleReserved', data: { handle, userId, reservedAt: now } }];
      case 'ReleaseHandle':
        if (state.holder !== userId) return [];
        return [{ type: 'HandleReleased', data: { handle, userId, releasedAt: now } }];
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};

export const handleEventTypes = Object.keys({ HandleReserved: true, HandleReleased: true } satisfies Record<HandleEvent['type'], true>) as HandleEvent['type'][];

/** A refusal naming the form's `handle` field. */
export const handleFieldError = (message: string) => new ValidationError('HANDLE_INVALID', message, { handle: message });
