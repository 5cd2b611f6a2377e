import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { minDiyPhotos } from '../../../domain/diy/steps';
import { DiyStepPage } from '~/diy/components/diy-step';
import { diyStepAction, diyStepLoader } from '~/diy/server/diy-pages.server';
import { PictureChoices } from '~/projects';

export const meta: MetaFunction = () => [{ title: 'Styles · Your DIY mood board · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = diyStepLoader('IMAGE');
export const action = diyStepAction('IMAGE');

/** /diy/image: the style photos the visitor likes (the design questionnaire's set). */
export default function DiyImage() {
  const page = useLoaderData<typeof loader>();
  // Unanswered, the step starts from the photos the style quiz suggests (issue 24).
  const chosen = ((page.project.answers.IMAGE as { photoIds?: string[] } | undefined)?.photoIds ?? page.suggestedPhotoIds ?? []) as string[];
  const [count, setCount] = useState(chosen.length);
  const photos = (page.options as { photos: ReadonlyArray<{ id: string; picture: string; alt: string; style: string }> }).photos;
  return (
    <DiyStepPage page={page} title="Which rooms speak to you?" intro={`Choose at least ${minDiyPhotos} photos you like — ${count} chosen. Your ideas follow your style.`} nextDisabled={count < minDiyPhotos}>
      {page.suggestedPhotoIds ? <p className="design-step__note">We picked these from your style quiz: change any you like.</p> : null}
      <PictureChoices name="photoIds" items={photos} chosen={chosen} onCount={setCount} />
    </DiyStepPage>
  );
}
