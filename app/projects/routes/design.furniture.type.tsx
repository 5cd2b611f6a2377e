import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { NoteField, useFieldErrors } from '~/projects/components/detail-fields';
import { StepPage } from '~/projects/components/step-page';
import { detailAction, detailLoader } from '~/projects/server/detail-pages.server';
import detailStyles from '~/styles/design-details.css?url';

export const links = () => [{ rel: 'stylesheet', href: detailStyles }];
export const meta: MetaFunction = () => [{ title: 'Pieces needed and kept · Your design · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = detailLoader('FURNITURE_PIECES');
export const action = detailAction('FURNITURE_PIECES');

type Kind = { id: string; name: string; picture: string | null };

/** /design/furniture/type: the pieces the client needs new, and those they keep (the catalogue's kinds of product). */
export default function FurnitureType() {
  const page = useLoaderData<typeof loader>();
  const err = useFieldErrors();
  const kinds = (page.choices as { kinds: Kind[] }).kinds;
  const saved = (page.detail.answer ?? {}) as { need?: string[]; keep?: string[]; note?: string };
  const [need, setNeed] = useState<string[]>(saved.need ?? []);
  const [keep, setKeep] = useState<string[]>(saved.keep ?? []);
  const toggle = (set: typeof setNeed, id: string, on: boolean) => set((list) => (on ? [...list, id] : list.filter((x) => x !== id)));
  return (
    <StepPage page={page} title="Which pieces do you need?" intro="Tick what your designer should find new, and what stays in the room.">
      {err('need') || err('keep') ? (
        <p className="field__error" role="alert">
          {err('need') ?? err('keep')}
        </p>
      ) : null}
      <ul className="piece-rows" data-testid="piece-rows">
        {kinds.map((k) => (
          <li key={k.id} className={`piece-row${need.includes(k.id) ? ' is-new' : keep.includes(k.id) ? ' is-kept' : ''}`}>
            {k.picture ? <img src={k.picture} alt="" width={72} height={72} loading="lazy" /> : <span className="piece-row__blank" aria-hidden="true" />}
            <span className="piece-row__name">{k.name}</span>
            <label>
              <input type="checkbox" name="need" value={k.id} checked={need.includes(k.id)} onChange={(e) => toggle(setNeed, k.id, e.target.checked)} aria-label={`${k.name}: new`} /> New
            </label>
            <label>
              <input type="checkbox" name="keep" value={k.id} checked={keep.includes(k.id)} onChange={(e) => toggle(setKeep, k.id, e.target.checked)} aria-label={`${k.name}: keeping`} /> Keeping
            </label>
          </li>
        ))}
      </ul>
      <NoteField label="Anything about these pieces?" name="note" max={500} defaultValue={saved.note} error={err('note')} hint="The sofa must seat five; the dresser stays but could be painted…" />
    </StepPage>
  );
}
