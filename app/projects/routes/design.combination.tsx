import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { PictureChoices, StepPage } from '~/projects/components/step-page';
import { questionnaireAction, questionnaireLoader } from '~/projects/server/questionnaire-pages.server';

const route = '/design/combination';
export const meta: MetaFunction = () => [{ title: 'RENDERINGS · Your design · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = questionnaireLoader(route);
export const action = questionnaireAction(route);

/** RENDERINGS: offered only when rendering is enabled (part 1 §2); otherwise the loader moves straight on. */
export default function Renderings() {
  const page = useLoaderData<typeof loader>();
  const chosen = ((page.need.answers.RENDERINGS as { combinationIds?: string[] } | undefined)?.combinationIds ?? []) as string[];
  const [count, setCount] = useState(chosen.length);
  const renderings = (page.options as { renderings: ReadonlyArray<{ id: string; picture: string; alt: string }> }).renderings;
  return (
    <StepPage page={page} title="Which renderings come closest?" intro="Choose the looks you would like your 3D rendering to follow." nextDisabled={count === 0}>
      <PictureChoices name="combinationIds" items={renderings} chosen={chosen} onCount={setCount} />
    </StepPage>
  );
}
