import type { AnyProcess } from './process';
import { orderAfterPayment } from './orders/after-payment';
import { paymentProcess } from './payments/payment-process';

/** Every process and reactor the runner keeps going (workers/process-runner.ts). */
export const processes: AnyProcess[] = [paymentProcess, orderAfterPayment];
