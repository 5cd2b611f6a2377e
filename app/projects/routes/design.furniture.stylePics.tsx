import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { DetailLink } from '~/projects/components/detail-fields';
import { PictureChoices, StepPage } from '~/projects/components/step-page';
import { questionnaireAction, questionnaireLoader } from '~/projects/server/questionnaire-pages.server';

const route = '/design/furniture/stylePics';
export const meta: MetaFunction = () => [{ title: 'FURNITURE · Your design · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = questionnaireLoader(route);
export const action = questionnaireAction(route);

/** FURNITURE: the pieces the client likes (not asked for a kitchen or bathroom). */
export default function FurnitureStep() {
  const page = useLoaderData<typeof loader>();
  const chosen = ((page.need.answers.FURNITURE as { stylePicIds?: string[] } | undefined)?.stylePicIds ?? []) as string[];
  const [count, setCount] = useState(chosen.length);
  const pics = (page.options as { pics: ReadonlyArray<{ id: string; name: string; picture: string }> }).pics;
  return (
    <StepPage page={page} title="Which pieces do you like?" intro="Choose the furniture you would love to see in your room — as many as you like." nextDisabled={count === 0}>
      <PictureChoices name="stylePicIds" items={pics} chosen={chosen} onCount={setCount} />
      <p className="design-step__note">
        Tell us more (optional): <DetailLink need={page.need} route="/design/furniture" from={page.from}>the pieces you need and keep, furniture style, walls and materials</DetailLink>.
      </p>
    </StepPage>
  );
}
