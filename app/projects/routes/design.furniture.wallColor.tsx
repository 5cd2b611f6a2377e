import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { NoteField, RadioChoices, useFieldErrors } from '~/projects/components/detail-fields';
import { StepPage } from '~/projects/components/step-page';
import { detailAction, detailLoader } from '~/projects/server/detail-pages.server';
import detailStyles from '~/styles/design-details.css?url';

export const links = () => [{ rel: 'stylesheet', href: detailStyles }];
export const meta: MetaFunction = () => [{ title: 'Wall colour · Your design · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = detailLoader('WALL_COLOR');
export const action = detailAction('WALL_COLOR');

type Choices = { choices: Array<{ id: string; name: string }>; palette: Array<{ key: string; name: string; hsl: [number, number, number] }>; max: number };

/** /design/furniture/wallColor: keep the walls, choose up to five colours from the palette, or leave it to the designer; with a note. */
export default function WallColor() {
  const page = useLoaderData<typeof loader>();
  const err = useFieldErrors();
  const c = page.choices as Choices;
  const saved = (page.detail.answer ?? {}) as { choice?: string; colours?: string[]; note?: string };
  const [choice, setChoice] = useState<string | null>(saved.choice ?? null);
  const [colours, setColours] = useState<string[]>(saved.colours ?? []);
  return (
    <StepPage page={page} title="What about the walls?" intro="Paint changes a room more than any piece. Tell your designer what you would like.">
      <RadioChoices legend="The walls" name="choice" options={c.choices} chosen={choice} error={err('choice')} onChoose={setChoice} />
      <fieldset className="swatch-grid" data-testid="palette" aria-describedby="palette-note">
        <legend>Colours you would like (up to {c.max}; for “I would like these colours”)</legend>
        {c.palette.map((p) => {
          const on = colours.includes(p.key);
          return (
            <label key={p.key} className={`swatch${on ? ' is-chosen' : ''}`}>
              <input
                type="checkbox"
                name="colours"
                value={p.key}
                checked={on}
                disabled={(choice !== null && choice !== 'PALETTE') || (!on && colours.length >= c.max)}
                onChange={(e) => setColours((l) => (e.target.checked ? [...l, p.key] : l.filter((x) => x !== p.key)))}
              />
              <span className="swatch__colour" style={{ background: `hsl(${p.hsl[0]} ${p.hsl[1]}% ${p.hsl[2]}%)` }} aria-hidden="true" />
              {p.name}
            </label>
          );
        })}
        <p id="palette-note" className="field__hint">
          The catalogue’s painted colours, so your walls and pieces can match.
        </p>
        {err('colours') ? (
          <p className="field__error" role="alert">
            {err('colours')}
          </p>
        ) : null}
      </fieldset>
      <NoteField label="A note about the walls" name="note" max={500} defaultValue={saved.note} error={err('note')} hint="The walls are warm white now; I rent, so no dark colours…" />
    </StepPage>
  );
}
