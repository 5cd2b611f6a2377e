import { defineContextProcesses } from '../process';
import { proposalMails } from './proposal-mails';
import { proposalRenders } from './proposal-renders';
import { reviewMails } from './review-mails';

export const reviewProcesses = defineContextProcesses({ context: 'review', processes: [proposalMails, reviewMails, proposalRenders] });
