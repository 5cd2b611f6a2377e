import { useEffect, useId, useState } from 'react';
import type { FormResult } from '~/web/form-result';
import { useShellData } from '~/ui/shell-data';

type InputProps = React.InputHTMLAttributes<HTMLInputElement>;

/** A labelled input with its own error message (from the action's `fields`) or a hint. */
export function Field({ label, name, error, hint, ...input }: InputProps & { label: string; name: string; error?: string; hint?: string }) {
  const id = useId();
  const note = error ?? hint;
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input id={id} name={name} className="field__input" aria-invalid={error ? true : undefined} aria-describedby={note ? `${id}-note` : undefined} {...input} />
      {note ? (
        <p id={`${id}-note`} className={error ? 'field__error' : 'field__hint'}>
          {note}
        </p>
      ) : null}
    </div>
  );
}

type SelectProps = React.SelectHTMLAttributes<HTMLSelectElement>;

/** A labelled select with its own error message; `value`/`onChange` or `defaultValue` as the form wants. */
export function SelectField({ id, label, name, options, error, ...select }: SelectProps & { id: string; label: string; name: string; options: ReadonlyArray<{ value: string; label: string }>; error?: string }) {
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} name={name} className="field__input" aria-invalid={error ? true : undefined} {...select}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error ? <p className="field__error">{error}</p> : null}
    </div>
  );
}

/** The session-bound form token every page form carries (docs/decisions/007). */
export function CsrfField() {
  const { csrf } = useShellData();
  return <input type="hidden" name="csrf" value={csrf} />;
}

/** True once the page's scripts run: forms then answer with data instead of a redirect. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** The form-wide message of a failed post, unless one of the fields this form shows already says it. */
export function FormAlert({ result, shown = [] }: { result: FormResult | undefined; shown?: string[] }) {
  if (!result || result.ok || result.code === 'UNAUTHORIZED' || result.code === 'FORBIDDEN') return null;
  if (shown.some((name) => result.fields?.[name] === result.message)) return null;
  return (
    <p className="form-alert" role="alert">
      {result.message}
    </p>
  );
}
