import { createHmac } from 'node:crypto';
import type { Knex } from 'knex';
import type { Config } from '../config';
import type { PaymentGateway } from './port';
import { SandboxGateway } from './sandbox';
import { StripeGateway } from './stripe';

/** The gateway configuration asks for (PAYMENT_GATEWAY). */
export function createPaymentGateway(config: Config, db: Knex, sessionSecret: string): PaymentGateway {
  switch (config.PAYMENT_GATEWAY) {
    case 'sandbox':
      return new SandboxGateway(db, config.PAYMENT_WEBHOOK_SECRET ?? createHmac('sha256', sessionSecret).update('payment-webhook').digest('hex'));
    case 'stripe':
      // loadConfig has checked both are set in this mode.
      return new StripeGateway({ secretKey: config.STRIPE_SECRET_KEY!, webhookSecret: config.STRIPE_WEBHOOK_SECRET!, apiUrl: config.STRIPE_API_URL ?? null });
  }
}
