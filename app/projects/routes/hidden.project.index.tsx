import type { LinksFunction, MetaFunction } from '@remix-run/node';
import briefRendersCss from '~/styles/brief-renders.css?url';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { lifestyles, furniturePics, stylePersonality } from '../../../domain/projects/options';
import { renderingsSummary } from '../../../domain/projects/renderings';
import { RoomPhotoGrid } from '~/projects/components/room-photos';
import { budgetText, detailBriefRows } from '~/projects/project-answers';
import { designerWorkspaceAction, designerWorkspaceLoader } from '~/projects/server/designer-pages.server';
import { CsrfField, FormAlert } from '~/ui/form-field';
import type { FormResult } from '~/web/form-result';

export const meta: MetaFunction = () => [{ title: 'Designer workspace · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: briefRendersCss }];
export const loader = designerWorkspaceLoader;
export const action = designerWorkspaceAction;

type A = Record<string, any>;

/** What the client answered, step by step, in words the designer works from. */
function Brief({ answers, details }: { answers: A; details: A }) {
  const rows: Array<[string, string]> = [];
  if (answers.STYLES) rows.push(['Style', stylePersonality(answers.STYLES.photoIds).map((s) => `${s.style} ${s.share}%`).join(', ')]);
  if (answers.LIFESTYLE) rows.push(['Lifestyle', (answers.LIFESTYLE.lifestyles as string[]).map((id) => lifestyles.find((l) => l.id === id)?.name ?? id).join(', ')]);
  if (answers.FURNITURE) rows.push(['Furniture liked', (answers.FURNITURE.stylePicIds as string[]).map((id) => furniturePics.find((p) => p.id === id)?.name ?? id).join(', ')]);
  if (answers.BUDGET) rows.push(['Budget', budgetText(answers.BUDGET) ?? '']);
  if (answers.ALL_ABOUT_YOU) {
    const y = answers.ALL_ABOUT_YOU;
    rows.push(['Household', `${y.adultsCount} adults, ${y.kidsNum} children · ${y.owned} · pets: ${y.pet}${y.petRemark ? ` (${y.petRemark})` : ''}`]);
  }
  if (answers.RENDERINGS) {
    rows.push(['Renderings', renderingsSummary(answers.RENDERINGS.combinationIds, 'the client’s own')]);
  }
  if (answers.ROOM_DETAILS) {
    const r = answers.ROOM_DETAILS;
    rows.push(['Room', [r.size ? `${r.size} bed` : null, r.scope, r.address, r.remark].filter(Boolean).join(' · ')]);
  }
  // The optional details: what the design covers, pieces, furniture style, walls, materials, more about the client.
  rows.push(...detailBriefRows(details));
  return (
    <dl className="review-list">
      {rows.map(([k, v]) => (
        <div key={k} className="review-list__row">
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /hidden/project/index: a designer's projects (assigned by staff) with each client's brief. */
export default function DesignerWorkspace() {
  const { projects } = useLoaderData<typeof loader>();
  const result = useActionData<FormResult>();
  return (
    <div className="container projects-page">
      <h1>Your design projects</h1>
      <FormAlert result={result} />
      {result?.ok ? <p role="status">{result.message}</p> : null}
      <p>
        <Link to="/moodboard/index">Mood boards of your projects</Link>: open a project's board to arrange it with the client.
      </p>
      {projects.length === 0 ? <p>No projects are assigned to you yet. New ones appear here as soon as the studio assigns them.</p> : null}
      <ul className="project-rows" data-testid="designer-projects">
        {projects.map((n) => (
          <li key={n.needId} className="project-row project-row--brief" data-testid={`designer-${n.projectId}`}>
            <h2>
              {n.projectId} · {n.room.name} · {n.plan ?? ''} · {n.status === 'DELIVERED' ? 'Delivered' : 'In design'}
            </h2>
            <Brief answers={n.answers as A} details={n.details as A} />
            {n.ideas ? (
              <>
                <h3>Ideas the client saved: “{n.ideas.boardName}”</h3>
                {n.ideas.items.length ? (
                  <ul className="project-row__ideas" data-testid="project-ideas">
                    {n.ideas.items.map((i) => (
                      <li key={i.url}>
                        <Link to={i.url}>{i.title}</Link>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p>The board held nothing that is still on the site.</p>
                )}
              </>
            ) : null}
            {n.aiRenders.length ? (
              <>
                <h3>AI renders the client liked</h3>
                <ul className="project-row__renders" data-testid="brief-renders">
                  {n.aiRenders.map((r) => (
                    <li key={r.renderId}>
                      <img src={r.picture} alt={r.caption} width={240} height={180} loading="lazy" />
                      <span>{r.caption}</span>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            <h3>Photos of the room</h3>
            <RoomPhotoGrid photos={n.roomPhotos} />
            <p>
              <Link to={`/hidden/project/proposal?needId=${n.needId}`} className="button button--secondary button--small">
                Proposals and the client’s review
              </Link>
            </p>
            {n.status === 'IN_DESIGN' ? (
              <Form method="post">
                <CsrfField />
                <input type="hidden" name="needId" value={n.needId} />
                <button type="submit" name="intent" value="deliver" className="button button--primary">
                  Mark design delivered
                </button>
              </Form>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
