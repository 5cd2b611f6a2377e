import { defineContextProcesses } from '../process';
import { orderAfterPayment } from './after-payment';
import { orderMails } from './order-mails';
import { orderRefunds } from './order-refunds';

export const ordersProcesses = defineContextProcesses({ context: 'orders', processes: [orderAfterPayment, orderMails, orderRefunds] });
