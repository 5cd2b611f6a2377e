import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from '@remix-run/react';

/** The account pages (part 2 route table: /client children). */
export const accountPages = [
  { to: '/client', label: 'Overview', end: true },
  { to: '/client/order', label: 'Orders' },
  { to: '/client/member', label: 'Membership' },
  { to: '/client/credit', label: 'Credit & codes' },
  { to: '/client/update/info', label: 'Profile' },
  { to: '/client/profile', label: 'Public profile' },
  { to: '/client/update/email', label: 'E-mail' },
  { to: '/client/update/password', label: 'Password' },
  { to: '/client/update/address', label: 'Addresses' },
  { to: '/client/update/payment', label: 'Payment methods' },
  { to: '/client/update/sms', label: 'Mobile' },
  { to: '/client/notification', label: 'Notifications' },
  { to: '/client/export', label: 'Download my data' },
] as const;

export function AccountNav() {
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // Below 992px the links are one scrolling row: keep the current page's link in view.
  useEffect(() => {
    const list = nav.current?.querySelector('ul');
    const active = nav.current?.querySelector<HTMLElement>('.active');
    if (list && active && list.scrollWidth > list.clientWidth) list.scrollLeft = active.offsetLeft - list.offsetLeft - 16;
  }, [pathname]);
  return (
    <nav className="account-nav" aria-label="Account" ref={nav}>
      <ul>
        {accountPages.map((page) => (
          <li key={page.to}>
            <NavLink to={page.to} end={'end' in page} className="account-nav__link" prefetch="intent">
              {page.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
