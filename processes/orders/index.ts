import { defineContextProcesses } from '../process';
import { orderMails } from './order-mails';

export const ordersProcesses = defineContextProcesses({ context: 'orders', processes: [orderMails] });
