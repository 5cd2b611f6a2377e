import { z } from 'zod';
import { ForbiddenError } from '../shared/errors';
import type { Command, Decider, Event } from '../shared/messages';
import { idField } from '../shared/schemas';

/**
 * A paid order's conversion as the affiliate partner (Impact) was told of it
 * (issue 26, ADR 054), stream `conversion-<orderId>`: recorded once, by the
 * conversions process's effect, with the partner's answer.
 */
export const conversionStream = (orderId: string) => `conversion-${orderId}`;

export type ConversionEvent = Event<'ConversionReported', { orderId: string; visitorId: string; outcome: 'accepted' | 'refused' | 'not_configured'; partnerId: string | null; message: string | null; reportedAt: string }>;
export type ConversionState = { reported: boolean };

export const recordConversionSchema = z.object({
  orderId: idField('Unknown order'),
  visitorId: idField('Invalid visitor'),
  outcome: z.enum(['accepted', 'refused', 'not_configured']),
  partnerId: z.string().max(120).nullable(),
  message: z.string().max(300).nullable(),
});
export type ConversionCommand = Command<'RecordConversionReported', z.output<typeof recordConversionSchema>>;

export const conversionDecider: Decider<ConversionState, ConversionCommand, ConversionEvent> = {
  initialState: () => ({ reported: false }),
  evolve: () => ({ reported: true }),
  decide: (command, state) => {
    if (command.metadata.actor.kind !== 'system') throw new ForbiddenError();
    if (state.reported) return [];
    return [{ type: 'ConversionReported', data: { ...command.data, reportedAt: command.metadata.now } }];
  },
};

export const conversionEventTypes: ConversionEvent['type'][] = ['ConversionReported'];
