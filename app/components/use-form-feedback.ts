import { useEffect, useRef } from 'react';
import { useActionData, type FetcherWithComponents } from '@remix-run/react';
import type { FormResult } from '~/lib/form-result';
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
  const seen = useRef<FormResult | undefined>(undefined);
  const onSuccess = useRef(options.onSuccess);
  onSuccess.current = options.onSuccess;
  useEffect(() => {
    // The answer is there once the post is done (the page may still be reloading its data,
    // and a form that the new data removes, like the verify bar, is then still mounted).
    if (fetcher.state === 'submitting' || !result || seen.current === result) return;
    seen.current = result;
    if (result.ok) {
      toast(result.message, 'success');
      onSuccess.current?.(result);
    } else if (options.errorToast !== false && result.code !== 'UNAUTHORIZED' && result.code !== 'FORBIDDEN') {
      toast(result.message, 'error');
    }
  }, [fetcher.state, result, toast, options.errorToast]);
  const fields = result && !result.ok ? (result.fields ?? {}) : {};
  return { result, fields, busy: fetcher.state !== 'idle' };
}
