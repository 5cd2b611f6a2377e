import type { MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { DiyStepPage } from '~/diy/components/diy-step';
import { diyStepAction, diyStepLoader } from '~/diy/server/diy-pages.server';
import { fieldError, type FormResult } from '~/web/form-result';

export const meta: MetaFunction = () => [{ title: 'Measurements · Your DIY mood board · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = diyStepLoader('MEASUREMENTS');
export const action = diyStepAction('MEASUREMENTS');

type Length = { feet?: number; inches?: number };
const dimensions = [
  { key: 'width', label: 'Width' },
  { key: 'length', label: 'Length' },
  { key: 'ceiling', label: 'Ceiling height' },
] as const;

/** /diy/measurements (optional): the room's width, length and ceiling height in feet and inches. */
export default function DiyMeasurements() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<FormResult>();
  const saved = (page.project.answers.MEASUREMENTS ?? {}) as Record<string, Length | undefined>;
  return (
    <DiyStepPage page={page} title="How big is the room?" intro="Optional. Measure wall to wall; round to the inch.">
      {dimensions.map((d) => {
        const error = fieldError(result, `${d.key}.feet`) ?? fieldError(result, `${d.key}.inches`) ?? fieldError(result, d.key);
        return (
          <fieldset key={d.key} className={`diy-length${error ? ' field--error' : ''}`}>
            <legend className="field__label">{d.label}</legend>
            <label>
              <input name={`${d.key}Ft`} className="field__input" inputMode="numeric" size={4} defaultValue={saved[d.key]?.feet ?? ''} aria-invalid={error ? true : undefined} /> ft
            </label>
            <label>
              <input name={`${d.key}In`} className="field__input" inputMode="numeric" size={3} defaultValue={saved[d.key]?.inches ?? ''} /> in
            </label>
            {error ? <p className="field__error">{error}</p> : null}
          </fieldset>
        );
      })}
    </DiyStepPage>
  );
}
