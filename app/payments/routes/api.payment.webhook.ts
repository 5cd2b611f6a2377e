import type { ActionFunctionArgs } from '@remix-run/node';
import { recordGatewayEvent } from '~/payments/index.server';
import { envelope, errorResponse, failure } from '~/web/api.server';
import { WebhookSignatureError } from '../../../infra/payments/port';

/**
 * POST /api/payment/webhook: the payment gateway's events, signed (Stripe's
 * `Stripe-Signature`, the sandbox's `Roomcraft-Signature` in the same format).
 * No cookie rides on it: the signature is the only authority, checked on the raw body.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  try {
    const raw = await request.text();
    if (raw.length > 256 * 1024) return failure('The event is too large', 413);
    let event;
    try {
      event = context.runtime.payments.parseWebhook(raw, request.headers.get('stripe-signature') ?? request.headers.get('roomcraft-signature'));
    } catch (error) {
      if (error instanceof WebhookSignatureError) return failure('The signature does not match', 400);
      throw error;
    }
    return envelope(await recordGatewayEvent(context.runtime, event));
  } catch (error) {
    return errorResponse(error, { context, request });
  }
}
