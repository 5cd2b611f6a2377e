import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteError } from '@remix-run/react';
import { NoAccessPage, SignInRequiredPage } from './ui/access-pages';
import { CookieBanner } from './shell/components/cookie-banner';
import { ShellDialog, ToastStack } from './ui/dialogs';
import { BusyPage, NotFoundPage } from './ui/error-pages';
import { LoginModal, VerifyBar } from '~/identity';
import { ShellProvider } from './shell/components/shell-provider';
import { TrackingBeacon } from '~/tracking';
import { SiteFooter } from './shell/components/site-footer';
import { SiteHeader } from './shell/components/site-header';
import { SaleBanner } from './shell/components/sale-banner';
import { BackToApp, useHeaderHidden } from './shell/components/shell-modes';
import { useShellData } from './ui/shell-data';
import { useChrome } from './ui/route-chrome';
import { faviconSvg } from './shell/favicon';
import { shellData } from './shell/shell-data.server';
import stylesheet from './styles/app.css?url';
import projectPagesStyles from './styles/project-pages.css?url';
import diyStylesheet from './styles/diy.css?url';
import marketingStylesheet from './styles/marketing.css?url';
import saleBannerStylesheet from './styles/sale-banner.css?url';
import './load-context';
import { useNonce } from './web/nonce';

const favicon = 'data:image/svg+xml,' + encodeURIComponent(faviconSvg);

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'stylesheet', href: projectPagesStyles },
  { rel: 'stylesheet', href: diyStylesheet },
  { rel: 'stylesheet', href: marketingStylesheet },
  { rel: 'stylesheet', href: saleBannerStylesheet },
  { rel: 'icon', type: 'image/svg+xml', href: favicon },
];

const statusTitles: Record<number, string> = { 401: 'Please sign in', 403: 'No access', 404: 'Page not found' };

/** A page that failed gets a title that says so (its own route's meta is not used then). */
export const meta: MetaFunction = ({ error }) => {
  if (!error) return [];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return [{ title: `${statusTitles[status] ?? 'Something went wrong'} · Roomcraft` }, { name: 'robots', content: 'noindex' }];
};

/** The session for every page: user, form token, the login modal's request; `sess` and status=logout (part 2 §4). */
export const loader = ({ request, context }: LoaderFunctionArgs) => shellData(request, context);

/** The site shell around every page, error pages included; a route's `handle` may ask for less of it (ui/route-chrome.ts). */
export function Layout({ children }: { children: React.ReactNode }) {
  const chrome = useChrome();
  const bare = chrome === 'bare';
  const { modes } = useShellData();
  const headerHidden = useHeaderHidden();
  // Part 2 §2: the iOS app shows a back-to-app button instead of the bar; hideHeader hides the bar (the footer stays).
  const topBar = chrome === 'full' && !modes.iosApp && !headerHidden;
  const footer = chrome === 'full';
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#f7f3ee" />
        <Meta />
        <Links />
      </head>
      <body>
        <ShellProvider>
          {bare ? (
            <main id="main">{children}</main>
          ) : (
            <>
              <a href="#main" className="skip-link">
                Skip to content
              </a>
              <SaleBanner />
              {chrome === 'full' && modes.iosApp ? <BackToApp href={modes.backToAppUrl ?? 'roomcraft://back'} /> : null}
              {topBar ? <SiteHeader /> : null}
              <VerifyBar />
              <main id="main" className="site-main">
                {children}
              </main>
              {footer ? <SiteFooter /> : null}
              <CookieBanner />
              <TrackingBeacon />
              <LoginModal />
              <ShellDialog />
              <ToastStack />
            </>
          )}
        </ShellProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) return <NotFoundPage />;
  if (status === 401) return <SignInRequiredPage />;
  if (status === 403) return <NoAccessPage />;
  return <BusyPage status={status} />;
}
