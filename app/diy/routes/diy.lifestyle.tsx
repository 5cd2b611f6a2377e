import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { DiyStepPage } from '~/diy/components/diy-step';
import { diyStepAction, diyStepLoader } from '~/diy/server/diy-pages.server';

export const meta: MetaFunction = () => [{ title: 'How you live · Your DIY mood board · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = diyStepLoader('LIFESTYLE');
export const action = diyStepAction('LIFESTYLE');

/** /diy/lifestyle (optional): how the visitor lives in the room (the choices this room type offers). */
export default function DiyLifestyle() {
  const page = useLoaderData<typeof loader>();
  const options = (page.options as { lifestyles: ReadonlyArray<{ id: string; name: string; icon: string }> }).lifestyles;
  const [chosen, setChosen] = useState<string[]>(((page.project.answers.LIFESTYLE as { lifestyles?: string[] } | undefined)?.lifestyles ?? []) as string[]);
  return (
    <DiyStepPage page={page} title={`How do you use your ${page.project.room.name.toLowerCase()}?`} intro="Optional. Choose all that apply." nextDisabled={!chosen.length}>
      <fieldset className="chip-grid">
        <legend className="visually-hidden">Lifestyle</legend>
        {options.map((l) => (
          <label key={l.id} className={`chip${chosen.includes(l.id) ? ' is-chosen' : ''}`}>
            <input type="checkbox" name="lifestyles" value={l.id} checked={chosen.includes(l.id)} onChange={(e) => setChosen((c) => (e.target.checked ? [...c, l.id] : c.filter((x) => x !== l.id)))} />
            <span aria-hidden="true">{l.icon}</span> {l.name}
          </label>
        ))}
      </fieldset>
    </DiyStepPage>
  );
}
