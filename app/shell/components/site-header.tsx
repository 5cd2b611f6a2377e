import { Link, NavLink, useLocation } from '@remix-run/react';
import { useShellData, versionedHref, type ShellUser } from '~/ui/shell-data';
import { AccountMenu } from './account-menu';
import { InboxLinks } from '~/messaging';
import { CartIcon, UserIcon } from '../../ui/icons';
import { SearchBox } from '~/search';
import { Logo } from '../../ui/logo';
import { MobileMenu } from './mobile-menu';
import { useShell } from '../../ui/shell-context';
import { mainNav } from './site-nav';

/** The logo goes to /home/bindex for supplier_b, to the AI home on AI pages, else home (part 2 §2, §6). */
export function logoTarget(pathname: string, user: ShellUser | null): string {
  if (user?.roles.includes('supplier_b')) return '/home/bindex';
  if (pathname.startsWith('/design/ai/')) return '/design/ai/newindex';
  return '/';
}

/** The top bar: the desktop layout at 992px and wider, a hamburger menu below (part 2 §2). */
export function SiteHeader() {
  const { user, cart, inspirationVersion } = useShellData();
  const { openLogin } = useShell();
  const location = useLocation();
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Logo to={logoTarget(location.pathname, user)} />
        <nav className="site-nav" aria-label="Main">
          {mainNav.map((item) => (
            <NavLink key={item.to} to={versionedHref(item.to, inspirationVersion)} className="site-nav__link" prefetch="intent">
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="site-header__actions">
          <SearchBox />
          <Link to="/payment/index/cart" className="icon-button cart-link" aria-label={`Cart, ${cart.cartCount} ${cart.cartCount === 1 ? 'item' : 'items'}`}>
            <CartIcon />
            {cart.cartCount > 0 ? (
              <span className="cart-link__count" aria-hidden="true">
                {cart.cartCount > 99 ? '99+' : cart.cartCount}
              </span>
            ) : null}
          </Link>
          {user ? <InboxLinks /> : null}
          {user ? (
            <AccountMenu user={user} />
          ) : (
            <Link
              to={`/sign-in?${new URLSearchParams({ redirectTo: location.pathname + location.search })}`}
              className="site-header__signin"
              onClick={(e) => {
                e.preventDefault();
                openLogin('LOGIN');
              }}
            >
              <UserIcon />
              <span>Sign in</span>
            </Link>
          )}
          <MobileMenu user={user} />
        </div>
      </div>
    </header>
  );
}
