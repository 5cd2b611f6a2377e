import type { MetaFunction } from '@remix-run/node';
import { Link, NavLink, Outlet, useLoaderData } from '@remix-run/react';
import { ProjectErrorBoundary } from '~/projects/components/project-not-found';
import { projectLayoutLoader } from '~/projects/server/project-pages.server';

const tabs = [
  ['messages', 'Messages'],
  ['albums', 'Albums'],
  ['selections', 'Selections'],
  ['messageCenter', 'Meetings'],
  ['roomDetail', 'Room details'],
  ['additional', 'Add a room'],
  ['upgrade', 'Upgrade'],
  ['design', 'Design'],
] as const;

/** "Messages · Project C0000000123 · Roomcraft": the tab's name first (the tabs have no meta of their own). */
export const meta: MetaFunction<typeof loader> = ({ data, location }) => {
  if (!data) return [{ title: 'Project not found · Roomcraft' }, { name: 'robots', content: 'noindex' }];
  const tab = tabs.find(([path]) => location.pathname.replace(/\/+$/, '').endsWith(`/${path}`));
  return [{ title: `${tab ? `${tab[1]} · ` : ''}Project ${data.project.projectId} · Roomcraft` }, { name: 'robots', content: 'noindex' }];
};
export const loader = projectLayoutLoader;
export const ErrorBoundary = ProjectErrorBoundary;

/** /project/info/*: one of the client's projects — its id, room, plan, status, designer and revisions left — and its tabs. */
export default function ProjectInfoLayout() {
  const { project } = useLoaderData<typeof loader>();
  const q = `?needId=${project.needId}`;
  return (
    <div className="container project-page">
      <p className="eyebrow">
        <Link to="/project/index">My projects</Link> · <Link to="/moodboard/index">My mood boards</Link>
      </p>
      <header className="project-head">
        <div>
          <h1>
            {project.room} <span className="project-head__id">{project.projectId}</span>
          </h1>
          <p className="project-head__next">
            {project.next}
            {project.continueHref ? (
              <>
                {' '}
                <Link to={project.continueHref}>Continue your questionnaire</Link>
              </>
            ) : null}
          </p>
        </div>
        <dl className="project-facts">
          <div>
            <dt>Status</dt>
            <dd>
              <span className={`order-badge project-badge--${project.status.toLowerCase()}`}>{project.statusLabel}</span>
            </dd>
          </div>
          <div>
            <dt>Plan</dt>
            <dd>{project.plan ? `${project.plan}${project.paid ? '' : ' (not paid yet)'}` : 'Not chosen yet'}</dd>
          </div>
          <div>
            <dt>Designer</dt>
            <dd>{project.designer ?? 'Not assigned yet'}</dd>
          </div>
          {project.revisions ? (
            <div>
              <dt>Revisions</dt>
              <dd>{project.revisions}</dd>
            </div>
          ) : null}
        </dl>
      </header>
      <nav className="order-tabs project-tabs" aria-label="Project">
        {tabs.map(([path, label]) => (
          <NavLink key={path} to={`/project/info/${path}${q}`} className={({ isActive }) => `order-tabs__tab${isActive ? ' is-active' : ''}`} prefetch="intent">
            {label}
          </NavLink>
        ))}
      </nav>
      <div className="project-body">
        <Outlet />
      </div>
    </div>
  );
}
