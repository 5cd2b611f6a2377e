import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';

/** Where 'My Projects' goes: the draft list (part 1 §2), in a new tab. */
export const draftListHref = '/project/index?status=DRAFT';

interface Props {
  /** The Back link (default text 'Back'); none on the first page. */
  backHref?: string | null;
  backText?: string;
  /** The Next button (default 'Next'): a submit button of the step's form, or a link. */
  next?: { form?: string; href?: string; text?: string; disabled?: boolean; loading?: boolean } | null;
  /** The autosave hint. */
  hint?: ReactNode;
  /** The extra slot. */
  children?: ReactNode;
  /** 'inline': after the page's content instead of fixed over the window's bottom (a page whose controls reach the bottom of the first screen). */
  placement?: 'fixed' | 'inline';
}

/**
 * The design-page footer (part 1 §2): autosave hint, Back, Next with a loading
 * state, 'My Projects' in a new tab, an extra slot. Background rgba(255,255,255,.8),
 * max width 1050px (design.css). Next does nothing while disabled or loading.
 */
export function DesignFooter({ backHref, backText = 'Back', next, hint, children, placement = 'fixed' }: Props) {
  const nextText = next?.text ?? 'Next';
  const blocked = Boolean(next?.disabled || next?.loading);
  return (
    <footer className={`design-footer${placement === 'inline' ? ' design-footer--inline' : ''}`} aria-label="Questionnaire">
      <div className="design-footer__inner">
        <p className="design-footer__hint">{hint ?? 'Your answers are saved as you go.'}</p>
        <a className="design-footer__projects" href={draftListHref} target="_blank" rel="noopener">
          My Projects
        </a>
        {children}
        <div className="design-footer__buttons">
          {backHref ? (
            <Link to={backHref} className="button button--secondary" data-testid="design-back">
              {backText}
            </Link>
          ) : null}
          {next?.href && !blocked ? (
            <Link to={next.href} className="button button--primary design-footer__next" data-testid="design-next">
              {nextText} <span aria-hidden="true">→</span>
            </Link>
          ) : next ? (
            <button
              type="submit"
              form={next.form}
              name="intent"
              value="next"
              className={`button button--primary design-footer__next${next.loading ? ' is-loading' : ''}`}
              aria-disabled={blocked || undefined}
              aria-busy={next.loading || undefined}
              disabled={next.disabled}
              onClick={(e) => {
                if (blocked) e.preventDefault();
              }}
              data-testid="design-next"
            >
              {next.loading ? 'Saving…' : nextText} <span aria-hidden="true">→</span>
            </button>
          ) : null}
        </div>
      </div>
    </footer>
  );
}

/** The progress indicator, shown from payment/continue on (part 2 §2). */
export function DesignProgress({ steps }: { steps: Array<{ key: string; title: string; href: string; done: boolean; current: boolean }> }) {
  return (
    <ol className="design-progress" aria-label="Questionnaire progress">
      {steps.map((s) => (
        <li key={s.key} className={`design-progress__step${s.current ? ' is-current' : ''}${s.done ? ' is-done' : ''}`} aria-current={s.current ? 'step' : undefined}>
          {s.done && !s.current ? <Link to={s.href}>{s.title}</Link> : <span>{s.title}</span>}
        </li>
      ))}
    </ol>
  );
}
