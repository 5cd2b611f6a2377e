import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { stylePhotoCount } from '../../../domain/projects/questionnaire';
import { PictureChoices, StepPage } from '~/projects/components/step-page';
import { questionnaireAction, questionnaireLoader } from '~/projects/server/questionnaire-pages.server';

const route = '/design/image';
export const meta: MetaFunction = () => [{ title: 'STYLES · Your design · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = questionnaireLoader(route);
export const action = questionnaireAction(route);

/** STYLES: the client picks 7 photos they love (part 2 §9). */
export default function Styles() {
  const page = useLoaderData<typeof loader>();
  // Unanswered, the step starts from the photos the client's style quiz suggests (issue 24).
  const chosen = ((page.need.answers.STYLES as { photoIds?: string[] } | undefined)?.photoIds ?? page.suggestedPhotoIds ?? []) as string[];
  const [count, setCount] = useState(chosen.length);
  const photos = (page.options as { photos: ReadonlyArray<{ id: string; picture: string; alt: string; style: string }> }).photos;
  return (
    <StepPage page={page} title="Which rooms speak to you?" intro={`Choose ${stylePhotoCount} photos you love — ${count} of ${stylePhotoCount} chosen. Your designer reads your style from them.`} nextDisabled={count !== stylePhotoCount}>
      {page.suggestedPhotoIds ? <p className="design-step__note">We picked these from your style quiz: change any you like.</p> : null}
      <PictureChoices name="photoIds" items={photos} chosen={chosen} max={stylePhotoCount} onCount={setCount} />
    </StepPage>
  );
}
