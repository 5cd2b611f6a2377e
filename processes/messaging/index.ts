import { defineContextProcesses } from '../process';
import { chatMails } from './chat-mails';

export const messagingProcesses = defineContextProcesses({ context: 'messaging', processes: [chatMails] });
