import type { MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { formatDollars } from '../../../domain/promotions/codes';
import { projectFilters } from '~/projects/project-filters';
import { projectListAction, projectListLoader } from '~/projects/server/project-list.server';
import { CsrfField, FormAlert } from '~/ui/form-field';
import type { FormResult } from '~/web/form-result';

export const meta: MetaFunction = () => [{ title: 'My Projects · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = projectListLoader;
export const action = projectListAction;

/** A row's picture: the board's thumbnail or the room's tile. */
function RowPicture({ picture, room }: { picture: { src: string; from: 'board' | 'room' }; room: string }) {
  return <img className="project-row__picture" src={picture.src} alt={picture.from === 'board' ? `${room} mood board` : room} width={96} height={96} loading="lazy" data-picture={picture.from} />;
}

/** Where a project stands: a small bar and its words (stage n of 4). */
function RowProgress({ progress }: { progress: { stage: number; stages: number; percent: number; label: string } }) {
  return (
    <div className="project-row__progress" data-testid="project-progress">
      <progress max={100} value={progress.percent} aria-label={`Progress: ${progress.label}`}>
        {progress.percent}%
      </progress>
      <span className="project-row__status">
        Stage {progress.stage} of {progress.stages}: {progress.label}
      </span>
    </div>
  );
}
const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

const diyWords: Record<string, string> = { DRAFT: 'DIY · in progress', SAVED: 'DIY · board saved', UPGRADED: 'DIY · now a design project' };

/** The DIY tab: each board's room, where it stands, the ideas kept, and what it offers next. */
function DiyBoards({ boards }: { boards: Array<{ diyId: string; room: { name: string }; picture: { src: string; from: 'board' | 'room' }; status: string; goodsIds: string[]; createdAt: string; savedAt: string | null; continueHref: string; upgradeHref: string }> }) {
  if (boards.length === 0)
    return (
      <div className="projects-empty">
        <p>No DIY boards yet. Build a free mood board from our marketplace in a few steps.</p>
        <Link to="/diy" className="button button--primary">
          Try it free
        </Link>
      </div>
    );
  return (
    <ul className="project-rows" data-testid="diy-rows">
      {boards.map((b) => (
        <li key={b.diyId} className="project-row" data-testid={`diy-${b.diyId}`}>
          <RowPicture picture={b.picture} room={b.room.name} />
          <div className="project-row__body">
            <strong>{b.room.name} mood board</strong>
            <br />
            <span className="project-row__status">{diyWords[b.status] ?? b.status}</span> · {b.goodsIds.length} {b.goodsIds.length === 1 ? 'idea' : 'ideas'} kept · {b.savedAt ? `saved ${day(b.savedAt)}` : `started ${day(b.createdAt)}`}
          </div>
          <div className="project-row__actions">
            <Link to={b.status === 'DRAFT' ? b.continueHref : `/diy/proposal?id=${b.diyId}`} className="button button--secondary">
              {b.status === 'DRAFT' ? 'Continue' : 'Open board'}
            </Link>
            {b.status !== 'UPGRADED' ? (
              <Link to={`/div/moodboard?${new URLSearchParams({ id: b.diyId })}`} className="button button--secondary">
                Arrange on the canvas
              </Link>
            ) : null}
            {b.status !== 'UPGRADED' ? (
              <Link to={b.upgradeHref} className="button button--link">
                Have a designer do it
              </Link>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** /project/index: My Projects, with the status filters; drafts stay until the client clicks Next past the last step. */
export default function ProjectIndex() {
  const { rows, boards, status, total, signedIn, start } = useLoaderData<typeof loader>();
  const result = useActionData<FormResult>();
  return (
    <div className="container projects-page">
      <h1>My Projects</h1>
      {!signedIn ? (
        <p className="design-step__note">
          These drafts are kept on this device. <Link to="/sign-in?redirectTo=%2Fproject%2Findex%3Fstatus%3DDRAFT">Sign in</Link> to keep them in your account.
        </p>
      ) : null}
      <nav className="status-tabs" aria-label="Project status">
        {projectFilters.map((f) => (
          <Link key={f.label} to={f.status ? `/project/index?status=${f.status}` : '/project/index'} className={`status-tabs__tab${f.status === status ? ' is-current' : ''}`} aria-current={f.status === status ? 'page' : undefined}>
            {f.label}
          </Link>
        ))}
      </nav>
      <FormAlert result={result} />
      {result?.ok ? <p role="status">{result.message}</p> : null}
      {status === 'DIY' ? (
        <DiyBoards boards={boards} />
      ) : rows.length === 0 ? (
        <div className="projects-empty">
          <p>{status === 'DRAFT' ? 'No drafts: every project you started is submitted.' : 'No projects here yet.'}</p>
          <Link to="/design/room" className="button button--primary">
            Start a design project
          </Link>
        </div>
      ) : (
        <ul className="project-rows" data-testid="project-rows">
          {rows.map((n) => (
            <li key={n.needId} className="project-row" data-testid={`project-${n.projectId}`}>
              <RowPicture picture={n.picture} room={n.room.name} />
              <div className="project-row__body">
                <strong data-testid="project-id">{n.projectId}</strong> · {n.room.name}
                {n.plan ? <> · {n.plan.replace('_', '-')}</> : null}
                {n.paidCents !== null ? <> · paid {formatDollars(n.paidCents)}</> : null} · started {day(n.createdAt)}
                <RowProgress progress={n.progress} />
              </div>
              <div className="project-row__actions">
                {n.moves.map((m) => (
                  <Link key={m.label} to={m.href} className="button button--secondary">
                    {m.label}
                  </Link>
                ))}
                {n.status === 'DRAFT' ? (
                  <Form method="post">
                    <CsrfField />
                    <input type="hidden" name="needId" value={n.needId} />
                    <button type="submit" name="intent" value="delete" className="button button--link">
                      Delete draft
                    </button>
                  </Form>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {total > start + rows.length + boards.length ? (
        <p>
          <Link to={`/project/index?${new URLSearchParams({ ...(status ? { status } : {}), start: String(start + rows.length + boards.length) })}`}>More projects</Link>
        </p>
      ) : null}
    </div>
  );
}
