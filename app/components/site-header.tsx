import { useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from '@remix-run/react';
import { CloseIcon, MenuIcon, SearchIcon, UserIcon } from './icons';
import { Logo } from './logo';
import { mainNav } from './site-nav';

/**
 * The top bar: the desktop layout at 992px and wider, a hamburger menu below
 * (part 2 §2). The menu is a <details> element, so it opens even before the
 * page's scripts have loaded; it closes again on every navigation.
 */
export function SiteHeader() {
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [location.key]);

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Logo />
        <nav className="site-nav" aria-label="Main">
          {mainNav.map((item) => (
            <NavLink key={item.to} to={item.to} className="site-nav__link" prefetch="intent">
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="site-header__actions">
          <Link to="/marketPlace/index" className="icon-button" aria-label="Search the marketplace">
            <SearchIcon />
          </Link>
          <Link to="/sign-in" className="site-header__signin">
            <UserIcon />
            <span>Sign in</span>
          </Link>
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
            </summary>
            <nav className="mobile-menu__panel" aria-label="Mobile">
              {mainNav.map((item) => (
                <NavLink key={item.to} to={item.to} className="mobile-menu__link">
                  {item.label}
                </NavLink>
              ))}
              <Link to="/marketPlace/category/promo" className="mobile-menu__link">
                Sale
              </Link>
              <Link to="/sign-in" className="button button--primary mobile-menu__signin">
                Sign in
              </Link>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
