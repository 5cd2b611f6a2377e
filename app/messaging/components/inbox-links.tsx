import { Link } from '@remix-run/react';
import { useInbox } from '../live/inbox-provider';

const icon = { width: 22, height: 22, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;

const ChatIcon = () => (
  <svg {...icon}>
    <path d="M4 5.5A1.5 1.5 0 0 1 5.5 4h13A1.5 1.5 0 0 1 20 5.5v9a1.5 1.5 0 0 1-1.5 1.5H10l-4.2 3.6a.5.5 0 0 1-.8-.4V16h0a1.5 1.5 0 0 1-1-1.4z" />
  </svg>
);

const BellIcon = () => (
  <svg {...icon}>
    <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15z" />
    <path d="M10 20.5a2 2 0 0 0 4 0" />
  </svg>
);

const shown = (n: number) => (n > 99 ? '99+' : String(n));

/**
 * The top bar's messages and notifications (issue 10): each with its unread
 * count, kept live by the inbox socket (or its 60-second poll).
 */
export function InboxLinks() {
  const { state } = useInbox();
  const { chatUnread, noticeUnread } = state;
  return (
    <>
      <Link to="/chat/index" className="icon-button inbox-link" aria-label={chatUnread ? `Messages (${chatUnread} unread)` : 'Messages'} data-testid="top-chat" data-live={state.status}>
        <ChatIcon />
        {chatUnread > 0 ? (
          <span className="inbox-link__count" aria-hidden="true" data-testid="top-chat-count">
            {shown(chatUnread)}
          </span>
        ) : null}
      </Link>
      <Link to="/notice/index" className="icon-button inbox-link" aria-label={noticeUnread ? `Notifications (${noticeUnread} unread)` : 'Notifications'} data-testid="top-notices">
        <BellIcon />
        {noticeUnread > 0 ? (
          <span className="inbox-link__count" aria-hidden="true" data-testid="top-notice-count">
            {shown(noticeUnread)}
          </span>
        ) : null}
      </Link>
    </>
  );
}

/** The mobile menu's links to the same pages, with their counts (narrow screens hide the top-bar icons). */
export function InboxMenuLinks() {
  const { chatUnread, noticeUnread } = useInbox().state;
  return (
    <>
      <Link to="/chat/index" className="mobile-menu__link inbox-menu-link">
        Messages
        {chatUnread > 0 ? <span className="badge badge--accent">{shown(chatUnread)}</span> : null}
      </Link>
      <Link to="/notice/index" className="mobile-menu__link inbox-menu-link">
        Notifications
        {noticeUnread > 0 ? <span className="badge badge--accent">{shown(noticeUnread)}</span> : null}
      </Link>
    </>
  );
}

/** On the mobile menu's toggle, where the top-bar icons do not fit: everything unread, in one count. */
export function InboxToggleCount() {
  const { chatUnread, noticeUnread } = useInbox().state;
  const total = chatUnread + noticeUnread;
  return total > 0 ? (
    <span className="inbox-link__count inbox-toggle-count" aria-hidden="true">
      {shown(total)}
    </span>
  ) : null;
}
