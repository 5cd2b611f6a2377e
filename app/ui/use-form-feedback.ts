import { useEffect, useRef } from 'react';
import { useActionData, type FetcherWithComponents } from '@remix-run/react';
import type { FormResult } from '~/web/form-result';
import { useShell } from './shell-context';

/**
 * Toasts for a form's answer (success 1500 ms, error 3000 ms) and its field
 * messages. 401 and 403 are left to the shell (login modal, 'No access.').
 */
export function useFormFeedback(
  fetcher: FetcherWithComponents<unknown>,
  options: { onSuccess?: (result: FormResult) => void; errorToast?: boolean; intent?: string } = {},
) {
  const { toast } = useShell();
  // Without scripts the form posted as a page: its answer is the route's action data.
  const posted = useActionData() as FormResult | undefined;
  const pagePost = posted && typeof posted === 'object' && 'ok' in posted && (posted.intent ?? '') === (options.intent ?? '') ? posted : undefined;
  const result = (fetcher.data as FormResult | undefined) ?? pagePost;
  const toasted = useRef<FormResult | undefined>(undefined);
  const handled = useRef<FormResult | undefined>(undefined);
  const onSuccess = useRef(options.onSuccess);
  onSuccess.current = options.onSuccess;
  useEffect(() => {
    // The toast as soon as the answer is there: the page may still be reloading its data,
    // and a form that the new data removes (the verify bar) is then still mounted.
    if (fetcher.state === 'submitting' || !result || toasted.current === result) return;
    toasted.current = result;
    if (result.ok) toast(result.message, 'success');
    else if (options.errorToast !== false && result.code !== 'UNAUTHORIZED' && result.code !== 'FORBIDDEN') {
      // Several fields wrong: each says why by itself; the toast just points at them.
      const wrong = Object.keys(result.fields ?? {}).length;
      toast(wrong > 1 ? 'Please check the highlighted fields' : result.message, 'error');
    }
  }, [fetcher.state, result, toast, options.errorToast]);
  useEffect(() => {
    // What follows a success (navigate, close, reset) waits until the reload is done, so it
    // does not cut the router's own reload short.
    if (fetcher.state !== 'idle' || !result?.ok || handled.current === result) return;
    handled.current = result;
    onSuccess.current?.(result);
  }, [fetcher.state, result]);
  const fields = result && !result.ok ? (result.fields ?? {}) : {};
  return { result, fields, busy: fetcher.state !== 'idle' };
}
