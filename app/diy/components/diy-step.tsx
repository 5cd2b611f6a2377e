import { Form, Link, useActionData, useLocation, useNavigation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { CsrfField, FormAlert, useHydrated } from '~/ui/form-field';
import type { FormResult } from '~/web/form-result';

/** Where 'My Projects' goes from the DIY flow: the DIY projects (part 1 §2). */
export const diyProjectsHref = '/project/index?status=DIY';

export interface DiyPageData {
  project: { diyId: string; room: { name: string }; answers: Record<string, unknown> };
  progress: Array<{ key: string; title: string; href: string; done: boolean; current: boolean }>;
  optional: Array<{ key: string; title: string; href: string; done: boolean }>;
  backHref: string;
  signedIn: boolean;
}

/** Room, Styles, Budget, Design ideas, Mood board: where the visitor is in the flow. */
export function DiyProgress({ steps }: { steps: DiyPageData['progress'] }) {
  return (
    <ol className="design-progress" aria-label="Your DIY mood board">
      {steps.map((s) => (
        <li key={s.key} className={`design-progress__step${s.current ? ' is-current' : ''}${s.done ? ' is-done' : ''}`} aria-current={s.current ? 'step' : undefined}>
          {s.done && !s.current ? <Link to={s.href}>{s.title}</Link> : <span>{s.title}</span>}
        </li>
      ))}
    </ol>
  );
}

/** The optional steps that sharpen the ideas: how you live, measurements, about you, room details. */
export function DiyOptionalSteps({ steps }: { steps: DiyPageData['optional'] }) {
  return (
    <nav className="diy-optional" aria-label="Tell us more (optional)">
      <h2 className="diy-optional__title">Tell us more (optional)</h2>
      <ul>
        {steps.map((s) => (
          <li key={s.key}>
            <Link to={s.href}>
              {s.title}
              {s.done ? <span className="diy-optional__done"> ✓</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The save tip: a visitor is offered sign-in so the board follows them into their account. */
export function DiySaveTip({ signedIn }: { signedIn: boolean }) {
  const location = useLocation();
  if (signedIn) return <>Saved as you go. Find it any time in My Projects.</>;
  return (
    <>
      Saved on this device as you go. <Link to={`/diy/sign-in?${new URLSearchParams({ redirectTo: location.pathname + location.search })}`}>Sign in</Link> to keep it in your account.
    </>
  );
}

/** The DIY footer: the save tip, My Projects (DIY) in a new tab, Back, Next with its loading state. */
export function DiyFooter({ backHref, form, nextText = 'Next', disabled, loading, signedIn }: { backHref?: string | null; form: string; nextText?: string; disabled?: boolean; loading?: boolean; signedIn: boolean }) {
  const blocked = Boolean(disabled || loading);
  return (
    <footer className="design-footer" aria-label="DIY mood board">
      <div className="design-footer__inner">
        <p className="design-footer__hint">
          <DiySaveTip signedIn={signedIn} />
        </p>
        <a className="design-footer__projects" href={diyProjectsHref} target="_blank" rel="noopener">
          My Projects
        </a>
        <div className="design-footer__buttons">
          {backHref ? (
            <Link to={backHref} className="button button--secondary" data-testid="diy-back">
              Back
            </Link>
          ) : null}
          <button
            type="submit"
            form={form}
            name="intent"
            value="next"
            className={`button button--primary design-footer__next${loading ? ' is-loading' : ''}`}
            aria-disabled={blocked || undefined}
            aria-busy={loading || undefined}
            disabled={disabled}
            onClick={(e) => {
              if (blocked) e.preventDefault();
            }}
            data-testid="diy-next"
          >
            {loading ? 'Saving…' : nextText} <span aria-hidden="true">→</span>
          </button>
        </div>
      </div>
    </footer>
  );
}

/** A DIY step: the room, progress, title, the step's form, the footer. Works without scripts (Next posts the form). */
export function DiyStepPage({ page, title, intro, children, nextDisabled, nextText, formId = 'diy-step', aside }: { page: DiyPageData; title: string; intro?: ReactNode; children: ReactNode; nextDisabled?: boolean; nextText?: string; formId?: string; aside?: ReactNode }) {
  const result = useActionData<FormResult>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const loading = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'next';
  return (
    <div className="design-page diy-page">
      <div className="container design-step">
        <p className="design-step__room" data-testid="diy-room">
          DIY mood board · <strong>{page.project.room.name}</strong>
        </p>
        <DiyProgress steps={page.progress} />
        <h1 className="design-step__title">{title}</h1>
        {intro ? <p className="design-step__intro">{intro}</p> : null}
        <Form method="post" id={formId} noValidate className="design-step__form">
          <CsrfField />
          <FormAlert result={result} />
          {result?.ok ? (
            <p className="form-success" role="status">
              {result.message}
            </p>
          ) : null}
          {children}
        </Form>
        {aside}
      </div>
      <DiyFooter backHref={page.backHref} form={formId} nextText={nextText} disabled={hydrated && nextDisabled} loading={loading} signedIn={page.signedIn} />
    </div>
  );
}
