import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { DetailLink } from '~/projects/components/detail-fields';
import { StepPage } from '~/projects/components/step-page';
import { questionnaireAction, questionnaireLoader } from '~/projects/server/questionnaire-pages.server';

const route = '/design/lifestyle';
export const meta: MetaFunction = () => [{ title: 'LIFESTYLE · Your design · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = questionnaireLoader(route);
export const action = questionnaireAction(route);

/** LIFESTYLE: how the client lives in this room (the choices this room type offers). */
export default function LifestyleStep() {
  const page = useLoaderData<typeof loader>();
  const options = (page.options as { lifestyles: ReadonlyArray<{ id: string; name: string; icon: string }> }).lifestyles;
  const [chosen, setChosen] = useState<string[]>(((page.need.answers.LIFESTYLE as { lifestyles?: string[] } | undefined)?.lifestyles ?? []) as string[]);
  return (
    <StepPage page={page} title={`How do you use your ${page.need.room.name.toLowerCase()}?`} intro="Choose all that apply." nextDisabled={!chosen.length}>
      <fieldset className="chip-grid">
        <legend className="visually-hidden">Lifestyle</legend>
        {options.map((l) => (
          <label key={l.id} className={`chip${chosen.includes(l.id) ? ' is-chosen' : ''}`}>
            <input type="checkbox" name="lifestyles" value={l.id} checked={chosen.includes(l.id)} onChange={(e) => setChosen((c) => (e.target.checked ? [...c, l.id] : c.filter((x) => x !== l.id)))} />
            <span aria-hidden="true">{l.icon}</span> {l.name}
          </label>
        ))}
      </fieldset>
      <p className="design-step__note">
        Optional: <DetailLink need={page.need} route="/design/choose" from={page.from}>tell us what the design should cover and what you keep</DetailLink>.
      </p>
    </StepPage>
  );
}
