import { useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from '@remix-run/react';
import { displayName, useShellData, versionedHref, type ShellUser } from '~/ui/shell-data';
import { CloseIcon, MenuIcon } from '../../ui/icons';
import { useShell } from '../../ui/shell-context';
import { mainNav } from './site-nav';
import { SignOutButton } from '~/identity';
import { InboxMenuLinks, InboxToggleCount } from '~/messaging';

/**
 * The hamburger menu below 992px (part 2 §2). A <details> element, so it opens
 * before scripts load; it closes on every navigation. Signed in, it is the
 * account menu; signed out, it offers Sign Up (and Sign in).
 */
export function MobileMenu({ user }: { user: ShellUser | null }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  const { openLogin } = useShell();
  const { inspirationVersion } = useShellData();
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [location.key]);
  const close = () => {
    if (menu.current) menu.current.open = false;
  };
  return (
    <details
      className="mobile-menu"
      ref={menu}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && menu.current?.open) {
          menu.current.open = false;
          menu.current.querySelector('summary')?.focus();
        }
      }}
    >
      <summary className="icon-button mobile-menu__toggle" aria-label="Menu">
        <span className="mobile-menu__open-icon">
          <MenuIcon />
        </span>
        <span className="mobile-menu__close-icon">
          <CloseIcon />
        </span>
        {user ? <InboxToggleCount /> : null}
      </summary>
      <nav className="mobile-menu__panel" aria-label="Mobile">
        {user ? <p className="mobile-menu__hello">Hello, {displayName(user)}</p> : null}
        {mainNav.map((item) => (
          <NavLink key={item.to} to={versionedHref(item.to, inspirationVersion)} className="mobile-menu__link">
            {item.label}
          </NavLink>
        ))}
        <Link to="/marketPlace/category/promo" className="mobile-menu__link">
          Sale
        </Link>
        {user ? (
          <>
            <Link to="/client" className="mobile-menu__link">
              My account
            </Link>
            <Link to="/ideas" className="mobile-menu__link">
              Idea boards
            </Link>
            <InboxMenuLinks />
            <SignOutButton className="button mobile-menu__signin mobile-menu__signout" />
          </>
        ) : (
          <>
            <Link
              to="/sign-in?register=1"
              className="button button--primary mobile-menu__signin"
              onClick={(e) => {
                e.preventDefault();
                close();
                openLogin('REGISTER');
              }}
            >
              Sign Up
            </Link>
            <Link
              to="/sign-in"
              className="button mobile-menu__signin-secondary"
              onClick={(e) => {
                e.preventDefault();
                close();
                openLogin('LOGIN');
              }}
            >
              Sign in
            </Link>
          </>
        )}
      </nav>
    </details>
  );
}
