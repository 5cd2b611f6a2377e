import { useActionData } from '@remix-run/react';
import { Field } from '~/ui/form-field';
import { fieldError, type FormResult } from '~/web/form-result';
import { type DiyPageData, DiyStepPage } from './diy-step';

/**
 * /diy/roomDetail/roomSelect and /diy/roomDetail/manualInput (optional): two ways into
 * the room's details — pick the bed size from a list, or type it all in.
 */
export function DiyRoomDetailsForm({ page, variant }: { page: DiyPageData & { options: unknown }; variant: 'select' | 'manual' }) {
  const result = useActionData<FormResult>();
  const o = page.options as { bedroom: boolean; sizes: readonly string[] };
  const saved = (page.project.answers.ROOM_DETAILS ?? {}) as { remark?: string; size?: string };
  const err = (n: string) => fieldError(result, n);
  return (
    <DiyStepPage page={page} title="Room details" intro={variant === 'manual' ? 'Optional. Type in what matters: windows, doors, what stays.' : 'Optional. Tell us about the space.'}>
      <div className={`field${err('remark') ? ' field--error' : ''}`}>
        <label className="field__label" htmlFor="remark">
          About the room
        </label>
        <textarea id="remark" name="remark" className="field__input" rows={variant === 'manual' ? 8 : 4} maxLength={2000} defaultValue={saved.remark ?? ''} aria-invalid={err('remark') ? true : undefined} placeholder="Light, windows and doors, what you keep…" />
        {err('remark') ? <p className="field__error">{err('remark')}</p> : null}
      </div>
      {o.bedroom ? (
        variant === 'manual' ? (
          <Field label="Bed size (optional)" name="size" defaultValue={saved.size ?? ''} error={err('size')} hint={o.sizes.join(', ')} />
        ) : (
          <fieldset className="chip-grid">
            <legend>Bed size (optional)</legend>
            {o.sizes.map((s) => (
              <label key={s} className="chip">
                <input type="radio" name="size" value={s} defaultChecked={saved.size === s} /> {s}
              </label>
            ))}
            {err('size') ? <p className="field__error">{err('size')}</p> : null}
          </fieldset>
        )
      ) : null}
    </DiyStepPage>
  );
}
