import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { NoteField, useFieldErrors } from '~/projects/components/detail-fields';
import { StepPage } from '~/projects/components/step-page';
import { detailAction, detailLoader } from '~/projects/server/detail-pages.server';
import detailStyles from '~/styles/design-details.css?url';

export const links = () => [{ rel: 'stylesheet', href: detailStyles }];
export const meta: MetaFunction = () => [{ title: 'Materials · Your design · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = detailLoader('MATERIALS');
export const action = detailAction('MATERIALS');

/** /design/material: the catalogue's materials the client likes, and those they would rather not have. */
export default function Materials() {
  const page = useLoaderData<typeof loader>();
  const err = useFieldErrors();
  const materials = (page.choices as { materials: string[] }).materials;
  const saved = (page.detail.answer ?? {}) as { liked?: string[]; disliked?: string[]; note?: string };
  const [liked, setLiked] = useState<string[]>(saved.liked ?? []);
  const [disliked, setDisliked] = useState<string[]>(saved.disliked ?? []);
  const toggle = (set: typeof setLiked, m: string, on: boolean) => set((l) => (on ? [...l, m] : l.filter((x) => x !== m)));
  return (
    <StepPage page={page} title="Which materials do you love, and which not?" intro="Leave a material unticked if you do not mind it either way.">
      {err('liked') || err('disliked') ? (
        <p className="field__error" role="alert">
          {err('liked') ?? err('disliked')}
        </p>
      ) : null}
      <ul className="piece-rows" data-testid="material-rows">
        {materials.map((m) => (
          <li key={m} className={`piece-row${liked.includes(m) ? ' is-new' : disliked.includes(m) ? ' is-kept' : ''}`}>
            <span className="piece-row__name">{m}</span>
            <label>
              <input type="checkbox" name="liked" value={m} checked={liked.includes(m)} onChange={(e) => toggle(setLiked, m, e.target.checked)} aria-label={`${m}: love it`} /> Love it
            </label>
            <label>
              <input type="checkbox" name="disliked" value={m} checked={disliked.includes(m)} onChange={(e) => toggle(setDisliked, m, e.target.checked)} aria-label={`${m}: rather not`} /> Rather not
            </label>
          </li>
        ))}
      </ul>
      <NoteField label="Anything about materials?" name="note" max={500} defaultValue={saved.note} error={err('note')} hint="Allergic to wool; nothing that scratches easily…" />
    </StepPage>
  );
}
