import type { MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { DiyStepPage } from '~/diy/components/diy-step';
import { diyStepAction, diyStepLoader } from '~/diy/server/diy-pages.server';
import { Field } from '~/ui/form-field';
import { fieldError, type FormResult } from '~/web/form-result';

export const meta: MetaFunction = () => [{ title: 'Budget · Your DIY mood board · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = diyStepLoader('BUDGET');
export const action = diyStepAction('BUDGET');

type Tier = { type: string; name: string; label: string };

/** /diy/budget: the budget tiers (Pick-Me-Up, Refresher, Savvy, Lux) or a custom budget; the ideas keep within it. */
export default function DiyBudget() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<FormResult>();
  const tiers = (page.options as { tiers: Tier[] }).tiers;
  const saved = page.project.answers.BUDGET as { type?: string; minPrice?: number; maxPrice?: number | null } | undefined;
  const [type, setType] = useState<string | null>(saved?.type ?? null);
  const dollars = (cents: number | null | undefined) => (typeof cents === 'number' ? String(cents / 100) : '');
  return (
    <DiyStepPage page={page} title="What is your budget for this room?" intro="For furniture and decor. Your design ideas keep within it." nextDisabled={!type}>
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
      </fieldset>
      {type === 'CUSTOM' || !type ? (
        <div className="form-row">
          <Field label="At least ($)" name="minPrice" inputMode="decimal" defaultValue={dollars(saved?.minPrice)} error={fieldError(result, 'type')} hint="For a custom budget" />
          <Field label="At most ($, optional)" name="maxPrice" inputMode="decimal" defaultValue={dollars(saved?.maxPrice)} />
        </div>
      ) : null}
    </DiyStepPage>
  );
}
