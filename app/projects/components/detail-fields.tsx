import { Link, useActionData } from '@remix-run/react';
import { useState, type ReactNode } from 'react';
import type { FormResult } from '~/web/form-result';

/** A field's message, also when the answer names an item of it ("styleWords.1", "split.sofa"). */
export function useFieldErrors() {
  const result = useActionData<FormResult>();
  return (name: string) => {
    if (!result || result.ok || !result.fields) return undefined;
    return result.fields[name] ?? Object.entries(result.fields).find(([k]) => k.startsWith(`${name}.`))?.[1];
  };
}

const FieldMessage = ({ error }: { error?: string }) => (error ? <p className="field__error" role="alert">{error}</p> : null);

/** Several of a list, as chips (checkboxes named `name`). */
export function ChipChoices({ legend, name, options, chosen, error, max }: { legend: string; name: string; options: ReadonlyArray<{ id: string; name: string }>; chosen: readonly string[]; error?: string; max?: number }) {
  const [picked, setPicked] = useState<string[]>([...chosen]);
  return (
    <fieldset className="chip-grid" data-testid={`choices-${name}`}>
      <legend>{legend}</legend>
      {options.map((o) => {
        const on = picked.includes(o.id);
        return (
          <label key={o.id} className={`chip${on ? ' is-chosen' : ''}`}>
            <input type="checkbox" name={name} value={o.id} checked={on} disabled={!on && max !== undefined && picked.length >= max} onChange={(e) => setPicked((p) => (e.target.checked ? [...p, o.id] : p.filter((x) => x !== o.id)))} /> {o.name}
          </label>
        );
      })}
      <FieldMessage error={error} />
    </fieldset>
  );
}

/** One of a list, as chips (radios named `name`). */
export function RadioChoices({ legend, name, options, chosen, error, onChoose }: { legend: string; name: string; options: ReadonlyArray<{ id: string; name: string }>; chosen: string | null; error?: string; onChoose?: (id: string) => void }) {
  const [picked, setPicked] = useState<string | null>(chosen);
  return (
    <fieldset className="chip-grid" data-testid={`choices-${name}`}>
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.id} className={`chip${picked === o.id ? ' is-chosen' : ''}`}>
          <input
            type="radio"
            name={name}
            value={o.id}
            checked={picked === o.id}
            onChange={() => {
              setPicked(o.id);
              onChoose?.(o.id);
            }}
          />{' '}
          {o.name}
        </label>
      ))}
      <FieldMessage error={error} />
    </fieldset>
  );
}

/** A note in the client's words, with its limit. */
export function NoteField({ label, name, max, defaultValue, error, hint }: { label: string; name: string; max: number; defaultValue?: string; error?: string; hint?: string }) {
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label className="field__label" htmlFor={`note-${name}`}>
        {label}
      </label>
      <textarea id={`note-${name}`} name={name} className="field__input" rows={3} maxLength={max} defaultValue={defaultValue ?? ''} placeholder={hint} aria-invalid={error ? true : undefined} />
      <FieldMessage error={error} />
    </div>
  );
}

/** The brief's parts a hub or the review links to: each answered in words, or not yet. */
export function DetailLinks({ lines, children }: { lines: ReadonlyArray<{ key: string; title: string; href: string; answer: string | null }>; children?: ReactNode }) {
  return (
    <dl className="review-list detail-links" data-testid="detail-links">
      {lines.map((l) => (
        <div key={l.key} className="review-list__row" data-testid={`detail-${l.key}`}>
          <dt>{l.title}</dt>
          <dd>{l.answer ?? <em>Not answered yet (optional)</em>}</dd>
          <dd>
            <Link to={l.href} aria-label={`${l.answer ? 'Edit' : 'Answer'} ${l.title}`}>
              {l.answer ? 'Edit' : 'Answer'}
            </Link>
          </dd>
        </div>
      ))}
      {children}
    </dl>
  );
}

/** A link from a step's page to one of its optional pages, for the same project (and back to the review when it came from there). */
export function DetailLink({ need, route, from, children }: { need: { needId: string; packageId: string }; route: string; from?: string | null; children: ReactNode }) {
  const query = new URLSearchParams({ needId: need.needId, packageId: need.packageId, ...(from === 'review' ? { from } : {}) });
  return (
    <Link to={`${route}?${query}`} data-testid={`link-${route}`}>
      {children}
    </Link>
  );
}
