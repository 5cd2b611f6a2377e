import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import type { FormResult } from '~/web/form-result';
import { CsrfField, FormAlert } from '../../ui/form-field';
import type { stepLoader } from '../server/quiz-pages.server';

type StepData = Awaited<ReturnType<ReturnType<typeof stepLoader>>>;

/** One question of the quiz: its pictures or palettes as radio buttons, and Next (a plain form post, so it works without scripts). */
export function QuizStep() {
  const page = useLoaderData<StepData>();
  const failed = useActionData() as FormResult | undefined;
  const busy = useNavigation().state !== 'idle';
  const last = page.number === page.total;
  return (
    <section className="container style-quiz" aria-labelledby="quiz-title">
      <p className="style-quiz__progress">
        Question {page.number} of {page.total}
        <progress max={page.total} value={page.number} aria-hidden="true" />
      </p>
      <h1 id="quiz-title">{page.title}</h1>
      <p className="style-quiz__intro">{page.intro}</p>
      <Form method="post" className="style-quiz__form" noValidate>
        <CsrfField />
        <FormAlert result={failed} />
        <fieldset className={`style-quiz__options style-quiz__options--${page.kind}`}>
          <legend className="visually-hidden">{page.title}</legend>
          {page.options.map((o) => (
            <label key={o.id} className="style-quiz__option">
              <input type="radio" name="choice" value={o.id} defaultChecked={page.chosen === o.id} />
              {o.picture ? (
                <img src={o.picture} alt={o.label} width={page.kind === 'room' ? 480 : 360} height={360} loading="lazy" />
              ) : (
                <span className="style-quiz__palette" aria-hidden="true">
                  {o.colours.map((c) => (
                    <span key={c} style={{ background: c }} />
                  ))}
                </span>
              )}
              <span className="style-quiz__label">{o.label}</span>
            </label>
          ))}
        </fieldset>
        <div className="style-quiz__actions">
          <Link to={page.backHref} className="button">
            Back
          </Link>
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {last ? 'See my style' : 'Next'}
          </button>
        </div>
      </Form>
    </section>
  );
}
