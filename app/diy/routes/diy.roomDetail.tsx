import type { MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { DiyStepPage } from '~/diy/components/diy-step';
import { diyStepAction, diyStepLoader } from '~/diy/server/diy-pages.server';
import { Field } from '~/ui/form-field';
import { fieldError, type FormResult } from '~/web/form-result';

export const meta: MetaFunction = () => [{ title: 'About you · Your DIY mood board · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = diyStepLoader('ABOUT_YOU');
export const action = diyStepAction('ABOUT_YOU');

/** /diy/roomDetail (optional): who uses the room, rent or own, pets. */
export default function DiyAboutYou() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<FormResult>();
  const saved = (page.project.answers.ABOUT_YOU ?? {}) as { adultsCount?: number; kidsNum?: number; owned?: string; pet?: string; petRemark?: string };
  const [pet, setPet] = useState(saved.pet ?? '');
  const details = page.optional.find((s) => s.key === 'ROOM_DETAILS');
  return (
    <DiyStepPage
      page={page}
      title="About you"
      intro="Optional. Ideas that suit the people (and pets) who use the room."
      aside={details ? <p className="diy-aside"><Link to={details.href}>Tell us about the room itself</Link></p> : null}
    >
      <div className="form-row">
        <Field label="Adults in your home" name="adultsCount" type="number" min={1} max={20} defaultValue={saved.adultsCount ?? ''} error={fieldError(result, 'adultsCount')} />
        <Field label="Children" name="kidsNum" type="number" min={0} max={20} defaultValue={saved.kidsNum ?? 0} error={fieldError(result, 'kidsNum')} />
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
      {pet !== 'No' ? <Field label="Tell us about your pets" name="petRemark" defaultValue={saved.petRemark ?? ''} error={fieldError(result, 'petRemark')} /> : null}
    </DiyStepPage>
  );
}
