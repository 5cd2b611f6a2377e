import { Link } from '@remix-run/react';
import { policyList } from '../content';
import { contactPath, helpCentrePath } from '../links';

/** The side navigation of the help centre: the hub, every policy and the contact form. */
export function PolicyNav({ current }: { current: string }) {
  const items = [{ to: helpCentrePath, label: 'Help centre' }, ...policyList.map((p) => ({ to: p.path, label: p.navLabel })), { to: contactPath, label: 'Contact us' }];
  return (
    <nav className="policy-nav" aria-label="Help and policies">
      <h2 className="policy-nav__title">Help &amp; policies</h2>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className={`policy-nav__link${item.to === current ? ' is-active' : ''}`} aria-current={item.to === current ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The help centre's frame: the side navigation beside the page's own content. */
export function HelpLayout({ current, children }: { current: string; children: React.ReactNode }) {
  return (
    <div className="container policy-layout">
      <PolicyNav current={current} />
      <div className="policy-layout__main">{children}</div>
    </div>
  );
}
