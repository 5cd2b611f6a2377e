import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useFetcher, useLoaderData } from '@remix-run/react';
import { CsrfField } from '~/ui/form-field';
import { useFormFeedback } from '~/ui/use-form-feedback';
import type { FormResult } from '~/web/form-result';
import { ok, visitorAction } from '~/web/page-form.server';
import { invalidUnsubscribeLinkMessage } from '../../../domain/reminders/mail';
import { remindersOn, setRemindersByLink, validUnsubscribeLink } from '../application/reminders.server';
import stylesHref from '~/styles/reminders.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: stylesHref }];
export const meta: MetaFunction = () => [{ title: 'Reminders · Roomcraft' }, { name: 'robots', content: 'noindex' }];

/**
 * GET /reminders/unsubscribe?u=<userId>&t=<signature> (issue 26, ADR 055): the
 * link every reminder mail carries. No sign-in: the signature is the proof; a
 * link that does not verify answers 403 and shows why.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const u = url.searchParams.get('u') ?? '';
  const t = url.searchParams.get('t') ?? '';
  if (!validUnsubscribeLink(context.runtime, u, t)) return data({ valid: false as const, u: '', t: '', on: false }, { status: 403, headers: { 'Cache-Control': 'no-store' } });
  return data({ valid: true as const, u, t, on: await remindersOn(context.runtime, u) }, { headers: { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } });
}

/** POST /reminders/unsubscribe {u, t, intent: off|on}: one click records the choice (`SetReminderPreference`). */
export const action = visitorAction(async ({ context, input, intent }) => {
  const on = await setRemindersByLink(context.runtime, { u: input.u, t: input.t, on: intent === 'on' });
  return ok(on ? 'Reminders are on again.' : 'Done: you will get no more reminders from Roomcraft.', intent);
});

export default function UnsubscribeReminders() {
  const { valid, u, t, on } = useLoaderData<typeof loader>();
  const fetcher = useFetcher<FormResult>();
  const { result, busy } = useFormFeedback(fetcher, { errorToast: false });
  const now = result?.ok ? result.intent === 'on' : on;
  return (
    <section className="container auth-page reminders-page" aria-labelledby="reminders-title">
      <div className="auth-card">
        <h1 id="reminders-title">Reminders</h1>
        {!valid ? (
          <p className="form-alert" role="alert">
            {invalidUnsubscribeLinkMessage}
          </p>
        ) : (
          <>
            <p>We remind you of a cart left waiting, of a mood board you approved, and when a product you saved drops in price or is back in stock — at most one a day and three a week, never at night.</p>
            {result && (
              <p className={result.ok ? 'auth-card__done' : 'form-alert'} role={result.ok ? 'status' : 'alert'}>
                {result.message}
              </p>
            )}
            <fetcher.Form method="post" className="modal-form">
              <CsrfField />
              <input type="hidden" name="u" value={u} />
              <input type="hidden" name="t" value={t} />
              {now ? (
                <button type="submit" name="intent" value="off" className="button button--primary button--block" disabled={busy}>
                  Unsubscribe from reminders
                </button>
              ) : (
                <>
                  <p className="reminders-page__state">Reminders are off for this account.</p>
                  <button type="submit" name="intent" value="on" className="button button--block" disabled={busy}>
                    Turn reminders back on
                  </button>
                </>
              )}
            </fetcher.Form>
          </>
        )}
      </div>
    </section>
  );
}
