import { NavLink } from '@remix-run/react';

/** The account pages (part 2 route table: /client children). */
export const accountPages = [
  { to: '/client', label: 'Overview', end: true },
  { to: '/client/update/info', label: 'Profile' },
  { to: '/client/update/email', label: 'E-mail' },
  { to: '/client/update/password', label: 'Password' },
  { to: '/client/update/address', label: 'Addresses' },
  { to: '/client/update/sms', label: 'Mobile' },
  { to: '/client/notification', label: 'Notifications' },
] as const;

export function AccountNav() {
  return (
    <nav className="account-nav" aria-label="Account">
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
