import type { MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { DetailLink } from '~/projects/components/detail-fields';
import { KeptBudgetChoice } from '~/projects/components/kept-budget';
import { StepPage } from '~/projects/components/step-page';
import { questionnaireAction, questionnaireLoader } from '~/projects/server/questionnaire-pages.server';
import { Field } from '~/ui/form-field';
import { fieldError, type FormResult } from '~/web/form-result';

const route = '/design/budget/rangeSelection';
export const meta: MetaFunction = () => [{ title: 'BUDGET · Your design · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = questionnaireLoader(route);
export const action = questionnaireAction(route);

type Tier = { type: string; name: string; label: string };

/** BUDGET: the plan's tiers (Pick-Me-Up, Refresher, Savvy, Lux) or a custom budget, for the furniture. */
export default function BudgetStep() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<FormResult>();
  const tiers = (page.options as { tiers: Tier[] }).tiers;
  const saved = page.need.answers.BUDGET as { type?: string; minPrice?: number; maxPrice?: number | null; split?: Array<{ kind: string; minPrice: number; maxPrice: number }> } | undefined;
  const [type, setType] = useState<string | null>(saved?.type ?? null);
  const dollars = (cents: number | null | undefined) => (typeof cents === 'number' ? String(cents / 100) : '');
  return (
    <StepPage page={page} title="What is your budget for furniture and decor?" intro="For this room, not counting the design plan. Your designer picks products to fit it." nextDisabled={!type}>
      <fieldset className="chip-grid chip-grid--tiers">
        <legend className="visually-hidden">Budget</legend>
        {tiers.map((t) => (
          <label key={t.type} className={`chip chip--tier${type === t.type ? ' is-chosen' : ''}`}>
            <input type="radio" name="type" value={t.type} checked={type === t.type} onChange={() => setType(t.type)} />
            <strong>{t.name}</strong> <span>{t.label}</span>
          </label>
        ))}
        <label className={`chip chip--tier${type === 'CUSTOM' ? ' is-chosen' : ''}`}>
          <input type="radio" name="type" value="CUSTOM" checked={type === 'CUSTOM'} onChange={() => setType('CUSTOM')} />
          <strong>Custom budget</strong> <span>Tell us your range</span>
        </label>
        <KeptBudgetChoice saved={saved} type={type} onChoose={setType} />
      </fieldset>
      {type === 'CUSTOM' ? (
        <div className="form-row">
          <Field label="At least ($)" name="minPrice" inputMode="decimal" defaultValue={dollars(saved?.minPrice)} error={fieldError(result, 'type')} />
          <Field label="At most ($, optional)" name="maxPrice" inputMode="decimal" defaultValue={dollars(saved?.maxPrice)} />
        </div>
      ) : null}
      <p className="design-step__note">
        Or <DetailLink need={page.need} route="/design/budget/rangeChoose" from={page.from}>split it by piece</DetailLink>, or give <DetailLink need={page.need} route="/design/budget/preciseBudget" from={page.from}>an exact amount</DetailLink>.
      </p>
    </StepPage>
  );
}
