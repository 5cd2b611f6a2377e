import { Form } from '@remix-run/react';
import { CsrfField } from '~/ui/form-field';

export interface Choices {
  kinds: { kind: string; label: string }[];
  colours: { key: string; name: string }[];
  materials: string[];
}

/** Choosing by hand: the pieces to shop for, a colour, a material and a budget a piece. */
export function ManualChoice({ choices, busy, title }: { choices: Choices; busy: boolean; title: string }) {
  return (
    <Form method="post" className="detection-manual">
      <CsrfField />
      <input type="hidden" name="intent" value="manual" />
      <fieldset>
        <legend>{title}</legend>
        <div className="detection-manual__kinds">
          {choices.kinds.map((k) => (
            <label key={k.kind}>
              <input type="checkbox" name="kinds" value={k.kind} /> {k.label}
            </label>
          ))}
        </div>
        <label>
          Colour{' '}
          <select name="colour" defaultValue="">
            <option value="">Any colour</option>
            {choices.colours.map((c) => (
              <option key={c.key} value={c.key}>
                {c.name}
              </option>
            ))}
          </select>
        </label>{' '}
        <label>
          Material{' '}
          <select name="material" defaultValue="">
            <option value="">Any material</option>
            {choices.materials.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        </label>{' '}
        <label>
          Budget a piece ($) <input type="number" name="budget" min={1} max={100000} step={1} inputMode="numeric" />
        </label>
      </fieldset>
      <button type="submit" className="button button--primary" disabled={busy}>
        Shop these pieces
      </button>
    </Form>
  );
}
