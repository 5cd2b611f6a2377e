import type { LinksFunction, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { PictureChoices, StepPage } from '~/projects/components/step-page';
import { questionnaireAction, questionnaireLoader } from '~/projects/server/questionnaire-pages.server';
import briefRendersCss from '~/styles/brief-renders.css?url';

const route = '/design/combination';
export const meta: MetaFunction = () => [{ title: 'RENDERINGS · Your design · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: briefRendersCss }];
export const loader = questionnaireLoader(route);
export const action = questionnaireAction(route);

type Choice = { id: string; picture: string; alt: string; name?: string };

/**
 * RENDERINGS: offered only when rendering is enabled (part 1 §2); otherwise the loader moves straight on.
 * The client's own finished AI renders come first (issue 25), then the style photos.
 */
export default function Renderings() {
  const page = useLoaderData<typeof loader>();
  const chosen = ((page.need.answers.RENDERINGS as { combinationIds?: string[] } | undefined)?.combinationIds ?? []) as string[];
  const { renders, renderings } = page.options as { renders: ReadonlyArray<Choice>; renderings: ReadonlyArray<Choice> };
  const mine = new Set(renders.map((r) => r.id));
  const [ownCount, setOwnCount] = useState(chosen.filter((id) => mine.has(id)).length);
  const [styleCount, setStyleCount] = useState(chosen.filter((id) => !mine.has(id)).length);
  return (
    <StepPage page={page} title="Which renderings come closest?" intro="Choose the looks you would like your 3D rendering to follow." nextDisabled={ownCount + styleCount === 0}>
      {renders.length ? (
        <section data-testid="own-renders" aria-labelledby="own-renders-title">
          <h2 id="own-renders-title" className="renderings-group__title">
            Your AI renders
          </h2>
          <p className="renderings-group__note">Renders you made on our AI pages: your designer sees the ones you choose.</p>
          <PictureChoices name="combinationIds" items={renders} chosen={chosen.filter((id) => mine.has(id))} onCount={setOwnCount} />
          <h2 className="renderings-group__title">Looks from our studio</h2>
        </section>
      ) : null}
      <PictureChoices name="combinationIds" items={renderings} chosen={chosen.filter((id) => !mine.has(id))} onCount={setStyleCount} />
    </StepPage>
  );
}
