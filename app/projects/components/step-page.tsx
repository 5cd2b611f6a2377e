import { Form, Link, useActionData, useFetcher, useLocation, useNavigation } from '@remix-run/react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { CsrfField, FormAlert, useHydrated } from '~/ui/form-field';
import type { FormResult } from '~/web/form-result';
import { DesignFooter, DesignProgress, draftListHref } from './design-footer';

export interface StepPageData {
  need: { needId: string; projectId: string; room: { name: string }; paidCents: number | null; status: string };
  step: { key: string; title: string };
  signedIn: boolean;
  steps: Array<{ key: string; title: string; href: string; done: boolean; current: boolean }>;
  showProgress: boolean;
  backHref: string;
  rooms: Array<{ needId: string; projectId: string; room: string; current: boolean; submitted: boolean }>;
}

/** "Bedroom · room 2 of 3 · C0000000123", the header every questionnaire page shows. */
export function RoomBadge({ page }: { page: StepPageData }) {
  const at = page.rooms.findIndex((r) => r.current);
  return (
    <p className="design-step__room" data-testid="design-room">
      <strong>{page.need.room.name}</strong>
      {page.rooms.length > 1 ? <> · room {at + 1} of {page.rooms.length}</> : null} · project <span data-testid="project-id">{page.need.projectId}</span>
    </p>
  );
}

/** The save tip: signed in, where drafts are kept; a visitor is offered sign-in to keep them (part 1 §5). */
function SaveTip({ signedIn }: { signedIn: boolean }) {
  const location = useLocation();
  if (signedIn)
    return (
      <>
        Saved as you go. Find this project any time in <a href={draftListHref}>My Projects</a>.
      </>
    );
  return (
    <>
      Saved on this device as you go. <Link to={`/design/sign-in?${new URLSearchParams({ redirectTo: location.pathname + location.search })}`}>Sign in</Link> to keep it in your account.
    </>
  );
}

/**
 * A questionnaire step: title, the step's form (posted as intent=next by the
 * footer's Next, or autosaved as intent=save with scripts on), messages, footer.
 */
export function StepPage({ page, title, intro, children, nextDisabled, formId = 'design-step' }: { page: StepPageData; title: string; intro?: ReactNode; children: ReactNode; nextDisabled?: boolean; formId?: string }) {
  const result = useActionData<FormResult>();
  const navigation = useNavigation();
  const location = useLocation();
  const autosave = useFetcher<FormResult>();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const [status, setStatus] = useState<string | null>(null);
  // Next pressed while an autosave was still running: it goes once the autosave is done.
  const [nextAfterSave, setNextAfterSave] = useState(false);
  const submitting = (navigation.state !== 'idle' && navigation.formData?.get('intent') === 'next') || nextAfterSave;
  const leaving = useRef(false);
  leaving.current = navigation.state !== 'idle' || nextAfterSave;
  // An answer not yet whole (six photos of seven) is not autosaved: the save would only be refused.
  const incomplete = useRef(false);
  incomplete.current = Boolean(nextDisabled);

  useEffect(() => {
    if (autosave.state === 'idle' && autosave.data) setStatus(autosave.data.ok ? 'Saved just now' : `Not saved yet: ${autosave.data.message}`);
  }, [autosave.state, autosave.data]);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Leaving the page (Next, Back, a link): no autosave starts any more.
  useEffect(() => {
    if (navigation.state !== 'idle') clearTimeout(timer.current);
  }, [navigation.state]);
  useEffect(() => {
    if (!nextAfterSave || autosave.state !== 'idle') return;
    setNextAfterSave(false);
    formRef.current?.requestSubmit(document.querySelector<HTMLButtonElement>(`button[form="${formId}"][name="intent"][value="next"]`) ?? undefined);
  }, [nextAfterSave, autosave.state, formId]);

  const scheduleSave = () => {
    clearTimeout(timer.current);
    if (leaving.current) return;
    timer.current = setTimeout(() => {
      // Nor is one the browser already knows to be incomplete (a required field empty): the server would refuse it.
      if (!formRef.current || leaving.current || incomplete.current || !formRef.current.checkValidity()) return;
      const body = new FormData(formRef.current);
      body.set('intent', 'save');
      autosave.submit(body, { method: 'post', action: location.pathname + location.search });
    }, 600);
  };

  /**
   * Next waits for an autosave still running (issue 20): an autosave that finished
   * while the browser was already loading the next step made the router reload the
   * page's data for an address it had not discovered yet (Remix's lazy route
   * discovery), which dropped the current page's data and left only the header,
   * the footer and the framework's loading placeholder until reloaded.
   */
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    clearTimeout(timer.current);
    if (autosave.state === 'idle') return;
    event.preventDefault();
    setNextAfterSave(true);
  };

  return (
    <div className="design-page">
      <div className="container design-step">
        <RoomBadge page={page} />
        {page.showProgress ? <DesignProgress steps={page.steps} /> : null}
        <h1 className="design-step__title">{title}</h1>
        {intro ? <p className="design-step__intro">{intro}</p> : null}
        <Form method="post" id={formId} ref={formRef} noValidate onChange={hydrated ? scheduleSave : undefined} onSubmit={onSubmit} className="design-step__form">
          <CsrfField />
          <FormAlert result={result} />
          {result && !result.ok && result.code === 'UNAUTHORIZED' ? <p className="form-alert" role="alert">{result.message}</p> : null}
          {children}
        </Form>
      </div>
      <DesignFooter
        backHref={page.backHref}
        next={{ form: formId, disabled: hydrated && nextDisabled, loading: submitting }}
        hint={
          <span role="status">
            {nextAfterSave ? 'Saving your answers…' : (status ?? <SaveTip signedIn={page.signedIn} />)}
          </span>
        }
      />
    </div>
  );
}

/** A grid of pictures to tick (style photos, furniture). */
export function PictureChoices({ name, items, chosen, max, onCount }: { name: string; items: ReadonlyArray<{ id: string; picture: string; alt?: string; name?: string; style?: string }>; chosen: readonly string[]; max?: number; onCount?: (n: number) => void }) {
  const [picked, setPicked] = useState<string[]>([...chosen]);
  useEffect(() => onCount?.(picked.length), [picked, onCount]);
  return (
    <fieldset className="picture-grid">
      <legend className="visually-hidden">Choose pictures</legend>
      {items.map((item) => {
        const on = picked.includes(item.id);
        return (
          <label key={item.id} className={`picture-choice${on ? ' is-chosen' : ''}`}>
            <input
              type="checkbox"
              name={name}
              value={item.id}
              checked={on}
              disabled={!on && max !== undefined && picked.length >= max}
              onChange={(e) => setPicked((p) => (e.target.checked ? [...p, item.id] : p.filter((x) => x !== item.id)))}
            />
            <img src={item.picture} alt={item.alt ?? item.name ?? ''} loading="lazy" width={300} height={300} />
            {item.name ? <span className="picture-choice__name">{item.name}</span> : null}
          </label>
        );
      })}
    </fieldset>
  );
}
