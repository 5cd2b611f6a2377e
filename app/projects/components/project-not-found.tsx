import { Link, isRouteErrorResponse, useRouteError } from '@remix-run/react';
import { NoAccessPage, SignInRequiredPage } from '~/ui/access-pages';
import { BusyPage } from '~/ui/error-pages';

/** A project that is not the caller's, or not there at all: one clear page, nothing of its data. */
export function ProjectNotFound() {
  return (
    <section className="container status-page" aria-labelledby="status-title">
      <p className="status-page__code">404</p>
      <h1 id="status-title">We can’t find this project</h1>
      <p>It may belong to another account, or the link may be mistyped. If it is yours, sign in with the account you started it with.</p>
      <div className="status-page__links">
        <Link to="/design/room" className="button button--primary">
          Start a design project
        </Link>
        <Link to="/sign-in" className="button">
          Sign in
        </Link>
      </div>
    </section>
  );
}

/** The project pages' error boundary: their own 404, the shell's pages otherwise. */
export function ProjectErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) return <ProjectNotFound />;
  if (status === 401) return <SignInRequiredPage />;
  if (status === 403) return <NoAccessPage />;
  return <BusyPage status={status} />;
}
