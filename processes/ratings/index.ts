import { defineContextProcesses } from '../process';
import { reviewDecisionMails } from './review-decision-mails';
import { reviewPhotoCleanup } from './review-photo-cleanup';

export const ratingsProcesses = defineContextProcesses({ context: 'ratings', processes: [reviewDecisionMails, reviewPhotoCleanup] });
