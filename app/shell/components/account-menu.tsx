import { useEffect, useRef } from 'react';
import { Link, useLocation } from '@remix-run/react';
import { displayName, type ShellUser } from '~/ui/shell-data';
import { UserIcon } from '../../ui/icons';
import { SignOutButton } from '~/identity';
import { OrdersBadge, useOrderUnread } from '~/orders';

/** The signed-in part of the desktop top bar: the name, and a menu with My account and Sign out. */
export function AccountMenu({ user }: { user: ShellUser }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  const unreadOrders = useOrderUnread(true);
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [location.key]);
  useEffect(() => {
    const outside = (e: MouseEvent) => {
      if (menu.current?.open && !menu.current.contains(e.target as Node)) menu.current.open = false;
    };
    document.addEventListener('click', outside);
    return () => document.removeEventListener('click', outside);
  }, []);
  return (
    <details
      className="account-menu"
      ref={menu}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && menu.current?.open) {
          menu.current.open = false;
          menu.current.querySelector('summary')?.focus();
        }
      }}
    >
      <summary className="site-header__signin account-menu__toggle" aria-label={`Account menu for ${displayName(user)}`}>
        <UserIcon />
        <span className="account-menu__name">{displayName(user)}</span>
        <OrdersBadge count={unreadOrders} />
      </summary>
      <div className="account-menu__panel">
        <p className="account-menu__email">{user.email}</p>
        <Link to="/client" className="account-menu__item">
          My account
        </Link>
        <Link to="/client/order" className="account-menu__item">
          Orders <OrdersBadge count={unreadOrders} />
        </Link>
        <Link to="/client/update/address" className="account-menu__item">
          Addresses
        </Link>
        <Link to="/project/index" className="account-menu__item">
          My Projects
        </Link>
        <Link to="/ideas" className="account-menu__item">
          Idea boards
        </Link>
        <Link to="/chat/index" className="account-menu__item">
          Messages
        </Link>
        <Link to="/notice/index" className="account-menu__item">
          Notifications
        </Link>
        {user.roles.includes('designer') ? (
          <Link to="/hidden/project/index" className="account-menu__item">
            Design workspace
          </Link>
        ) : null}
        {user.roles.some((r) => r === 'staff' || r === 'salesman' || r === 'analyst') ? (
          <a href="/admin" className="account-menu__item">
            Staff console
          </a>
        ) : null}
        <SignOutButton className="account-menu__item account-menu__signout" />
      </div>
    </details>
  );
}
