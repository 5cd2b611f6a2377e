import { Link } from '@remix-run/react';
import { Logo } from '../../ui/logo';
import { CookieSettingsButton } from './cookie-banner';
import { footerColumns } from './site-nav';
import { useShellData, versionedHref } from '~/ui/shell-data';

export function SiteFooter() {
  const { inspirationVersion } = useShellData();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Logo />
          <p>Interior design, made personal. Work with a designer, then shop every piece of your room in one place.</p>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} className="site-footer__column" aria-label={column.title}>
            <h2>{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={versionedHref(link.to, inspirationVersion)}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container site-footer__legal">
        <span>© 2026 Roomcraft. All rights reserved.</span>
        <span>Prices in US dollars.</span>
        <CookieSettingsButton />
      </div>
    </footer>
  );
}
