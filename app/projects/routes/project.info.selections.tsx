import { useLoaderData } from '@remix-run/react';
import { projectSelections } from '~/projects/project-answers';
import { answersLoader } from '~/projects/server/project-pages.server';

export const loader = answersLoader;

const none = 'Not answered yet';

/** selections: the questionnaire's answers — styles, plan, lifestyle, furniture, budget. */
export default function ProjectSelections() {
  const { answers, plan, room } = useLoaderData<typeof loader>();
  const s = projectSelections(answers, plan);
  const remodel = ['kitchen', 'bathroom'].includes(room.toLowerCase());
  return (
    <section aria-labelledby="selections-title">
      <h2 id="selections-title">Selections</h2>
      <dl className="project-answers">
        <dt>Styles</dt>
        <dd>{s.styles.length ? `${s.styles.join(', ')} (from ${s.photoCount} photos)` : none}</dd>
        <dt>Plan</dt>
        <dd>{s.plan ?? none}</dd>
        <dt>Lifestyle</dt>
        <dd>{s.lifestyles.length ? s.lifestyles.join(', ') : none}</dd>
        {remodel ? null : (
          <>
            <dt>Furniture</dt>
            <dd>{s.furniture.length ? s.furniture.join(', ') : none}</dd>
          </>
        )}
        <dt>Budget</dt>
        <dd>{s.budget ?? none}</dd>
      </dl>
    </section>
  );
}
