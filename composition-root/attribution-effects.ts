import { impactPartnerFor, PartnerUnavailableError, type ConversionPartner } from '../infra/attribution/impact';
import type { Config } from '../infra/config';
import type { Logger } from '../infra/logger';
import type { EffectAnswer, EffectHandlers } from '../processes/process';
import { impactConversionEffect, type ConversionInput } from '../processes/attribution/conversions';

/**
 * The conversions process's effect (processes/attribution/conversions.ts, ADR 054):
 * one paid, attributed order posted to the partner; its answer (accepted,
 * refused, or no partner set up) is recorded on `conversion-<orderId>`. A partner
 * that cannot be reached throws: the runner tries the step again with the same key.
 */
export function attributionEffectHandlers(deps: { config: Config; logger: Logger; partner?: ConversionPartner | null }): EffectHandlers {
  const partner = deps.partner !== undefined ? deps.partner : impactPartnerFor(deps.config);
  return {
    [impactConversionEffect]: async (input: ConversionInput, { key }): Promise<EffectAnswer> => {
      const record = (outcome: string, partnerId: string | null, message: string | null): EffectAnswer => ({
        commands: [{ type: 'RecordConversionReported', input: { orderId: input.orderId, visitorId: input.visitorId, outcome, partnerId, message } }],
      });
      if (!partner) return record('not_configured', null, null);
      const touch = input.lastTouch;
      try {
        const answer = await partner.report(
          {
            orderId: input.orderId,
            eventDate: input.paidAt,
            amountCents: input.amountCents,
            mediaPartnerId: touch.values.pub_id ?? input.firstTouch.values.pub_id,
            clickId: touch.values.gclid,
            campaign: touch.values.utm_campaign,
            channel: touch.channel,
          },
          key,
        );
        if (answer.outcome === 'refused') {
          deps.logger.warn('the conversions partner refused a conversion', { orderId: input.orderId, message: answer.message });
          return record('refused', null, answer.message.slice(0, 300));
        }
        return record('accepted', answer.partnerId, null);
      } catch (error) {
        if (error instanceof PartnerUnavailableError) deps.logger.warn('the conversions partner could not be reached; tried again later', { orderId: input.orderId, problem: error.message });
        throw error;
      }
    },
  };
}
