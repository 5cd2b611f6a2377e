import type { MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { DetailLink } from '~/projects/components/detail-fields';
import { StepPage } from '~/projects/components/step-page';
import { questionnaireAction, questionnaireLoader } from '~/projects/server/questionnaire-pages.server';
import { Field } from '~/ui/form-field';
import { fieldError, type FormResult } from '~/web/form-result';

const route = '/design/roomDetail';
export const meta: MetaFunction = () => [{ title: 'ALL ABOUT YOU · Your design · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = questionnaireLoader(route);
export const action = questionnaireAction(route);

/** ALL ABOUT YOU: who lives there (the family question is required), rent or own, pets. */
export default function AllAboutYou() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<FormResult>();
  const saved = (page.need.answers.ALL_ABOUT_YOU ?? {}) as { adultsCount?: number; kidsNum?: number; owned?: string; pet?: string; petRemark?: string };
  const [pet, setPet] = useState(saved.pet ?? '');
  return (
    <StepPage page={page} title="All about you" intro="A few questions so your designer plans for the people (and pets) who use the room.">
      <div className="form-row">
        <Field label="Adults in your home" name="adultsCount" type="number" min={1} max={20} required defaultValue={saved.adultsCount ?? ''} error={fieldError(result, 'adultsCount')} />
        <Field label="Children" name="kidsNum" type="number" min={0} max={20} required defaultValue={saved.kidsNum ?? 0} error={fieldError(result, 'kidsNum')} />
      </div>
      <fieldset className="chip-grid">
        <legend>Do you rent or own?</legend>
        {['Rent', 'Own'].map((v) => (
          <label key={v} className="chip">
            <input type="radio" name="owned" value={v} defaultChecked={saved.owned === v} /> {v}
          </label>
        ))}
        {fieldError(result, 'owned') ? <p className="field__error">{fieldError(result, 'owned')}</p> : null}
      </fieldset>
      <fieldset className="chip-grid">
        <legend>Any pets?</legend>
        {['Yes', 'No'].map((v) => (
          <label key={v} className="chip">
            <input type="radio" name="pet" value={v} checked={pet === v} onChange={() => setPet(v)} /> {v}
          </label>
        ))}
        {fieldError(result, 'pet') ? <p className="field__error">{fieldError(result, 'pet')}</p> : null}
      </fieldset>
      {pet !== 'No' ? <Field label="Tell us about your pets" name="petRemark" defaultValue={saved.petRemark ?? ''} error={fieldError(result, 'petRemark')} hint="Two cats who love the sofa, a big dog…" /> : null}
      <p className="design-step__note">
        Optional: <DetailLink need={page.need} route="/design/aboutYou/aboutYou" from={page.from}>more about you</DetailLink> — who uses the room, working from home, accessibility, your style in words.
      </p>
    </StepPage>
  );
}
