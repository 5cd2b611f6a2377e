import { defineContextProcesses } from '../process';
import { subscriptionRenewals } from './renewals';

export const subscriptionsProcesses = defineContextProcesses({ context: 'subscriptions', processes: [subscriptionRenewals] });
