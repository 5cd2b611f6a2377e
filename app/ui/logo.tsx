import { Link } from '@remix-run/react';

/** The Roomcraft mark; `to` lets the header send supplier_b users to /home/bindex (part 2 §2). */
export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className="logo" aria-label="Roomcraft home">
      <svg width="26" height="26" viewBox="0 0 32 32" aria-hidden="true">
        <rect x="2" y="2" width="28" height="28" rx="8" fill="#3f5a4a" />
        <path d="M9 21v-6.5l7-5 7 5V21" fill="none" stroke="#f4efe7" strokeWidth="2.4" strokeLinejoin="round" />
        <rect x="13.5" y="16" width="5" height="5" fill="#d9a66b" />
      </svg>
      <span>Roomcraft</span>
    </Link>
  );
}
