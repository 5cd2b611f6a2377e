import { defineContextProcesses } from '../process';
import { paymentProcess } from './payment-process';

export const paymentsProcesses = defineContextProcesses({ context: 'payments', processes: [paymentProcess] });
