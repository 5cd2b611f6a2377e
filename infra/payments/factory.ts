import { createHmac } from 'node:crypto';
import type { Knex } from 'knex';
import type { Config } from '../config';
import type { PaymentGateway } from './port';
import { SandboxGateway } from './sandbox';

/** The gateway configuration asks for (PAYMENT_GATEWAY). */
export function createPaymentGateway(config: Config, db: Knex, sessionSecret: string): PaymentGateway {
  switch (config.PAYMENT_GATEWAY) {
    case 'sandbox':
      return new SandboxGateway(db, config.PAYMENT_WEBHOOK_SECRET ?? createHmac('sha256', sessionSecret).update('payment-webhook').digest('hex'));
  }
}
