import { defineContextProcesses } from '../process';
import { caseReportMails } from './case-report-mails';

export const contentProcesses = defineContextProcesses({ context: 'content', processes: [caseReportMails] });
