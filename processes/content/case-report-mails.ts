import { caseReportInbox, type DesignCaseEvent } from '../../domain/content/design-case';
import { defineReactor } from '../process';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * case sendReportEmail (issue 24): each report of a design case is mailed to
 * customer care with the case's address and what the reporter wrote (the
 * reporter's account id, never their address). One mail per report event:
 * the runner's dedupe key is the event's, so a retry or a replay mails nothing twice.
 */
export const caseReportMails = defineReactor<DesignCaseEvent>()({
  name: 'case-report-mails',
  handles: ['DesignCaseReported'],
  fromNow: true,
  react: (e, env) => {
    if (e.type !== 'DesignCaseReported') return [];
    const page = `${env.siteUrl}/design/case/${e.data.caseId}`;
    const lines = [`A design case was reported by account ${e.data.reporterId}.`, `What they wrote: ${e.data.content}`];
    return [{
      mail: {
        to: caseReportInbox,
        kind: 'case-report',
        subject: `A design case was reported (${e.data.caseId})`,
        text: [...lines, `The case: ${page}`, 'Unpublish it in the console (Design cases) if it should not be shown.'].join('\n\n'),
        html: `${lines.map((l) => `<p>${escape(l)}</p>`).join('')}<p><a href="${escape(page)}">The case</a></p><p>Unpublish it in the console (Design cases) if it should not be shown.</p>`,
      },
      key: 'mail',
    }];
  },
});
