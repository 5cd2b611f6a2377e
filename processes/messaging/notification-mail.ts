import { goPath, type Target } from '../../domain/shared/targets';
import type { ProcessEnv, ProcessMail } from '../process';

/**
 * A notification e-mail (issue 10) as processes build it (issue 21): what
 * happened, in plain sentences, and one link to the page on this site it is
 * about — the target's stable `/go/…` path, which app/web/links.ts resolves, so
 * a mail never carries a code, a token or a link elsewhere. Only to accounts
 * that keep "Project updates" on (the runner resolves no address otherwise).
 */
export interface NotificationNews {
  /** What the mail is for, in the outbox and logs (`chat-message`, `proposal-published`, …). */
  kind: string;
  subject: string;
  paragraphs: readonly string[];
  target: Target;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const excerpt = (text: string, max = 200) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export function notificationMail(toUserId: string, news: NotificationNews, env: ProcessEnv, key?: string): ProcessMail {
  const link = `${env.siteUrl}${goPath(news.target)}`;
  const settings = `${env.siteUrl}${goPath({ kind: 'mail-settings' })}`;
  return {
    mail: {
      toUserId,
      preference: 'project-updates',
      kind: news.kind,
      subject: news.subject,
      text: [...news.paragraphs, `Open it on Roomcraft: ${link}`, `You get these e-mails because "Project updates" is on. Turn them off here: ${settings}`].join('\n\n'),
      html:
        news.paragraphs.map((p) => `<p>${escape(p)}</p>`).join('') +
        `<p><a href="${escape(link)}">Open it on Roomcraft</a></p>` +
        `<p style="color:#777;font-size:12px">You get these e-mails because “Project updates” is on. <a href="${escape(settings)}">Turn them off</a>.</p>`,
    },
    ...(key !== undefined ? { key } : {}),
  };
}

/** Keeps the newest `max` entries of a list (news a process may still have to mail about). */
export const newest = <T>(list: readonly T[], item: T, max = 20): T[] => [...list, item].slice(-max);
