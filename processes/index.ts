import { signInClaims } from './identity/sign-in-claims';
import { chatMails } from './messaging/chat-mails';
import { orderMails } from './orders/order-mails';
import type { AnyProcess } from './process';
import { proposalMails } from './review/proposal-mails';
import { reviewMails } from './review/review-mails';

/** Every process and reactor the runner keeps going (workers/process-runner.ts). */
export const processes: AnyProcess[] = [signInClaims, chatMails, proposalMails, reviewMails, orderMails];
