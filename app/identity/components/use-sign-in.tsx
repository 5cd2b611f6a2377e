import { useRef } from 'react';
import { useFetcher, useLocation } from '@remix-run/react';
import type { FormResult } from '~/web/form-result';
import { afterSignIn } from '~/web/sign-in-rules';
import { CsrfField, useHydrated } from '../../ui/form-field';

/** All modal forms share one fetcher, so the always-mounted modal sees every answer. */
export const signInFetcherKey = 'sign-in';

/**
 * A modal form's fetcher, its hidden fields, and the messages meant for it
 * (an answer to another mode, or from before this form opened, is not shown).
 */
export function useSignInForm(intent: 'login' | 'register' | 'oauth') {
  const fetcher = useFetcher<FormResult>({ key: signInFetcherKey });
  const location = useLocation();
  const hydrated = useHydrated();
  const atMount = useRef(fetcher.data);
  const result = fetcher.data !== atMount.current && fetcher.data?.intent === intent ? fetcher.data : undefined;
  const hidden = (
    <>
      <input type="hidden" name="intent" value={intent} />
      <CsrfField />
      {/* Without scripts the post is a page load: the action then redirects instead of answering data. */}
      <input type="hidden" name="via" value={hydrated ? 'fetch' : 'page'} />
      <input type="hidden" name="redirectTo" value={afterSignIn(location.pathname, location.search)} />
    </>
  );
  return {
    fetcher,
    hidden,
    result,
    fields: result && !result.ok ? (result.fields ?? {}) : {},
    busy: fetcher.state !== 'idle',
  };
}
