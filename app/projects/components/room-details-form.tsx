import { useActionData } from '@remix-run/react';
import { fieldError, type FormResult } from '~/web/form-result';
import { Field } from '~/ui/form-field';
import type { Room } from '../../../domain/rooms/room';
import type { Units } from '../room-plan-form';
import { RoomPhotosLink } from './room-photos';
import { RoomPlanEditor } from './room-plan-editor';
import { StepPage, type StepPageData } from './step-page';

type Options = { bedroom: boolean; remodel: boolean; sizes: readonly string[]; scopes: readonly string[]; room: Room; units: Units; measured: boolean };

/**
 * ROOM DETAILS (part 2 §3): remark and (Bedroom) bed size required; a kitchen or
 * bathroom asks its address and scope. roomSelect, manualInput and system are three
 * ways into the same answers: pick from lists, type it all, or the short version.
 * manualInput also takes the room's measurements on a plan editor (issue 23).
 */
export function RoomDetailsForm({ page, variant }: { page: StepPageData & { options: unknown; need: { answers: Record<string, unknown> } }; variant: 'select' | 'manual' | 'system' }) {
  const result = useActionData<FormResult & { values?: Record<string, string> }>();
  const o = page.options as Options;
  const saved = (page.need.answers.ROOM_DETAILS ?? {}) as { remark?: string; size?: string; address?: string; scope?: string };
  const err = (n: string) => fieldError(result, n);
  return (
    <StepPage page={page} title="Room details" intro={variant === 'manual' ? 'Type in what your designer should know: measurements, windows, doors, what stays.' : 'Tell your designer about the space.'}>
      <div className="field">
        <label className="field__label" htmlFor="remark">
          About the room
        </label>
        <textarea id="remark" name="remark" className="field__input" rows={variant === 'manual' ? 8 : 4} maxLength={2000} required defaultValue={saved.remark ?? ''} aria-invalid={err('remark') ? true : undefined} placeholder="Size, light, windows and doors, what you keep, what bothers you…" />
        {err('remark') ? <p className="field__error">{err('remark')}</p> : null}
      </div>
      {o.bedroom ? (
        variant === 'manual' ? (
          <Field label="Bed size" name="size" list="bed-sizes" required defaultValue={saved.size ?? ''} error={err('size')} hint={o.sizes.join(', ')} />
        ) : (
          <fieldset className="chip-grid">
            <legend>Bed size</legend>
            {o.sizes.map((s) => (
              <label key={s} className="chip">
                <input type="radio" name="size" value={s} required defaultChecked={saved.size === s} /> {s}
              </label>
            ))}
            {err('size') ? <p className="field__error">{err('size')}</p> : null}
          </fieldset>
        )
      ) : null}
      {o.remodel ? (
        <>
          <Field label="Address of the room" name="address" autoComplete="street-address" required defaultValue={saved.address ?? ''} error={err('address')} hint="Remodel prices vary by location." />
          <fieldset className="chip-grid">
            <legend>Scope of the project</legend>
            {o.scopes.map((s) => (
              <label key={s} className="chip">
                <input type="radio" name="scope" value={s} defaultChecked={saved.scope === s} /> {s}
              </label>
            ))}
            {err('scope') ? <p className="field__error">{err('scope')}</p> : null}
          </fieldset>
        </>
      ) : null}
      {variant === 'manual' && o.bedroom ? (
        <datalist id="bed-sizes">
          {o.sizes.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      ) : null}
      {variant === 'manual' ? <RoomPlanEditor room={o.room} units={o.units} measured={o.measured} err={err} posted={result && !result.ok ? result.values : undefined} /> : null}
      <RoomPhotosLink needId={page.need.needId} />
    </StepPage>
  );
}
